// The handler shapes a route can have. Each registers with the table being built, with its
// input and output types for `descriptions`; a pattern that is invalid or already taken is
// recorded in the router's `registrationErrors` instead.

extension LinkRouter {
  /// The routes of a ``LinkRouter`` being declared: what its initializer hands to `routes`.
  /// Registration only; the router builds its table from them once, when the declaration
  /// returns.
  public struct Routes {
    let configuration: LinkConfiguration
    private let decodingScope: DecodingScope
    var builder: RouteTableBuilder<Route>
    private(set) var errors: [RouteRegistrationError] = []

    init(configuration: LinkConfiguration) {
      self.configuration = configuration
      self.decodingScope = DecodingScope(options: configuration.decoder)
      self.builder = RouteTableBuilder(configuration: configuration)
    }

    /// Adds an old pattern of a registered route, so that links published with it keep
    /// leading to the route (and decode to the same input); links are printed in the current
    /// form.
    ///
    /// - Parameters:
    ///   - alias: The old pattern (`/note/:noteID`).
    ///   - pattern: The route's current pattern (`/notes/:id`).
    ///   - renaming: Old parameter names of the alias (path or query) and the route's names for
    ///     them (`["noteID": "id"]`).
    public mutating func alias(_ alias: String, of pattern: String, renaming: [String: String] = [:]) {
      do throws(RouteRegistrationError) {
        try builder.addAlias(alias, of: pattern, renaming: renaming)
      } catch {
        errors.append(error)
      }
    }

    /// A route's input decoder, for its handler: the configuration's, with no lock or router.
    private func decoding<Input: Decodable & SendableMetatype>(
      _ type: Input.Type
    ) -> @Sendable (RouteRequest) throws -> Input {
      let decoder = configuration.decoder
      let scope = decodingScope
      return { request in
        try decoder.decode(type, parameters: request.parameters, query: request.input, scope: scope)
      }
    }

    private mutating func register(_ pattern: String, signature: RouteSignature, handler: @escaping Handler) {
      do throws(RouteRegistrationError) {
        try builder.add(
          pattern, Route(requiresConfirmation: signature.requiresConfirmation, handler: handler), signature: signature)
      } catch {
        errors.append(error)
      }
    }

    /// Registers a route without input or output.
    ///
    /// - Parameters:
    ///   - pattern: The path pattern (see ``RoutePattern``).
    ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
    ///   - handler: The work.
    public mutating func route(
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
    public mutating func route<Input: Decodable & SendableMetatype>(
      _ pattern: String, requiresConfirmation: Bool = false,
      _ handler: @escaping @Sendable (Input) async throws -> Void
    ) {
      let decode = decoding(Input.self)
      register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self)) {
        request in
        try await handler(try decode(request))
        return []
      }
    }

    /// Registers a route whose output is appended to the `x-success` callback.
    ///
    /// - Parameters:
    ///   - pattern: The path pattern (see ``RoutePattern``).
    ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
    ///   - handler: The work, returning the output.
    public mutating func route<Output: Encodable & SendableMetatype>(
      _ pattern: String, requiresConfirmation: Bool = false,
      _ handler: @escaping @Sendable () async throws -> Output
    ) {
      let encoder = configuration.encoder
      register(pattern, signature: RouteSignature(requiresConfirmation: requiresConfirmation).output(Output.self)) {
        _ in
        try encoder.encodePairs(try await handler())
      }
    }

    /// Registers a route with decoded input and encoded output.
    ///
    /// - Parameters:
    ///   - pattern: The path pattern (see ``RoutePattern``).
    ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
    ///   - handler: The work, given the decoded input, returning the output.
    public mutating func route<Input: Decodable & SendableMetatype, Output: Encodable & SendableMetatype>(
      _ pattern: String, requiresConfirmation: Bool = false,
      _ handler: @escaping @Sendable (Input) async throws -> Output
    ) {
      let (decode, encoder) = (decoding(Input.self), configuration.encoder)
      register(
        pattern,
        signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self).output(Output.self)
      ) { request in
        try encoder.encodePairs(try await handler(try decode(request)))
      }
    }

    /// Registers a route whose handler reads the request itself (`x-source`, the URL, the path
    /// parameters).
    ///
    /// - Parameters:
    ///   - pattern: The path pattern (see ``RoutePattern``).
    ///   - requiresConfirmation: Ask the router's `confirm` function before running it.
    ///   - handler: The work, given the request.
    public mutating func route(
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
    public mutating func route<Input: Decodable & SendableMetatype, Output: Encodable & SendableMetatype>(
      _ pattern: String, requiresConfirmation: Bool = false,
      _ handler: @escaping @Sendable (Input, RouteRequest) async throws -> Output
    ) {
      let (decode, encoder) = (decoding(Input.self), configuration.encoder)
      register(
        pattern,
        signature: RouteSignature(requiresConfirmation: requiresConfirmation).input(Input.self).output(Output.self)
      ) { request in
        try encoder.encodePairs(try await handler(try decode(request), request))
      }
    }
  }
}
