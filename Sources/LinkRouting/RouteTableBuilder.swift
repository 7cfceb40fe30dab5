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
public struct RouteTableBuilder<Value: Sendable>: Sendable {
  /// How the table will read and print URLs.
  public let configuration: Router.Configuration
  private(set) var patterns: [RoutePattern] = []
  private(set) var values: [Value] = []
  private(set) var signatures: [RouteSignature] = []
  private var shapes: Set<[RoutePattern.Segment]> = []

  /// Creates an empty builder.
  public init(configuration: Router.Configuration) {
    self.configuration = configuration
  }

  /// The number of routes added so far.
  public var count: Int { patterns.count }

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
  public mutating func add(
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
    return parsed
  }

  /// The table of the routes added so far. Time and memory proportional to the routes: build
  /// once, then match as often as needed.
  public func build() -> RouteTable<Value> {
    RouteTable(
      matcher: RouteMatcher(configuration: configuration, patterns: patterns), values: values,
      signatures: signatures
    )
  }
}
