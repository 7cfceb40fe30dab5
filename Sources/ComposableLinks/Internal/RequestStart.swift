import Foundation

/// Starts an x-callback request that has been matched in a store: reads the app's token when
/// the route needs one, starts the request as AppLinks' `LinkRequestStart` does for any
/// reducer, and reports each outcome as it is made into the `finished` action. What
/// `handlesXCallbacks` and `handlesLinks` share, so both answer a request the same way.
struct RequestStart<Action: Sendable>: Sendable {
  let finished: CaseExtractor<Action, RouteOutcome>
  let confirm: CaseExtractor<Action, LinkConfirmation<Action>>?
  let token: (@Sendable () async throws -> String?)?
  let outcomes: LinkOutcomes
  /// How the link was read: the redaction of what is reported.
  let configuration: LinkConfiguration

  /// The effect that answers `start`, from its arrival at `arrived`.
  func start(_ start: LinkRequestStart<Action>, since arrived: LinkOutcomes.Moment) -> Effect<Action> {
    let (finished, outcomes, configuration, url) = (self.finished, self.outcomes, self.configuration, start.url)
    let request = start.request
    let finish: @Sendable (RouteOutcome) -> Action = { outcome in
      outcomes.report(
        .init(outcome), for: url, pattern: request?.pattern.description, since: arrived,
        configuration: configuration, request: request)
      return finished.embed(outcome)
    }
    let confirm = self.confirm.map { confirm in { @Sendable in confirm.embed($0) } }
    guard start.tokenParameter != nil, let request else {
      return Effect(start.start(finished: finish, confirm: confirm))
    }
    guard let token else {
      reportIssue("Route \(request.pattern) requires a token, but the reducer was given no 'token' to check it with.")
      return .send(finish(RouteOutcome(answering: request, with: .failure(RouteAccessError.wrongToken))))
    }
    // The app's token is read (it can be rotated at any time), then compared: only then does
    // the feature see the request.
    return .run { send in
      let expected = try? await token()
      // Only the operation outlives the sends: an action may hold a reply, which must be able
      // to go away unanswered.
      let operation = await Self.send(start.start(token: expected, finished: finish, confirm: confirm), send)
      await operation?({ await send($0) })
    }
  }

  /// Sends `work`'s actions; returns its operation alone.
  private static func send(
    _ work: LinkWork<Action>, _ send: Send<Action>
  ) async -> (@Sendable (_ send: LinkWork<Action>.Send) async -> Void)? {
    for action in work.actions { await send(action) }
    return work.operation
  }
}
