// The handler shapes a route can have. Each registers with the router's table, with its input
// and output types for `descriptions`; a pattern that is invalid or already taken is recorded
// in `registrationErrors` instead.

extension LinkRouter {
  /// Registers a route without input or output.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work.
  public func route(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable () async throws -> Void
  ) {
    register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation)) { _ in
      try await handler()
      return []
    }
  }

  /// Registers a route whose input is decoded from the path parameters and the query.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work, given the decoded input.
  public func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable (Input) async throws -> Void
  ) {
    register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self)) {
      [unowned self] request in
      try await handler(try decodeInput(Input.self, request))
      return []
    }
  }

  /// Registers a route whose output is appended to the `x-success` callback.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work, returning the output.
  public func route<Output: Encodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable () async throws -> Output
  ) {
    register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation).output(Output.self)) {
      [unowned self] _ in
      try configuration.encoder.encodePairs(try await handler())
    }
  }

  /// Registers a route with decoded input and encoded output.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work, given the decoded input, returning the output.
  public func route<Input: Decodable & SendableMetatype, Output: Encodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable (Input) async throws -> Output
  ) {
    register(
      pattern,
      signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self).output(Output.self)
    ) { [unowned self] request in
      try configuration.encoder.encodePairs(try await handler(try decodeInput(Input.self, request)))
    }
  }

  /// Registers a route whose handler reads the request itself (`x-source`, the URL, the path
  /// parameters).
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work, given the request.
  public func route(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable (RouteRequest) async throws -> Void
  ) {
    register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation)) { request in
      try await handler(request)
      return []
    }
  }

  /// Registers a route with decoded input whose handler also reads the request.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
  ///   - handler: The work, given the decoded input and the request, returning the output.
  public func route<Input: Decodable & SendableMetatype, Output: Encodable & SendableMetatype>(
    _ pattern: String, requiresConfirmation: Bool = false,
    _ handler: @escaping @Sendable (Input, RouteRequest) async throws -> Output
  ) {
    register(
      pattern,
      signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self).output(Output.self)
    ) { [unowned self] request in
      try configuration.encoder.encodePairs(
        try await handler(try decodeInput(Input.self, request), request)
      )
    }
  }
}
