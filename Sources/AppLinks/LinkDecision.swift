import LinkRouting

/// What ``LinkRoutes/decide(_:in:)`` made of a link, matched once: shown, a request to
/// start, waiting for a requirement, or unhandled.
package enum LinkDecision<State, Action: Sendable>: Sendable {
  /// A screen's route changed the state (its parents first). Send `actions` (from routes that
  /// send one; usually none).
  case shown(pattern: String, actions: [Action])
  /// A request, to start with ``LinkRequestStart/start(token:finished:confirm:)``: it may
  /// also be one that cannot start (its outcome then says why).
  case request(LinkRequestStart<Action>)
  /// The route's requirement does not hold: the state is unchanged. Keep the link until it
  /// holds and decide it again (`isScreen`: a screen's route matched it, else a request's).
  case waiting(LinkRequirement<State>, request: RouteRequest, isScreen: Bool)
  /// No route shows it, or its screen's input cannot be decoded (`pattern` is the route's,
  /// when one matched): the state is unchanged.
  case unhandled(pattern: String?, DeepLinkError)
}
