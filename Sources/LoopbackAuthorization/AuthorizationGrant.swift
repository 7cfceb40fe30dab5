#if LoopbackAuthorization
  import Foundation

  /// An authorization code and what redeeming it takes: the PKCE verifier, and the redirect URI
  /// the code was sent to (the token request must repeat it).
  public struct AuthorizationGrant: Sendable, Equatable {
    /// The authorization code.
    public let code: String
    /// The verifier whose challenge the authorization request carried.
    public let verifier: String
    /// The redirect URI of the authorization request.
    public let redirectURI: URL

    /// Creates a grant.
    ///
    /// - Parameters:
    ///   - code: The authorization code.
    ///   - verifier: The PKCE verifier.
    ///   - redirectURI: The redirect URI the code was sent to.
    package init(code: String, verifier: String, redirectURI: URL) {
      self.code = code
      self.verifier = verifier
      self.redirectURI = redirectURI
    }

    /// The form of the token request that redeems the code (RFC 6749 §4.1.3 with RFC 7636's
    /// `code_verifier`): `POST` it to the token endpoint as
    /// `application/x-www-form-urlencoded`. (A body, not a `URLRequest`: this module does not
    /// link FoundationNetworking on Linux; the app sends it with its own HTTP client.)
    ///
    /// - Parameter clientID: The app's client identifier.
    public func tokenRequestBody(clientID: String) -> Data {
      let form = [
        ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI.absoluteString),
        ("client_id", clientID), ("code_verifier", verifier),
      ]
      return Data(form.map { "\(Self.formEncode($0))=\(Self.formEncode($1))" }.joined(separator: "&").utf8)
    }

    /// `application/x-www-form-urlencoded`: everything but unreserved characters escaped.
    static func formEncode(_ text: String) -> String {
      var allowed = CharacterSet.alphanumerics
      allowed.insert(charactersIn: "-._~")
      return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
  }
#endif
