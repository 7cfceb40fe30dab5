import ArgumentParser
import AsyncHTTPClient
import Foundation
import LoopbackAuthorization
import NIOCore
import NotesFeature

struct Login: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sign in to an authorization server in the browser, over a loopback redirect with PKCE.",
    discussion: """
      Reads the server's metadata (ISSUER/.well-known/oauth-authorization-server), listens on \
      127.0.0.1 and [::1], opens the sign-in page, takes the one answer that carries this \
      sign-in's state, and redeems the code with its PKCE verifier. The access token is kept \
      in the notes database, never printed. Exit status: 0 signed in, 124 no answer in time, \
      1 refused or failed.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  @Option(help: "The authorization server (https://, or http:// on a loopback address).")
  var issuer: String

  @Option(help: "The client identifier registered with the server.")
  var clientID = "notes-desktop"

  @Option(help: "How many seconds the user has to sign in.")
  var timeout: Double = 300

  @Option(help: "The program that opens the sign-in page (the desktop's browser by default).")
  var browser: String?

  func run() async throws {
    guard let issuerURL = URL(string: issuer), Self.isAllowed(issuerURL) else {
      printError("\(issuer) is not an https:// address (or http:// on 127.0.0.1 or [::1]).")
      throw ExitCode.failure
    }
    let database = try openDatabase(options)
    let metadata: ServerMetadata
    do {
      metadata = try await ServerMetadata.fetch(issuerURL)
    } catch {
      printError("Cannot read the server's metadata: \(error)")
      throw ExitCode.failure
    }
    let opener = browser
    let authorizer = LoopbackAuthorizer(redirect: .live()) { url in try Self.open(url, with: opener) }
    let grant: AuthorizationGrant
    do {
      grant = try await authorizer.authorize(
        at: metadata.authorizationEndpoint, clientID: clientID, scopes: ["notes"],
        timeout: .milliseconds(Int(max(0, timeout) * 1000)))
    } catch {
      printError("Not signed in: \(error)")
      if case .timedOut = error { throw ExitCode(124) }
      throw ExitCode.failure
    }
    do {
      let token = try await Self.redeem(grant, at: metadata.tokenEndpoint, clientID: clientID)
      try await database.setAccessToken(token)
    } catch {
      printError("The server did not accept the code: \(error)")
      throw ExitCode.failure
    }
    print("Signed in to \(issuerURL.absoluteString).")
  }

  /// HTTPS, or plain HTTP to a loopback address (a local development server).
  static func isAllowed(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": true
    case "http": ["127.0.0.1", "::1", "[::1]", "localhost"].contains(url.host ?? "")
    default: false
    }
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
  static func redeem(_ grant: AuthorizationGrant, at endpoint: URL, clientID: String) async throws -> String {
    guard isAllowed(endpoint) else { throw LoginError("the token endpoint \(endpoint) is not HTTPS") }
    var request = HTTPClientRequest(url: endpoint.absoluteString)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
    request.headers.add(name: "Accept", value: "application/json")
    request.body = .bytes(ByteBuffer(bytes: grant.tokenRequestBody(clientID: clientID)))
    let (status, data) = try await send(request)
    let answer = try? JSONDecoder().decode(TokenAnswer.self, from: data)
    guard status == 200, let token = answer?.accessToken, !token.isEmpty else {
      throw LoginError(answer?.errorDescription ?? answer?.error ?? "no access token")
    }
    return token
  }
}

extension Login {
  /// Sends `request` with AsyncHTTPClient, the client `notes associations` fetches with: the
  /// command speaks HTTP one way, not through `URLSession` here and AsyncHTTPClient there.
  /// Returns the status and at most 1 MiB of body.
  static func send(_ request: HTTPClientRequest) async throws -> (status: Int, body: Data) {
    let client = HTTPClient(eventLoopGroupProvider: .singleton)
    let result: Result<(Int, Data), any Error>
    do {
      let response = try await client.execute(request, timeout: .seconds(30))
      let body = try await response.body.collect(upTo: 1 << 20)
      result = .success((Int(response.status.code), Data(body.readableBytesView)))
    } catch {
      result = .failure(error)
    }
    try? await client.shutdown().get()
    return try result.get()
  }
}

/// What `notes login` needs of RFC 8414 metadata.
struct ServerMetadata: Decodable {
  let authorizationEndpoint: URL
  let tokenEndpoint: URL

  enum CodingKeys: String, CodingKey {
    case authorizationEndpoint = "authorization_endpoint"
    case tokenEndpoint = "token_endpoint"
  }

  static func fetch(_ issuer: URL) async throws -> ServerMetadata {
    let url = issuer.appendingPathComponent(".well-known/oauth-authorization-server")
    let (status, data) = try await Login.send(HTTPClientRequest(url: url.absoluteString))
    guard status == 200 else { throw LoginError("no metadata at \(url)") }
    let metadata = try JSONDecoder().decode(ServerMetadata.self, from: data)
    guard Login.isAllowed(metadata.authorizationEndpoint) else {
      throw LoginError("the authorization endpoint \(metadata.authorizationEndpoint) is not HTTPS")
    }
    return metadata
  }
}

/// The token endpoint's answer (RFC 6749 §5.1 and §5.2).
struct TokenAnswer: Decodable {
  let accessToken: String?
  let error: String?
  let errorDescription: String?

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case error
    case errorDescription = "error_description"
  }
}

/// Why signing in failed, in a sentence.
struct LoginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
