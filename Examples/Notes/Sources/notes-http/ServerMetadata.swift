import AsyncHTTPClient
import Foundation
import NotesFeature

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
    let (status, data) = try await SignIn.send(HTTPClientRequest(url: url.absoluteString))
    guard status == 200 else { throw SignInError("no metadata at \(url)") }
    let metadata = try JSONDecoder().decode(ServerMetadata.self, from: data)
    guard NetworkJob.isAllowedServer(metadata.authorizationEndpoint) else {
      throw SignInError("the authorization endpoint \(metadata.authorizationEndpoint) is not HTTPS")
    }
    return metadata
  }
}
