/// The one match of a link in a ``LinkTable``, its route as an index into the table's screens
/// or requests.
package enum LinkMatch: Sendable {
  case screen(Int, RouteRequest)
  case request(Int, RouteRequest)
  case screenOnly(RouteRequest)
  case notMatched(RouteMatchError)
  case refused(CallbackPolicyError)
  case unreadable(URLQueryDecodingError)
}

extension LinkMatch {
  /// The request read, when the link matched a route's shape.
  package var request: RouteRequest? {
    switch self {
    case let .screen(_, request), let .request(_, request), let .screenOnly(request): request
    case .notMatched, .refused, .unreadable: nil
    }
  }
}
