import Foundation

/// Starts an x-callback request that has been matched: checks who may run it, sends its
/// route's action (or its confirmation), and waits for the feature's answer. What
/// `handlesXCallbacks` and `handlesLinks` share, so both answer a request the same way.
struct RequestStart<Action: Sendable>: Sendable {
  let finished: CaseExtractor<Action, RouteOutcome>
  let confirm: CaseExtractor<Action, LinkConfirmation<Action>>?
  let token: (@Sendable () async throws -> String?)?
  let outcomes: LinkOutcomes
  /// How the link was read: the redaction of what is reported.
  let configuration: Router.Configuration

  /// The request for `url` as it was read (or why it could not be), from its arrival at
  /// `arrived`: the effect that answers it. Every outcome is reported as it is made into
  /// the `finished` action: at once for a request that cannot start, after its answer for
  /// the others.
  func start(
    _ url: URL, _ read: Result<(request: RouteRequest, value: XCallbackRoutes<Action>.Entry), RouteReadFailure>,
    since arrived: LinkOutcomes.Moment
  ) -> Effect<Action> {
    let request: RouteRequest
    let entry: XCallbackRoutes<Action>.Entry
    switch read {
    case let .success(found):
      (request, entry) = found
    case let .failure(failure):
      let outcome = RouteOutcome(failure)
      outcomes.report(.init(outcome), for: url, pattern: nil, since: arrived, configuration: configuration)
      return .send(finished.embed(outcome))
    }
    let (finished, outcomes, configuration) = (self.finished, self.outcomes, self.configuration)
    let pattern = request.pattern.description
    let finish: @Sendable (RouteOutcome) -> Action = { outcome in
      outcomes.report(
        .init(outcome), for: url, pattern: pattern, since: arrived, configuration: configuration, request: request)
      return finished.embed(outcome)
    }
    let access = entry.access
    let denied: @Sendable (RouteAccessDenial) -> Action = { denial in
      finish(RouteOutcome(answering: request, with: .failure(denial)))
    }
    let confirm = self.confirm
    guard access.tokenParameter != nil else {
      if let denial = access.check(request, token: nil) { return .send(denied(denial)) }
      let (first, rest) = XCallbackRoutes<Action>.begin(entry, request, finish: finish, confirm: confirm)
      guard let rest else { return .send(first) }
      return .merge(.send(first), .run { send in await rest(send) })
    }
    guard let token else {
      reportIssue("Route \(request.pattern) requires a token, but the reducer was given no 'token' to check it with.")
      return .send(denied(.wrongToken))
    }
    // The app's token is read (it can be rotated at any time), then compared: only then does
    // the feature see the request.
    return .run { send in
      let expected = try? await token()
      if let denial = access.check(request, token: expected) {
        await send(denied(denial))
        return
      }
      let (first, rest) = XCallbackRoutes<Action>.begin(entry, request, finish: finish, confirm: confirm)
      await send(first)
      await rest?(send)
    }
  }
}
