#if LoopbackAuthorization
  import Foundation

  /// A way the authorization server can send its answer back to the app, in the app's order of
  /// preference: ``AuthorizationServer/redirect(from:)`` picks the first the server accepts.
  ///
  /// ```swift
  /// let candidates: [RedirectCandidate] = [.loopback(path: "/callback"), .scheme("notes")]
  /// ```
  ///
  /// Loopback first: OAuth 2.1 and RFC 8252 rank it above private-use schemes for desktop
  /// apps, and identity providers increasingly refuse custom schemes.
  public enum RedirectCandidate: Hashable, Sendable {
    /// `http://127.0.0.1:PORT/path`, on a ``LoopbackRedirect``.
    case loopback(path: String)
    /// The app's own scheme (`notes://…`), answered through its `LinkCaller`.
    case scheme(String)
  }

  /// What the app knows of an authorization server: its endpoints, and which redirects it
  /// accepts for this app's client.
  public struct AuthorizationServer: Hashable, Sendable {
    /// Where the user signs in (`authorization_endpoint`).
    public var authorizationEndpoint: URL
    /// Where codes are redeemed (`token_endpoint`).
    public var tokenEndpoint: URL
    /// Whether it accepts loopback redirect URIs with any port (RFC 8252 §7.3).
    package var acceptsLoopback: Bool
    /// The private-use schemes it accepts for this client.
    package var acceptedSchemes: Set<String>

    /// Creates a server's description.
    ///
    /// - Parameters:
    ///   - authorizationEndpoint: Where the user signs in.
    ///   - tokenEndpoint: Where codes are redeemed.
    ///   - acceptsLoopback: Whether it accepts loopback redirect URIs.
    ///   - acceptedSchemes: The private-use schemes it accepts.
    public init(
      authorizationEndpoint: URL, tokenEndpoint: URL, acceptsLoopback: Bool = true,
      acceptedSchemes: Set<String> = []
    ) {
      self.authorizationEndpoint = authorizationEndpoint
      self.tokenEndpoint = tokenEndpoint
      self.acceptsLoopback = acceptsLoopback
      self.acceptedSchemes = acceptedSchemes
    }

    /// The first of `candidates` this server accepts, or `nil` if it accepts none.
    public func redirect(from candidates: [RedirectCandidate]) -> RedirectCandidate? {
      candidates.first { candidate in
        switch candidate {
        case .loopback: acceptsLoopback
        case let .scheme(scheme): acceptedSchemes.contains(scheme.lowercased())
        }
      }
    }
  }
#endif
