import Foundation

/// The token endpoint's answer (RFC 6749 §5.1 and §5.2).
struct TokenAnswer: Decodable {
  let accessToken: String?
  let refreshToken: String?
  let expiresIn: Double?
  let error: String?
  let errorDescription: String?

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    case expiresIn = "expires_in"
    case error
    case errorDescription = "error_description"
  }

  /// Why the server refused, in its words (or "no access token" when it said nothing).
  var refusal: String { errorDescription ?? error ?? "no access token" }
}
