/// Bounds on what a URL may contain, so that a hostile link cannot make the router do unbounded
/// work. Going over a bound is a typed error (``URLQueryDecodingError`` or
/// ``RouteMatchError/invalidURL(_:)``), never a crash.
public struct URLLimits: Hashable, Sendable {
  /// The longest URL accepted, in UTF-8 bytes. Default: 16,384 (longer than any browser or OS
  /// passes on in practice, short enough to parse in microseconds).
  public var maxURLLength: Int

  /// The most query items accepted. Default: 256.
  public var maxQueryItems: Int

  /// The deepest nesting of a query key (`a.b.c` has depth 3). Default: 8.
  public var maxNestingDepth: Int

  /// The most path segments accepted. Default: 64.
  public var maxPathSegments: Int

  /// Creates limits; every bound has a default.
  public init(
    maxURLLength: Int = 16_384,
    maxQueryItems: Int = 256,
    maxNestingDepth: Int = 8,
    maxPathSegments: Int = 64
  ) {
    self.maxURLLength = maxURLLength
    self.maxQueryItems = maxQueryItems
    self.maxNestingDepth = maxNestingDepth
    self.maxPathSegments = maxPathSegments
  }

  /// The defaults described on each property.
  public static let `default` = URLLimits()
}
