import Foundation
import LoopbackAuthorization
import NotesFeature

/// `notes login`'s work: the server's metadata, the browser sent to its sign-in page with a
/// loopback redirect and PKCE, the code redeemed, the sign-in (``SignInSession``: the tokens
/// and where to refresh and revoke them) kept in the notes database.
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
      printError(localized("Cannot open the notes database: %@", error))
      return 1
    }
    let metadata: AuthorizationServerMetadata
    do {
      metadata = try await AuthorizationServerMetadata.fetch(issuer)
    } catch {
      printError(localized("Cannot read the server's metadata: %@", error))
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
        let answer = try await Self.redeem(grant, at: metadata.tokenEndpoint, clientID: clientID)
        let session = SignInSession(
          issuer: metadata.issuer, clientID: clientID, tokenEndpoint: metadata.tokenEndpoint,
          revocationEndpoint: metadata.revocationEndpoint, userinfoEndpoint: metadata.userinfoEndpoint,
          accessToken: answer.accessToken, refreshToken: answer.refreshToken,
          expiresAt: answer.expiresIn.map { Date().addingTimeInterval($0) })
        do {
          try await database.setSignInSession(session)
        } catch {
          throw SignInError("the token could not be kept: \(error)")
        }
      }
    } catch let error as LoopbackError {
      printError(localized("Not signed in: %@", error))
      if case .timedOut = error { return 124 }
      return 1
    } catch {
      printError(localized("Not signed in: %@", error))
      return 1
    }
    print(localized("Signed in to %@.", issuer.absoluteString))
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

  /// Redeems the code at the token endpoint; returns the tokens.
  static func redeem(_ grant: AuthorizationGrant, at endpoint: URL, clientID: String) async throws(SignInError)
    -> TokenAnswer
  {
    let (status, data) = try await HTTPExchange.post(grant.tokenRequestBody(clientID: clientID), to: endpoint)
    return try TokenAnswer.read(data, status: status, doing: "the server did not accept the code")
  }
}
