import Foundation

/// What `notes login` needs of the authorization server's metadata (RFC 8414), read with
/// limits and checked: it must name the issuer asked for, and each endpoint must be one the app
/// may talk to.
package struct AuthorizationServerMetadata: Equatable, Sendable {
  /// The largest metadata read.
  package static let maximumSize = 64 * 1024
  /// The longest endpoint address taken.
  package static let maximumAddressLength = 2048

  /// The server's issuer identifier: the one `notes login` was given, exactly.
  package let issuer: String
  package let authorizationEndpoint: URL
  package let tokenEndpoint: URL
  /// Whether the authorization response names its server in `iss` (RFC 9207).
  package let issuerParameterSupported: Bool
  /// Where tokens are revoked (RFC 7009), if the server has such an endpoint.
  package let revocationEndpoint: URL?
  /// Where a token's holder is described (OpenID Connect), if the server has such an endpoint.
  package let userinfoEndpoint: URL?

  /// The metadata's address (RFC 8414 §3.1): `/.well-known/oauth-authorization-server` put
  /// between the issuer's host and its path, so that two issuers on one host have two.
  package static func address(of issuer: URL) -> URL? {
    guard var components = URLComponents(url: issuer, resolvingAgainstBaseURL: false) else { return nil }
    let path = components.percentEncodedPath == "/" ? "" : components.percentEncodedPath
    components.percentEncodedPath = "/.well-known/oauth-authorization-server" + path
    components.query = nil
    components.fragment = nil
    return components.url
  }

  /// Reads the metadata served at `url` for `issuer`: JSON of at most ``maximumSize`` bytes,
  /// naming `issuer` exactly (RFC 8414 §3.3: another issuer's endpoints would be a mix-up),
  /// with endpoints that are HTTPS (or a loopback address) and at most
  /// ``maximumAddressLength`` long.
  package static func read(_ data: Data, issuer: URL, from url: URL) throws(SignInError) -> Self {
    guard data.count <= maximumSize else { throw SignInError("the metadata at \(url) is over \(maximumSize) bytes") }
    let fields: Fields
    do {
      fields = try JSONDecoder().decode(Fields.self, from: data)
    } catch {
      throw SignInError("the metadata at \(url) is not RFC 8414 metadata")
    }
    guard fields.issuer == issuer.absoluteString else {
      throw SignInError(
        "the metadata at \(url) names the issuer \(TokenAnswer.printable(fields.issuer)), not \(issuer.absoluteString); "
          + "it is not used (RFC 8414 §3.3)")
    }
    func endpoint(_ text: String?, _ name: String) throws(SignInError) -> URL? {
      guard let text else { return nil }
      guard text.utf8.count <= maximumAddressLength, let endpoint = URL(string: text), endpoint.host != nil,
        NetworkJob.isAllowedServer(endpoint)
      else { throw SignInError("the metadata's \(name) is not an https:// address") }
      return endpoint
    }
    guard let authorization = try endpoint(fields.authorizationEndpoint, "authorization_endpoint"),
      let token = try endpoint(fields.tokenEndpoint, "token_endpoint")
    else { throw SignInError("the metadata at \(url) lacks an authorization or a token endpoint") }
    return Self(
      issuer: fields.issuer, authorizationEndpoint: authorization, tokenEndpoint: token,
      issuerParameterSupported: fields.issuerParameterSupported ?? false,
      revocationEndpoint: try endpoint(fields.revocationEndpoint, "revocation_endpoint"),
      userinfoEndpoint: try endpoint(fields.userinfoEndpoint, "userinfo_endpoint"))
  }

  private struct Fields: Decodable {
    let issuer: String
    let authorizationEndpoint: String?
    let tokenEndpoint: String?
    let issuerParameterSupported: Bool?
    let revocationEndpoint: String?
    let userinfoEndpoint: String?

    enum CodingKeys: String, CodingKey {
      case issuer
      case authorizationEndpoint = "authorization_endpoint"
      case tokenEndpoint = "token_endpoint"
      case issuerParameterSupported = "authorization_response_iss_parameter_supported"
      case revocationEndpoint = "revocation_endpoint"
      case userinfoEndpoint = "userinfo_endpoint"
    }
  }
}
