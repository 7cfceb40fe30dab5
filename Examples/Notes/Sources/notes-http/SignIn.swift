import AsyncHTTPClient
import Foundation
import LoopbackAuthorization
import NIOCore
import NotesFeature

/// `notes login`'s work: the server's metadata, the browser sent to its sign-in page with a
/// loopback redirect and PKCE, the code redeemed, the access token kept in the notes database.
struct SignIn {
  let issuer: URL
  let clientID: String
  let database: String?

  /// Signs in; returns the exit status (0 signed in, 124 no answer in time, 1 refused or failed).
  func run(timeout: Double, browser: String?) async -> Int32 {
    let database: NotesDatabase
    do {
      database = try NotesDatabase.live(path: self.database ?? NotesDatabase.defaultPath())
    } catch {
      printError("Cannot open the notes database: \(error)")
      return 1
    }
    let metadata: ServerMetadata
    do {
      metadata = try await ServerMetadata.fetch(issuer)
    } catch {
      printError("Cannot read the server's metadata: \(error)")
      return 1
    }
    let authorizer = LoopbackAuthorizer(redirect: .live()) { url in try Self.open(url, with: browser) }
    do {
      // The browser waits while the code is redeemed and the token kept, and is then told how
      // that ended: never "signed in" before the app is.
      try await authorizer.signIn(
        at: metadata.authorizationEndpoint, clientID: clientID, scopes: ["notes"], issuer: metadata.issuer,
        requiresIssuerParameter: metadata.issuerParameterSupported,
        timeout: .milliseconds(Int(max(0, timeout) * 1000))
      ) { grant in
        let token = try await Self.redeem(grant, at: metadata.tokenEndpoint, clientID: clientID)
        do {
          try await database.setAccessToken(token)
        } catch {
          throw SignInError("the token could not be kept: \(error)")
        }
      }
    } catch let error as LoopbackError {
      printError("Not signed in: \(error)")
      if case .timedOut = error { return 124 }
      return 1
    } catch {
      printError("Not signed in: \(error)")
      return 1
    }
    print("Signed in to \(issuer.absoluteString).")
    return 0
  }

  /// Opens `url` with `program` (its words, then the URL), or the desktop's opener.
  static func open(_ url: URL, with program: String?) throws {
    let words = program.map { $0.split(separator: " ").map(String.init) } ?? ["xdg-open"]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = words + [url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
  }

  /// Redeems the code at the token endpoint; returns the access token.
  static func redeem(_ grant: AuthorizationGrant, at endpoint: URL, clientID: String) async throws(SignInError)
    -> String
  {
    guard NetworkJob.isAllowedServer(endpoint) else {
      throw SignInError("the token endpoint \(endpoint) is not HTTPS")
    }
    var request = HTTPClientRequest(url: endpoint.absoluteString)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
    request.headers.add(name: "Accept", value: "application/json")
    request.body = .bytes(ByteBuffer(bytes: grant.tokenRequestBody(clientID: clientID)))
    let status: Int
    let data: Data
    do {
      (status, data) = try await send(request)
    } catch {
      throw SignInError("the token endpoint could not be reached: \(error)")
    }
    let answer = try? JSONDecoder().decode(TokenAnswer.self, from: data)
    guard status == 200, let token = answer?.accessToken, !token.isEmpty else {
      throw SignInError(
        "the server did not accept the code: \(answer?.errorDescription ?? answer?.error ?? "no access token")")
    }
    return token
  }

  /// Sends `request` with AsyncHTTPClient, the client `notes associations` fetches with: the
  /// command speaks HTTP one way, not through `URLSession` here and AsyncHTTPClient there.
  /// Returns the status and at most 1 MiB of body.
  ///
  /// No redirect is followed (RFC 9700 §4.11: a redirected token request would carry the code
  /// and the verifier to wherever the answer points): a redirect is an error that names it.
  static func send(_ request: HTTPClientRequest) async throws -> (status: Int, body: Data) {
    let client = HTTPClient(
      eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
    let result: Result<(Int, Data), any Error>
    do {
      let response = try await client.execute(request, timeout: .seconds(30))
      let status = Int(response.status.code)
      if (300..<400).contains(status) {
        let location = response.headers.first(name: "Location") ?? "nowhere"
        throw SignInError(
          "\(request.url) answered with a redirect (\(status)) to \(location), which is not followed")
      }
      let body = try await response.body.collect(upTo: 1 << 20)
      result = .success((status, Data(body.readableBytesView)))
    } catch {
      result = .failure(error)
    }
    try? await client.shutdown().get()
    return try result.get()
  }
}
