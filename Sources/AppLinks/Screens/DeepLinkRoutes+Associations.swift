import Foundation

// What association files and device commands are written from: the screens' patterns, their
// example links, and the route that takes a URL.

extension DeepLinkRoutes {
  /// The routes' patterns, in registration order.
  public var patterns: [RoutePattern] {
    table.routes.map(\.pattern)
  }

  /// Every route's example links, in registration order.
  public var exampleLinks: [URL] {
    table.routes.flatMap { $0.value.examples.compactMap(URL.init(string:)) }
  }

  /// The pattern of the route that takes `url` (its path only: the query is not read), or
  /// `nil` when none does.
  public func pattern(matching url: URL) -> RoutePattern? {
    guard case let .success(matched) = table.match(url.absoluteString) else { return nil }
    return matched.match.pattern
  }

  /// The association-file components that claim exactly these routes on a universal-link
  /// host, leaving `webOnly` paths to the web (see `UniversalLinkClaims`).
  public func universalLinkClaims(webOnly: [String] = []) -> UniversalLinkClaims {
    table.universalLinkClaims(webOnly: webOnly)
  }
}
