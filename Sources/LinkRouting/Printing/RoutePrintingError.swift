/// Why a URL could not be printed for a route.
public enum RoutePrintingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input has no value for a `:name` parameter of the pattern.
  case missingPathParameter(String)
  /// A `:name` parameter's value is empty; an empty segment would not match the route again.
  case emptyPathParameter(String)
  /// The pattern has `*` or `**`, which a URL cannot be printed for.
  case wildcard(String)
  /// An input key starts with `x-`, which is reserved for x-callback-url and never input.
  case reservedKey(String)
  /// The pattern cannot be parsed.
  case invalidPattern(RouteRegistrationError)
  /// The input could not be encoded (its `encode(to:)` threw, or it is not keyed).
  case encoding(String)
  /// The printed text is not a URL Foundation accepts.
  case invalidURL(String)
  /// The configuration has no scheme and no universal-link host to print URLs with.
  case noScheme
  /// The URL would be longer than the table reads (``URLLimits/maxURLLength``), so it would
  /// not lead back to the route: percent-encoding can make a value read from a link under the
  /// limit three times longer.
  case tooLong(limit: Int)

  /// A one-line message.
  public var description: String {
    switch self {
    case let .missingPathParameter(name): "The input has no value for path parameter \"\(name)\"."
    case let .emptyPathParameter(name): "Path parameter \"\(name)\" is empty."
    case let .wildcard(pattern): "Cannot print a URL for \"\(pattern)\": it has a wildcard."
    case let .reservedKey(key): "Input key \"\(key)\" is reserved for x-callback-url."
    case let .invalidPattern(error): error.description
    case let .encoding(message): "The input could not be encoded: \(message)"
    case let .invalidURL(text): "\"\(text)\" is not a valid URL."
    case .noScheme: "There is no scheme (and no universal-link host) to print URLs with."
    case let .tooLong(limit): "The URL would be longer than \(limit) bytes, more than routes read."
    }
  }
}
