#if LoopbackAuthorization
  import Foundation

  /// Signs the user in with the authorization-code flow over a loopback redirect, with PKCE
  /// (RFC 8252 §7.3, RFC 7636): the browser shows the authorization server's page, and the code
  /// comes back to a listener on 127.0.0.1 that only this call's `state` can answer.
  ///
  /// ```swift
  /// let authorizer = LoopbackAuthorizer(redirect: .live()) { url in try await openInBrowser(url) }
  /// let grant = try await authorizer.authorize(at: server, clientID: "notes-desktop", scopes: ["notes"])
  /// let body = grant.tokenRequestBody(clientID: "notes-desktop")  // POST it to the token endpoint
  /// ```
  public struct LoopbackAuthorizer: Sendable {
    /// Receives the redirect.
    public var redirect: LoopbackRedirect
    /// Opens the authorization request in the user's browser.
    public var open: @Sendable (URL) async throws -> Void
    /// Measures the timeout.
    public var clock: any Clock<Duration>

    /// Creates an authorizer.
    ///
    /// - Parameters:
    ///   - redirect: Receives the redirect: ``LoopbackRedirect/live(pageWait:page:)``, or
    ///     ``LoopbackRedirect/inMemory(port:)`` in tests.
    ///   - clock: Measures the timeout.
    ///   - open: Opens a URL in the browser.
    public init(
      redirect: LoopbackRedirect, clock: any Clock<Duration> = ContinuousClock(),
      open: @escaping @Sendable (URL) async throws -> Void
    ) {
      self.redirect = redirect
      self.clock = clock
      self.open = open
    }

    /// Runs one authorization: listens, opens the request, waits for the one answer, closes.
    /// The browser is then told to return to the app (``LoopbackPage/returnToApp``): the code
    /// is not redeemed yet. To show the browser how redeeming ends, use
    /// ``signIn(at:clientID:scopes:path:parameters:issuer:requiresIssuerParameter:timeout:exchange:)``.
    ///
    /// - Parameters:
    ///   - endpoint: The authorization endpoint.
    ///   - clientID: The app's client identifier.
    ///   - scopes: The scopes asked for.
    ///   - path: The redirect URI's path.
    ///   - parameters: More parameters for the authorization request.
    ///   - issuer: The authorization server's issuer identifier, as its metadata gives it: an
    ///     `iss` in the answer must be exactly this (RFC 9207).
    ///   - requiresIssuerParameter: Whether the answer must carry `iss`: `true` when the
    ///     server's metadata says `authorization_response_iss_parameter_supported`.
    ///   - timeout: How long the user has to sign in.
    /// - Returns: The code, with the verifier and redirect URI its token request needs.
    /// - Throws: ``LoopbackError``.
    public func authorize(
      at endpoint: URL, clientID: String, scopes: [String] = [], path: String = "/callback",
      parameters: [URLQueryItem] = [], issuer: String? = nil, requiresIssuerParameter: Bool = false,
      timeout: Duration = .seconds(300)
    ) async throws(LoopbackError) -> AuthorizationGrant {
      let (grant, listener) = try await receive(
        at: endpoint, clientID: clientID, scopes: scopes, path: path, parameters: parameters, issuer: issuer,
        requiresIssuerParameter: requiresIssuerParameter, timeout: timeout)
      await listener.show(.returnToApp)
      return grant
    }

    /// Signs in: runs one authorization, then `exchange` with its grant (redeem the code, keep
    /// the tokens) while the browser waits, and shows the browser how that ended:
    /// ``LoopbackPage/signedIn`` once `exchange` returns, ``LoopbackPage/failed(_:)`` with its
    /// error's description when it throws. (A browser that waits longer than the listener's
    /// `pageWait` is told to return to the app instead.)
    ///
    /// ```swift
    /// let token = try await authorizer.signIn(at: metadata.authorizationEndpoint, clientID: "notes") { grant in
    ///   try await redeem(grant)  // POST grant.tokenRequestBody(clientID:) to the token endpoint
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - endpoint: The authorization endpoint.
    ///   - clientID: The app's client identifier.
    ///   - scopes: The scopes asked for.
    ///   - path: The redirect URI's path.
    ///   - parameters: More parameters for the authorization request.
    ///   - issuer: The server's issuer identifier: an `iss` in the answer must be exactly this.
    ///   - requiresIssuerParameter: Whether the answer must carry `iss` (RFC 9207).
    ///   - timeout: How long the user has to sign in.
    ///   - exchange: Redeems the grant; what it returns is returned.
    /// - Returns: What `exchange` returned.
    /// - Throws: ``LoopbackError`` before the exchange, or what `exchange` threw.
    public func signIn<Value: Sendable>(
      at endpoint: URL, clientID: String, scopes: [String] = [], path: String = "/callback",
      parameters: [URLQueryItem] = [], issuer: String? = nil, requiresIssuerParameter: Bool = false,
      timeout: Duration = .seconds(300), exchange: @Sendable (AuthorizationGrant) async throws -> Value
    ) async throws -> Value {
      let (grant, listener) = try await receive(
        at: endpoint, clientID: clientID, scopes: scopes, path: path, parameters: parameters, issuer: issuer,
        requiresIssuerParameter: requiresIssuerParameter, timeout: timeout)
      do {
        let value = try await exchange(grant)
        await listener.show(.signedIn)
        return value
      } catch {
        await listener.show(.failed("\(error)"))
        throw error
      }
    }

    /// Listens, opens the request, waits for the answer and checks it; the listener is returned
    /// for its page.
    private func receive(
      at endpoint: URL, clientID: String, scopes: [String], path: String, parameters: [URLQueryItem],
      issuer: String?, requiresIssuerParameter: Bool, timeout: Duration
    ) async throws(LoopbackError) -> (AuthorizationGrant, LoopbackListener) {
      let pkce = PKCE()
      let state = Self.newState()
      let listener = try await redirect.listen(path, state)
      let request = Self.authorizationURL(
        endpoint, clientID: clientID, redirectURI: listener.redirectURI, scopes: scopes, state: state, pkce: pkce,
        parameters: parameters)
      do {
        try await open(request)
      } catch {
        listener.wait.finish(.failure(.cannotOpenBrowser("\(error)")))
      }
      let items = try await listener.answer(within: timeout, clock: clock)
      // RFC 9207 §2.4: the answer names its server; one that names another, or none where the
      // server said it would, may be a mix-up, and its code is not redeemed anywhere.
      if let issuer {
        let received = items.first { $0.name == "iss" }?.value
        if received.map({ $0 != issuer }) ?? requiresIssuerParameter {
          let error = LoopbackError.issuerMismatch(expected: issuer, received: received)
          await listener.show(.failed("\(error)"))
          throw error
        }
      }
      guard let code = items.first(where: { $0.name == "code" })?.value else {
        let error = LoopbackError.authorizationFailed(error: "invalid_response", description: "no code")
        await listener.show(.failed("\(error)"))
        throw error
      }
      return (AuthorizationGrant(code: code, verifier: pkce.verifier, redirectURI: listener.redirectURI), listener)
    }

    /// The authorization request (RFC 6749 §4.1.1 with RFC 7636 §4.3): `endpoint`'s own query
    /// kept, then `response_type=code`, the client, redirect URI, scopes, state and challenge.
    static func authorizationURL(
      _ endpoint: URL, clientID: String, redirectURI: URL, scopes: [String], state: String, pkce: PKCE,
      parameters: [URLQueryItem]
    ) -> URL {
      var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) ?? URLComponents()
      var items = components.queryItems ?? []
      items += [
        URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "client_id", value: clientID),
        URLQueryItem(name: "redirect_uri", value: redirectURI.absoluteString),
      ]
      if !scopes.isEmpty { items.append(URLQueryItem(name: "scope", value: scopes.joined(separator: " "))) }
      items += [
        URLQueryItem(name: "state", value: state), URLQueryItem(name: "code_challenge", value: pkce.challenge),
        URLQueryItem(name: "code_challenge_method", value: PKCE.method),
      ]
      components.percentEncodedQuery = (items + parameters)
        .map { "\(AuthorizationGrant.formEncode($0.name))=\(AuthorizationGrant.formEncode($0.value ?? ""))" }
        .joined(separator: "&")
      return components.url ?? endpoint
    }

    /// 32 bytes from the system's secure generator, base64url: a `state` no other page guesses.
    static func newState() -> String {
      var generator = SystemRandomNumberGenerator()
      return Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64URLEncoded
    }
  }
#endif
