import Foundation

/// What `notes login` keeps: the server signed in to, where its tokens are refreshed and
/// revoked, and the tokens. Kept as one value, so that a sign-in is replaced or forgotten whole.
package struct SignInSession: Codable, Equatable, Sendable {
  /// The issuer signed in to, as its metadata names it.
  package var issuer: String
  /// The client identifier the tokens were issued to.
  package var clientID: String
  /// Where the access token is refreshed.
  package var tokenEndpoint: URL
  /// Where tokens are revoked on `notes logout` (RFC 7009), when the server has one.
  package var revocationEndpoint: URL?
  /// Where `notes account` asks who is signed in (OpenID Connect's userinfo), when the server
  /// has one.
  package var userinfoEndpoint: URL?
  /// The access token.
  package var accessToken: String
  /// The refresh token, when the server gave one.
  package var refreshToken: String?
  /// When the access token expires, when the server said (`expires_in`).
  package var expiresAt: Date?

  package init(
    issuer: String, clientID: String, tokenEndpoint: URL, revocationEndpoint: URL? = nil, userinfoEndpoint: URL? = nil,
    accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil
  ) {
    self.issuer = issuer
    self.clientID = clientID
    self.tokenEndpoint = tokenEndpoint
    self.revocationEndpoint = revocationEndpoint
    self.userinfoEndpoint = userinfoEndpoint
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
  }

  /// Whether the access token has expired at `now` (or will within `margin`, the time a request
  /// takes to reach the server).
  package func hasExpired(at now: Date, margin: TimeInterval = 30) -> Bool {
    expiresAt.map { now.addingTimeInterval(margin) >= $0 } ?? false
  }
}
