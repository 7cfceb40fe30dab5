/// Why ``DeepLinkRoutes`` did not apply a link.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No route matches the URL (scheme, host or path).
  case notMatched(RouteMatchError)
  /// A route matches but the link's input (or a callback in it) is invalid.
  case invalid(RouteFailure)

  /// A one-line message.
  public var description: String {
    switch self {
    case let .notMatched(failure): failure.description
    case let .invalid(failure): failure.message
    }
  }
}
