import AsyncHTTPClient
import Foundation
import NotesFeature

/// `notes account` and `notes logout`: the kept sign-in used, refreshed and revoked.
///
/// The access token is refreshed when it has expired (its `expires_in` passed) or the server
/// refuses it (401); a refresh token the server rotates replaces the old one at once, so the
/// old one is never sent again (RFC 9700 §4.14.2: a rotated token sent twice tells the server
/// it was stolen). A refresh the server refuses forgets the sign-in.
struct Account {
  let database: String?

  /// Says who is signed in where; returns the exit status (0 signed in, 1 not).
  func show() async -> Int32 {
    guard let (database, kept) = await openSession() else { return 1 }
    guard let session = kept else {
      printError(localized("Not signed in. Sign in with notes login --issuer URL."))
      return 1
    }
    do {
      var current = session
      if current.hasExpired(at: Date()) {
        current = try await refresh(current, in: database)
      }
      guard let userinfo = current.userinfoEndpoint else {
        print(localized("Signed in to %@.", current.issuer))
        return 0
      }
      var answer = try await Self.describe(current, at: userinfo)
      if answer.status == 401 {
        current = try await refresh(current, in: database)
        answer = try await Self.describe(current, at: userinfo)
      }
      guard answer.status == 200 else {
        throw SignInError("\(userinfo) answered \(answer.status)")
      }
      print(
        answer.subject.map { localized("Signed in to %@ as %@.", current.issuer, TokenAnswer.printable($0)) }
          ?? localized("Signed in to %@ as someone the server does not name.", current.issuer)
      )
      return 0
    } catch {
      printError("\(error)")
      return 1
    }
  }

  /// Forgets the sign-in here first, then revokes its tokens where the server can (RFC 7009),
  /// each exchange bounded by ``HTTPExchange/deadline``: whatever the server does, the tokens
  /// are gone from this machine at once. Returns the exit status (0 signed out, or never
  /// signed in).
  func signOut() async -> Int32 {
    guard let (database, kept) = await openSession() else { return 1 }
    guard let session = kept else {
      print(localized("Not signed in."))
      return 0
    }
    do {
      try await database.setSignInSession(nil)
    } catch {
      printError(localized("Cannot forget the sign-in: %@", error))
      return 1
    }
    var revoked = true
    if let endpoint = session.revocationEndpoint {
      // The refresh token first: revoking it ends the grant, and with it (at most servers)
      // the access tokens issued from it.
      let tokens = [(session.refreshToken, "refresh_token"), (session.accessToken, "access_token")]
      for case let (token?, hint) in tokens {
        do {
          let form = HTTPExchange.form([("token", token), ("token_type_hint", hint), ("client_id", session.clientID)])
          let (status, _) = try await HTTPExchange.post(form, to: endpoint)
          if status != 200 {
            printError(
              localized("%@ did not revoke the %@: %@", endpoint, hint.replacingOccurrences(of: "_", with: " "), status)
            )
            revoked = false
          }
        } catch {
          printError("\(error)")
          revoked = false
        }
      }
    }
    print(
      session.revocationEndpoint == nil
        ? localized("Signed out of %@. (The server revokes no tokens; they were forgotten here.)", session.issuer)
        : revoked
          ? localized("Signed out of %@.", session.issuer)
          : localized(
            "Signed out of %@. The tokens were forgotten here; the server may still honour them until they expire.",
            session.issuer))
    return 0
  }

  /// The database and the sign-in it keeps (nil when there is none), or nil, said, when either
  /// cannot be read.
  private func openSession() async -> (NotesDatabase, SignInSession?)? {
    do {
      let database = try NotesDatabase.live(path: self.database ?? NotesDatabase.defaultPath())
      return (database, try await database.signInSession())
    } catch {
      printError(localized("Cannot read the sign-in: %@", error))
      return nil
    }
  }

  /// A new access token for `session`'s refresh token, kept with the rotated refresh token if
  /// the server gave one. A refused refresh forgets the sign-in.
  func refresh(_ session: SignInSession, in database: NotesDatabase) async throws -> SignInSession {
    guard let refreshToken = session.refreshToken else {
      throw SignInError("the access token has expired and the server gave no refresh token; sign in again")
    }
    let form = HTTPExchange.form([
      ("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("client_id", session.clientID),
    ])
    let (status, data) = try await HTTPExchange.post(form, to: session.tokenEndpoint)
    let answer: TokenAnswer
    do {
      answer = try TokenAnswer.read(data, status: status, doing: "the server refused to refresh the sign-in")
    } catch {
      if status == 400 || status == 401 {
        _ = try await database.replaceSignInSession(session, nil)
        throw SignInError("\(error.description); it is forgotten: sign in again")
      }
      throw error
    }
    var refreshed = session
    refreshed.accessToken = answer.accessToken
    refreshed.refreshToken = answer.refreshToken ?? refreshToken
    refreshed.expiresAt = answer.expiresIn.map { Date().addingTimeInterval($0) }
    // Kept only if the sign-in refreshed is still the kept one: a logout (or another sign-in)
    // while the server answered wins, and the tokens it answered with are dropped.
    guard try await database.replaceSignInSession(session, refreshed) else {
      throw SignInError("the sign-in changed while it was refreshed (signed out, or in again); run the command again")
    }
    return refreshed
  }

  /// GETs the userinfo endpoint with the access token; the status and the `sub` it names.
  static func describe(_ session: SignInSession, at endpoint: URL) async throws -> (status: Int, subject: String?) {
    var request = HTTPClientRequest(url: endpoint.absoluteString)
    request.headers.add(name: "Authorization", value: "Bearer \(session.accessToken)")
    request.headers.add(name: "Accept", value: "application/json")
    let (status, data) = try await HTTPExchange.send(request)
    let fields = try? JSONDecoder().decode([String: String].self, from: data)
    return (status, fields?["sub"])
  }
}
