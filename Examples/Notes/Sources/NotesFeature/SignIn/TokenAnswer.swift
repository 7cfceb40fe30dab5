import Foundation

/// The token endpoint's answer (RFC 6749 §5.1 and §5.2), read with limits: what a server, or
/// something in its place, sends is not trusted to be small or well formed.
package struct TokenAnswer: Equatable, Sendable {
  /// The largest answer read.
  package static let maximumSize = 64 * 1024
  /// The longest token kept (tokens are opaque, but not unbounded).
  package static let maximumTokenLength = 8 * 1024
  /// The longest lifetime believed: ten years.
  package static let maximumLifetime: Double = 10 * 365 * 24 * 3600

  /// The access token.
  package let accessToken: String
  /// The refresh token, when the server gave one.
  package let refreshToken: String?
  /// The access token's lifetime in seconds, when the server said.
  package let expiresIn: Double?

  /// Reads the answer to a token request: a `200` with an access token, or the server's refusal
  /// (`error`, `error_description`) as a ``SignInError`` that says `doing` failed. Tokens must be
  /// printable ASCII (RFC 6749's `VSCHAR`) and at most ``maximumTokenLength`` long; a lifetime
  /// must be a number from 0 to ``maximumLifetime``. The token type must be `Bearer` (in any
  /// case): a client must not use a token of a type it does not understand (RFC 6749 §7.1), and
  /// this one only sends bearer tokens (RFC 6750).
  package static func read(_ data: Data, status: Int, doing: String) throws(SignInError) -> TokenAnswer {
    guard data.count <= maximumSize else { throw SignInError("\(doing): the answer is over \(maximumSize) bytes") }
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: data)
    } catch {
      throw SignInError("\(doing): the answer (status \(status)) is not a token answer")
    }
    guard status == 200 else {
      let reason = [fields.error, fields.errorDescription].compactMap { $0 }.map(Self.printable).joined(separator: ": ")
      throw SignInError("\(doing): \(reason.isEmpty ? "status \(status)" : reason)")
    }
    guard let accessToken = fields.accessToken, isToken(accessToken) else {
      throw SignInError("\(doing): the answer has no usable access token")
    }
    if let refreshToken = fields.refreshToken, !isToken(refreshToken) {
      throw SignInError("\(doing): the answer's refresh token is not usable")
    }
    guard fields.tokenType?.lowercased() == "bearer" else {
      let type = fields.tokenType.map { "\"\(Self.printable($0))\"" } ?? "none"
      throw SignInError("\(doing): the answer's token type is \(type), not Bearer")
    }
    if let expiresIn = fields.expiresIn, !(0...maximumLifetime).contains(expiresIn) {
      throw SignInError("\(doing): the answer's expires_in is not a lifetime")
    }
    return TokenAnswer(accessToken: accessToken, refreshToken: fields.refreshToken, expiresIn: fields.expiresIn)
  }

  package init(accessToken: String, refreshToken: String?, expiresIn: Double?) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresIn = expiresIn
  }

  /// Non-empty, at most ``maximumTokenLength`` bytes, `VSCHAR` only (0x20 to 0x7E).
  static func isToken(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= maximumTokenLength && text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
  }

  /// A server's words as they may be printed: controls dropped, at most 200 characters.
  package static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.isControl }).prefix(200))
  }

  private struct Fields: Decodable {
    let accessToken: String?
    let refreshToken: String?
    let expiresIn: Double?
    let tokenType: String?
    let error: String?
    let errorDescription: String?

    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case refreshToken = "refresh_token"
      case expiresIn = "expires_in"
      case tokenType = "token_type"
      case error
      case errorDescription = "error_description"
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControl: Bool { self == .control || self == .format || self == .lineSeparator }
}
