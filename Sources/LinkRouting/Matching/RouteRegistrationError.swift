/// Why a route could not be registered.
public enum RouteRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern cannot be parsed.
  case invalidPattern(String, reason: String)
  /// A route with the same shape is already registered (`/notes/:id` and `/notes/:noteID`).
  case duplicatePattern(String)
  /// The configuration has no scheme and no universal-link host: no URL could match, and none
  /// could be printed.
  case noScheme
  /// Two tables joined into one read links differently: their schemes, universal-link hosts
  /// or host handling differ. (AppLinks' `LinkRoutes` declares both with one configuration,
  /// so its tables never do.)
  case mismatchedConfiguration(String)

  /// A one-line message.
  public var description: String {
    switch self {
    case let .invalidPattern(pattern, reason): "Invalid route pattern \"\(pattern)\": \(reason)."
    case let .duplicatePattern(pattern):
      "A route for \"\(pattern)\" is already registered; each path shape can have one route."
    case .noScheme: "Routes need at least one scheme or universal-link host to match."
    case let .mismatchedConfiguration(difference):
      "Screens and requests joined into one table must read links alike: \(difference)."
    }
  }
}
