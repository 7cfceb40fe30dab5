import Foundation

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
