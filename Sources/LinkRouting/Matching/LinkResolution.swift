/// Which kind of route takes a link, decided by a ``LinkTable`` in one match, with the link
/// as read (its path parameters, query and callbacks).
package enum LinkResolution<Screen: Sendable, Request: Sendable>: Sendable {
  /// A screen shows the link.
  case screen(Screen, RouteRequest)
  /// A request route answers the link.
  case request(Request, RouteRequest)
  /// The link asks for an answer (an x-callback-url call), but only a screen takes its path.
  case screenOnly(RouteRequest)
  /// No route takes the link.
  case notMatched(RouteMatchError)
  /// A callback of the link breaks the callback policy: nothing runs, nothing is answered.
  case refused(CallbackPolicyError)
  /// The link's query cannot be read (malformed encoding, over a limit).
  case unreadable(URLQueryDecodingError)
}

extension LinkResolution {
  /// The link as read, when a route took it (a screen, a request, or a screen only).
  ///
  /// Inlinable so that a caller's use is specialized: unspecialized, reading it through the
  /// generic enum cost the desktop-link store benchmark 4 % (its same-run ratio 0.626 against
  /// 0.601, medians of five and three runs).
  @inlinable
  package var request: RouteRequest? {
    switch self {
    case let .screen(_, request), let .request(_, request), let .screenOnly(request): request
    case .notMatched, .refused, .unreadable: nil
    }
  }
}
