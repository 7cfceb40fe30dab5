import AsyncHTTPClient
import Foundation
import NotesFeature

/// What `notes login` needs of the authorization server's metadata (RFC 8414).
struct ServerMetadata: Decodable {
  /// The server's issuer identifier: the one `notes login` was given, exactly (checked by
  /// ``fetch(_:)``).
  let issuer: String
  let authorizationEndpoint: URL
  let tokenEndpoint: URL
  /// Whether the authorization response names its server in `iss` (RFC 9207).
  let issuerParameterSupported: Bool
  /// Where tokens are revoked (RFC 7009), if the server has such an endpoint.
  let revocationEndpoint: URL?
  /// Where a token's holder is described (OpenID Connect), if the server has such an endpoint.
  let userinfoEndpoint: URL?

  enum CodingKeys: String, CodingKey {
    case issuer
    case authorizationEndpoint = "authorization_endpoint"
    case tokenEndpoint = "token_endpoint"
    case issuerParameterSupported = "authorization_response_iss_parameter_supported"
    case revocationEndpoint = "revocation_endpoint"
    case userinfoEndpoint = "userinfo_endpoint"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    issuer = try container.decode(String.self, forKey: .issuer)
    authorizationEndpoint = try container.decode(URL.self, forKey: .authorizationEndpoint)
    tokenEndpoint = try container.decode(URL.self, forKey: .tokenEndpoint)
    issuerParameterSupported = try container.decodeIfPresent(Bool.self, forKey: .issuerParameterSupported) ?? false
    revocationEndpoint = try container.decodeIfPresent(URL.self, forKey: .revocationEndpoint)
    userinfoEndpoint = try container.decodeIfPresent(URL.self, forKey: .userinfoEndpoint)
  }

  /// The metadata's address (RFC 8414 §3.1): `/.well-known/oauth-authorization-server` put
  /// between the issuer's host and its path, so that two issuers on one host have two.
  static func address(of issuer: URL) -> URL? {
    guard var components = URLComponents(url: issuer, resolvingAgainstBaseURL: false) else { return nil }
    let path = components.percentEncodedPath == "/" ? "" : components.percentEncodedPath
    components.percentEncodedPath = "/.well-known/oauth-authorization-server" + path
    components.query = nil
    components.fragment = nil
    return components.url
  }

  /// Fetches and checks the metadata of `issuer`: served at its own address (a redirect is
  /// refused), naming `issuer` exactly (RFC 8414 §3.3: else another server's endpoints could
  /// be used, a mix-up), with endpoints the app may talk to.
  static func fetch(_ issuer: URL) async throws -> ServerMetadata {
    guard let url = address(of: issuer) else { throw SignInError("\(issuer) is not an issuer identifier") }
    let (status, data) = try await HTTPExchange.send(HTTPClientRequest(url: url.absoluteString))
    guard status == 200 else { throw SignInError("no metadata at \(url) (status \(status))") }
    let metadata: ServerMetadata
    do {
      metadata = try JSONDecoder().decode(ServerMetadata.self, from: data)
    } catch {
      throw SignInError("the metadata at \(url) is not RFC 8414 metadata: \(error)")
    }
    guard metadata.issuer == issuer.absoluteString else {
      throw SignInError(
        "the metadata at \(url) names the issuer \(metadata.issuer), not \(issuer.absoluteString); "
          + "it is not used (RFC 8414 §3.3)")
    }
    let endpoints =
      [metadata.authorizationEndpoint, metadata.tokenEndpoint]
      + [
        metadata.revocationEndpoint, metadata.userinfoEndpoint,
      ].compactMap { $0 }
    for endpoint in endpoints where !NetworkJob.isAllowedServer(endpoint) {
      throw SignInError("the endpoint \(endpoint) is not HTTPS")
    }
    return metadata
  }
}
