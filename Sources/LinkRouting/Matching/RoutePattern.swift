/// A route's path pattern: `/notes/:id/delete`.
///
/// Segments are literals (`notes`), named parameters (`:id`), `*` (any one segment) or `**`
/// (the rest of the path, last only). When several patterns match a path, the most specific
/// wins whatever the registration order: at each segment a literal beats a parameter, which
/// beats `*`, which beats `**`.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
    case wildcard
    case rest
  }

  let segments: [Segment]

  /// The pattern as written, normalized (`/notes/:id`).
  public var description: String {
    "/"
      + segments.map { segment in
        switch segment {
        case let .literal(text): text
        case let .parameter(name): ":\(name)"
        case .wildcard: "*"
        case .rest: "**"
        }
      }.joined(separator: "/")
  }

  /// The names of the pattern's parameters, in order.
  public var parameterNames: [String] {
    segments.compactMap { if case let .parameter(name) = $0 { name } else { nil } }
  }

  /// Parses a pattern. Leading, trailing and doubled slashes are ignored.
  public init(_ pattern: String) throws(RouteRegistrationError) {
    var segments: [Segment] = []
    for raw in pattern.split(separator: "/", omittingEmptySubsequences: true) {
      if segments.last == .rest { throw .invalidPattern(pattern, reason: "\"**\" must be last") }
      switch raw {
      case "*": segments.append(.wildcard)
      case "**": segments.append(.rest)
      default:
        if raw.hasPrefix(":") {
          let name = String(raw.dropFirst())
          guard !name.isEmpty else {
            throw .invalidPattern(pattern, reason: "a parameter needs a name")
          }
          guard !segments.contains(.parameter(name)) else {
            throw .invalidPattern(pattern, reason: "parameter \"\(name)\" appears twice")
          }
          segments.append(.parameter(name))
        } else {
          segments.append(.literal(String(raw)))
        }
      }
    }
    self.segments = segments
  }

  /// The pattern with parameter names erased: two patterns with the same shape match the same
  /// paths, so registering both is an error.
  var shape: [Segment] {
    segments.map { if case .parameter = $0 { .parameter("") } else { $0 } }
  }
}
