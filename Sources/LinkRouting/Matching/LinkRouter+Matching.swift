extension LinkRouter {
  /// A matched route: its pattern and the values of its path parameters.
  public struct Match: Hashable, Sendable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The parameters in the pattern's order; a dictionary is made only when asked for.
    let parameters: [QueryPart]

    /// The `:name` parameters' values, percent-decoded.
    package var pathParameters: [String: String] {
      Dictionary(parameters.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Finds the route for a URL without running it.
  public func match(_ url: String) -> Result<Match, RouteMatchError> {
    routeTable.match(url).map(\.match)
  }

  /// Finds the route for a URL and decodes its input, without running it.
  public func match<Input: Decodable>(_ url: String, as type: Input.Type) throws -> (
    match: Match, input: Input
  ) {
    // Straight from the reading, without making a `RouteRequest` (its URL and pattern copies
    // cost about a tenth of the whole call).
    let matcher = routeTable.matcher
    let reading = try matcher.read(url).mapError(\.error).get()
    return (
      Match(pattern: matcher.patterns[reading.route], parameters: reading.parameters),
      try configuration.decoder.decode(
        type, parameters: reading.parameters, query: reading.input, scope: matcher.decodingScope
      )
    )
  }

  /// Matches a URL and reads its query and callbacks (policy applied), without running the
  /// route: for code that runs routes its own way.
  ///
  /// - Throws: ``RouteMatchError`` when no route matches, ``CallbackPolicyError`` when a callback
  ///   breaks the policy, ``URLQueryDecodingError`` when the query is unreadable.
  package func request(for url: String) throws -> RouteRequest {
    try routeTable.request(for: url).request
  }

  /// Decodes a route's input from a request: its path parameters and query items.
  ///
  /// - Throws: ``URLQueryDecodingError`` naming the parameter that failed.
  package func decode<Input: Decodable>(_ type: Input.Type, from request: RouteRequest) throws -> Input {
    try routeTable.decode(type, from: request)
  }
}
