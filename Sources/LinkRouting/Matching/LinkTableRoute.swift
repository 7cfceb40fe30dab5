/// One route of an app's table of screens and requests (AppLinks' `LinkRoutes.routes`): its
/// pattern, and the screen and request it leads to.
public struct LinkTableRoute: Hashable, Sendable {
  /// The pattern, normalized.
  public let pattern: RoutePattern
  /// The screen's description, if a screen shows the path.
  public let screen: RouteDescription?
  /// The request's description, if a request route answers the path.
  public let request: RouteDescription?

  /// What the route is: `screen`, `request`, or `screen + request`.
  public var kind: String {
    switch (screen != nil, request != nil) {
    case (true, true): "screen + request"
    case (true, false): "screen"
    default: "request"
    }
  }
}
