import Dependencies
import Foundation
import IssueReporting
import LinkRouting

extension LinkIntake {
  /// The work that answers `start`, from its arrival at `arrived`: reads the app's token when
  /// the route needs one, starts the request (`LinkRequestStart`),
  /// and records each outcome as it is made into the `finished` action.
  func start(
    _ start: LinkRequestStart<Action>, tokenChecked: Bool = false, outcomes: LinkOutcomes,
    since arrived: LinkOutcomes.Moment
  ) -> LinkWork<Action> {
    let request = start.request
    // A request checked before it waited carries that check; one that never needed it, none.
    let proven = tokenChecked && (start.access?.tokenParameter != nil || start.access?.signature != nil)
    let finish = finishing(
      start.url, request, outcomes: outcomes, since: arrived, trust: proven ? .checkedBeforeWaiting : .none)
    let confirm = self.confirm.map { confirm in { @Sendable in confirm.embed($0) } }
    if !tokenChecked, let request, let rule = start.access?.signature, Self.isSigned(start.url) {
      // A signed link proves itself: checked (its nonce spent), then started as checked.
      return proving(start.url, request, rule, finish) { keyID in
        let signed = finishing(start.url, request, outcomes: outcomes, since: arrived, trust: .signed(keyID: keyID))
        return start.start(tokenChecked: true, finished: signed, confirm: confirm)
      }
    }
    guard start.tokenParameter != nil, !tokenChecked, let request, let access = start.access else {
      return start.start(tokenChecked: tokenChecked, finished: finish, confirm: confirm)
    }
    guard let token else { return refusedForWantOfAToken(request, finish) }
    // The app's token is read (it can be rotated at any time), then compared: only then does
    // the feature see the request.
    return LinkWork(operations: [
      LinkWork.Operation { [self] send in
        let expected = try? await token()
        let trust: LinkTrust = access.check(request, token: expected) == nil ? .token : .none
        let finish = finishing(start.url, request, outcomes: outcomes, since: arrived, trust: trust)
        // Only the operations outlive the sends: an action may hold a reply, which must be
        // able to go away unanswered.
        let operations = await Self.send(start.start(token: expected, finished: finish, confirm: confirm), send)
        await withTaskGroup(of: Void.self) { group in
          for operation in operations { group.addTask { await operation.run(send) } }
        }
      }
    ])
  }

  /// Checks the app's token for a request that must wait, before it waits: refused at once
  /// when wrong (the caller answered, nothing kept), else decided again as checked
  /// (``LinkParking/accessChecked(_:answersOnly:)``), to be parked without needing its token
  /// again (a parked link is written to disk without it).
  func checkThenPark(
    _ url: URL, _ request: RouteRequest, access: RouteAccess, _ waiting: LinkWaiting<State, Action>, asRequest: Bool,
    since arrived: LinkOutcomes.Moment
  ) -> LinkWork<Action> {
    @Dependency(\.linkOutcomes) var outcomes
    let finish = finishing(url, request, outcomes: outcomes, since: arrived)
    let checked = waiting.action.embed(.accessChecked(url, answersOnly: asRequest))
    if let rule = access.signature, Self.isSigned(url) {
      return proving(url, request, rule, finish) { _ in LinkWork(actions: [checked]) }
    }
    if access.tokenParameter == nil {
      // Signed links only, and this one is not signed.
      return LinkWork(actions: [
        finish(RouteOutcome(answering: request, with: .failure(RouteAccessError.signature(.missing))))
      ])
    }
    guard let token else { return refusedForWantOfAToken(request, finish) }
    return LinkWork(operations: [
      LinkWork.Operation { send in
        let expected = try? await token()
        if let denial = access.check(request, token: expected) {
          await send(finish(RouteOutcome(answering: request, with: .failure(denial))))
        } else {
          await send(checked)
        }
      }
    ])
  }

  /// The work that checks `url`'s signature under `rule`, then does the work `then` makes
  /// from the signing key's id; a refused signature is the request's answer.
  private func proving(
    _ url: URL, _ request: RouteRequest, _ rule: LinkSignatureRule,
    _ finish: @escaping @Sendable (RouteOutcome) -> Action,
    then: @escaping @Sendable (_ keyID: String) -> LinkWork<Action>
  ) -> LinkWork<Action> {
    guard let signatures else {
      reportIssue(
        "Route \(request.pattern) accepts signed links, but the intake was given no 'checkingSignatures' to check them with."
      )
      return LinkWork(actions: [
        finish(RouteOutcome(answering: request, with: .failure(RouteAccessError.signature(.unavailable("no check")))))
      ])
    }
    return LinkWork(operations: [
      LinkWork.Operation { send in
        switch await signatures.verify(url, rule) {
        case let .success(keyID):
          let operations = await Self.send(then(keyID), send)
          await withTaskGroup(of: Void.self) { group in
            for operation in operations { group.addTask { await operation.run(send) } }
          }
        case let .failure(refusal):
          await send(finish(RouteOutcome(answering: request, with: .failure(RouteAccessError.signature(refusal)))))
        }
      }
    ])
  }

  /// Whether `url` carries a signature (its `sig` parameter).
  static func isSigned(_ url: URL) -> Bool {
    guard let query = url.query(percentEncoded: true) else { return false }
    let name = SignedLinkFormat.signatureParameter
    return query.split(separator: "&").contains { $0 == name || $0.hasPrefix(name + "=") }
  }

  /// What makes the `finished` action of a request's outcome, recording the outcome (and the
  /// `trust` the request carried) first.
  private func finishing(
    _ url: URL, _ request: RouteRequest?, outcomes: LinkOutcomes, since arrived: LinkOutcomes.Moment,
    trust: LinkTrust = .none
  ) -> @Sendable (RouteOutcome) -> Action {
    let (finished, configuration) = (self.finished, routes.configuration)
    return { outcome in
      outcomes.report(
        .init(outcome), for: url, pattern: request?.pattern.description, since: arrived,
        configuration: configuration, request: request, trust: trust)
      return finished.embed(outcome)
    }
  }

  /// A request whose route needs the app's token, taken by an intake that cannot read one:
  /// reported as the app's mistake, and refused as a wrong token would be.
  private func refusedForWantOfAToken(
    _ request: RouteRequest, _ finish: (RouteOutcome) -> Action
  ) -> LinkWork<Action> {
    reportIssue(
      "Route \(request.pattern) requires a token, but the intake was given no 'requiringToken' to check it with.")
    return LinkWork(actions: [finish(RouteOutcome(answering: request, with: .failure(RouteAccessError.wrongToken)))])
  }

  /// Sends `work`'s actions; returns its operations alone.
  private static func send(_ work: LinkWork<Action>, _ send: LinkWork<Action>.Send) async -> [LinkWork<Action>
    .Operation]
  {
    for action in work.actions { await send(action) }
    return work.operations
  }

  /// Hands `url` to the call it answers, when it is an answer to one of the app's calls
  /// (``LinkCaller``): the work then done, or `nil` when it is not a callback and goes on.
  func claim(_ url: URL, rejected: ActionCase<Action, (URL, LinkCallbackError)>) -> LinkWork<Action>? {
    @Dependency(\.linkCaller) var linkCaller
    @Dependency(\.linkOutcomes) var outcomes
    switch outcomes.claim(url, with: linkCaller) {
    case .notACallback: return nil
    case .answered: return LinkWork.none
    case let .rejected(rejection): return LinkWork(actions: [rejected.embed((url, rejection))])
    }
  }
}
