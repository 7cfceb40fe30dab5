import Foundation

/// Routes, each holding a value, frozen for matching: what a ``RouteTableBuilder`` builds.
///
/// The same table sits under every kind of route in the package: a ``LinkRouter`` keeps
/// handlers in it, `DeepLinkRoutes` state changes, `XCallbackRoutes` feature actions. It
/// matches a URL (scheme case-insensitively, the most specific pattern winning; see
/// ``RoutePattern``), reads its query and callbacks once, decodes inputs, prints URLs back,
/// and describes its routes. It is immutable and `Sendable`: matching takes no lock.
@usableFromInline package struct RouteTable<Value: Sendable>: Sendable {
  let matcher: RouteMatcher
  let values: [Value]
  let signatures: [RouteSignature]

  /// How the table reads and prints URLs.
  package var configuration: LinkConfiguration { matcher.configuration }

  /// One route: its pattern and value.
  package struct Route: Sendable {
    /// The route's pattern.
    package let pattern: RoutePattern
    /// What the route holds.
    package let value: Value
  }

  /// A URL matched to a route, without its query read.
  package struct Matched: Sendable {
    /// The pattern that matched, and the path parameters' values.
    package let match: LinkRouter.Match
    /// What the route holds.
    package let value: Value
  }

  /// The routes, in registration order.
  package var routes: [Route] {
    zip(matcher.patterns, values).map { Route(pattern: $0, value: $1) }
  }

  /// What each route takes and gives, in registration order.
  package var descriptions: [RouteDescription] {
    zip(matcher.patterns, signatures).enumerated().map { index, route in
      var description = route.1.describe(route.0)
      description.aliases = matcher.aliases.filter { $0.route == index }.map(\.pattern.description)
      description.renamedParameters = matcher.aliases.filter { $0.route == index }
        .reduce(matcher.renames[index]) { $0.merging($1.renaming) { current, _ in current } }
      return description
    }
  }

  /// Finds the route for a URL, without reading its query.
  package func match(_ url: String) -> Result<Matched, RouteMatchError> {
    matcher.resolve(url).map { resolved in
      Matched(
        match: LinkRouter.Match(pattern: matcher.patterns[resolved.route], parameters: resolved.parameters),
        value: values[resolved.route]
      )
    }
  }

  /// Matches a URL and reads its query and callbacks (policy applied), in one pass.
  ///
  /// - Throws: ``RouteMatchError`` when no route matches, ``CallbackPolicyError`` when a callback
  ///   breaks the policy, ``URLQueryDecodingError`` when the query is unreadable.
  package func request(for url: String) throws -> (request: RouteRequest, value: Value) {
    try read(url).mapError(\.error).get()
  }

  /// The number of routes.
  package var count: Int { values.count }

  /// The pattern and value of route `index` (registration order), without making the
  /// ``routes`` array: for loops on a hot path.
  package func route(at index: Int) -> (pattern: RoutePattern, value: Value) {
    (matcher.patterns[index], values[index])
  }

  /// The pattern of route `index` (registration order).
  @usableFromInline package func pattern(at index: Int) -> RoutePattern {
    matcher.patterns[index]
  }

  /// The index of the route registered with `pattern` (normalized), if any.
  package func index(of pattern: RoutePattern) -> Int? {
    matcher.patterns.firstIndex(of: pattern)
  }

  /// The index of the route whose pattern has the shape of `pattern` (parameter names
  /// aside), if any.
  func index(ofShape pattern: RoutePattern) -> Int? {
    let shape = pattern.shape
    return matcher.patterns.firstIndex { $0.shape == shape }
  }

  /// ``request(for:)`` with its three failures typed.
  package func read(_ url: String) -> Result<(request: RouteRequest, value: Value), RouteReadFailure> {
    matcher.read(url).map { reading in
      (
        reading.request(url, patterns: matcher.patterns, secrets: matcher.configuration.secretParameters),
        values[reading.route]
      )
    }
  }

  /// Decodes a route's input from a request: its path parameters, then its query items.
  ///
  /// - Throws: ``URLQueryDecodingError`` naming the parameter that failed.
  package func decode<Input: Decodable>(_ type: Input.Type, from request: RouteRequest) throws -> Input {
    try matcher.decodeInput(type, request)
  }

  /// Prints the URL of `pattern` from the input's encoded pairs.
  @usableFromInline package func url(
    for pattern: RoutePattern, items: [(key: String, value: String)], host: String? = nil
  ) throws(RoutePrintingError) -> URL {
    try matcher.printer.url(for: pattern, items: items, host: host)
  }

  /// Prints the URL that routes to `pattern` with `input` (see ``LinkRouter/url(for:input:host:)``).
  package func url(
    for pattern: RoutePattern, input: some Encodable, host: String? = nil
  ) throws(RoutePrintingError) -> URL {
    try matcher.printer.url(for: pattern, input: input, host: host)
  }
}

extension RouteTable {
  /// The same routes, with every match counted by `probe`: for tests that prove how many
  /// times a link is matched.
  package func counting(into probe: MatchProbe) -> RouteTable {
    RouteTable(
      matcher: RouteMatcher(
        configuration: configuration, patterns: matcher.patterns, aliases: matcher.aliases, renames: matcher.renames,
        probe: probe),
      values: values,
      signatures: signatures
    )
  }
}
