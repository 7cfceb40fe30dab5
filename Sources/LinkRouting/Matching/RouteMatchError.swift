/// Why a URL matched no route.
public enum RouteMatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string is not a URL with a scheme, or breaks a ``URLLimits`` bound.
  case invalidURL(String)
  /// The URL's scheme is not one of the router's.
  case scheme(String)
  /// An `http(s)` URL for a host the router does not serve.
  case host(String)
  /// No route's pattern matches the path.
  case noRoute(path: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case let .invalidURL(reason): "Not a valid URL: \(reason)."
    case let .scheme(scheme): "The scheme \"\(scheme)\" is not handled here."
    case let .host(host): "The host \"\(host)\" is not handled here."
    case let .noRoute(path): "No route matches \"\(path)\"."
    }
  }
}
