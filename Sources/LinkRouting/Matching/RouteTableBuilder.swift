/// Collects routes, each holding a value of your choice, and builds the immutable
/// ``RouteTable`` that matches URLs against them.
///
/// Registration and matching are different types: a builder is a mutable value (copy it to
/// branch), a table is made once by ``build()`` and is then shared freely between threads,
/// with no lock on the match path.
///
/// ```swift
/// var builder = RouteTableBuilder<Screen>(configuration: .init(schemes: ["notes"]))
/// try builder.add("/notes", .list)
/// try builder.add("/notes/:id", .detail)
/// let table = builder.build()
/// table.match("notes:///notes/3")  // .success(… value: .detail, pathParameters: ["id": "3"])
/// ```
package struct RouteTableBuilder<Value: Sendable>: Sendable {
  /// How the table will read and print URLs.
  package let configuration: LinkConfiguration
  /// The routes' patterns, in registration order.
  package private(set) var patterns: [RoutePattern] = []
  package private(set) var values: [Value] = []
  private(set) var signatures: [RouteSignature] = []
  private(set) var aliases: [RouteMatcher.Alias] = []
  private(set) var renames: [[String: String]] = []
  private var shapes: Set<[RoutePattern.Segment]> = []

  /// Creates an empty builder.
  package init(configuration: LinkConfiguration) {
    self.configuration = configuration
  }

  /// The number of routes added so far.
  package var count: Int { patterns.count }

  /// Adds a route.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see ``RoutePattern``).
  ///   - value: What the route holds: a handler, a state change, an action.
  ///   - signature: The route's input and output types, for ``RouteTable/descriptions``.
  /// - Returns: The parsed pattern.
  /// - Throws: ``RouteRegistrationError``: the pattern is invalid, one of the same shape is
  ///   already there (the first stays), or the configuration has no scheme and no
  ///   universal-link host. Nothing is added.
  @discardableResult
  package mutating func add(
    _ pattern: String, _ value: Value, signature: RouteSignature = RouteSignature()
  ) throws(RouteRegistrationError) -> RoutePattern {
    guard !configuration.schemes.isEmpty || !configuration.universalLinkHosts.isEmpty else {
      throw .noScheme
    }
    let parsed = try RoutePattern(pattern)
    guard shapes.insert(parsed.shape).inserted else { throw .duplicatePattern(parsed.description) }
    patterns.append(parsed)
    values.append(value)
    signatures.append(signature)
    renames.append([:])
    return parsed
  }

  /// Adds an old pattern of a registered route, so that links published with it keep leading
  /// to the route (and decode to the same input); links are printed in the current form.
  ///
  /// - Parameters:
  ///   - alias: The old pattern (`/note/:noteID`).
  ///   - pattern: The route's current pattern (`/notes/:id`).
  ///   - renaming: Old parameter names of the alias (path or query) and the route's names for
  ///     them (`["noteID": "id"]`).
  /// - Throws: ``RouteRegistrationError``: the alias is invalid or has the shape of a route or
  ///   alias already there, the route is not registered, or a parameter of the alias is not one
  ///   of the route's once renamed.
  package mutating func addAlias(
    _ alias: String, of pattern: String, renaming: [String: String] = [:]
  ) throws(RouteRegistrationError) {
    let parsed = try RoutePattern(alias)
    let current = try RoutePattern(pattern)
    guard let route = patterns.firstIndex(of: current) else {
      throw .invalidPattern(alias, reason: "it is an alias of \(pattern), which is not registered")
    }
    for name in parsed.parameterNames where !current.parameterNames.contains(renaming[name] ?? name) {
      throw .invalidPattern(alias, reason: "its parameter \"\(name)\" is not one of \(pattern)'s; rename it")
    }
    guard shapes.insert(parsed.shape).inserted else { throw .duplicatePattern(parsed.description) }
    aliases.append(RouteMatcher.Alias(pattern: parsed, route: route, renaming: renaming))
  }

  /// Reads old query parameter names of a registered route as its current ones, so that
  /// links published before a rename keep decoding to the same input. When a link carries
  /// both, the current name wins.
  ///
  /// - Throws: ``RouteRegistrationError/invalidPattern(_:reason:)`` when the route is not
  ///   registered.
  package mutating func renameParameters(
    _ renaming: [String: String], in pattern: String
  ) throws(RouteRegistrationError) {
    let current = try RoutePattern(pattern)
    guard let route = patterns.firstIndex(of: current) else {
      throw .invalidPattern(pattern, reason: "no route has this pattern")
    }
    renames[route].merge(renaming) { _, new in new }
  }

  /// The table of the routes added so far. Time and memory proportional to the routes: build
  /// once, then match as often as needed.
  package func build() -> RouteTable<Value> {
    RouteTable(
      matcher: RouteMatcher(configuration: configuration, patterns: patterns, aliases: aliases, renames: renames),
      values: values,
      signatures: signatures
    )
  }
}
