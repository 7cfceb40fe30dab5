import CasePaths
import Foundation

extension LinkIntake {
  /// Sends `shown` after a screen's route changed the state (to load what it shows), and
  /// `unhandled` with a link that leads nowhere (no route, or an input its screen cannot
  /// decode); without it, nothing is sent and such links are dropped (their outcome is still
  /// recorded).
  public func showing(_ shown: CaseKeyPath<Action, URL>? = nil, unhandled: CaseKeyPath<Action, URL>? = nil) -> Self {
    var intake = self
    intake.shown = shown.map(ActionCase.init)
    intake.unhandled = unhandled.map(ActionCase.init)
    return intake
  }

  /// Sends `confirm` for a request whose route requires confirmation, before anything runs;
  /// the feature approves or declines the ``LinkConfirmation``. Without it, such requests are
  /// declined (`x-cancel`).
  public func confirming(_ confirm: CaseKeyPath<Action, LinkConfirmation<Action>>) -> Self {
    var intake = self
    intake.confirm = ActionCase(confirm)
    return intake
  }

  /// Reads the app's token for each request whose `RouteAccess` needs one (so it can be
  /// rotated at any time). Without it, such requests are refused.
  public func requiringToken(_ token: @escaping @Sendable () async throws -> String?) -> Self {
    var intake = self
    intake.token = token
    return intake
  }

  /// Checks the signature of each signed link whose `RouteAccess` asks for one
  /// (`RouteAccess.signature`) with `check` (the `SignedLinks` product's
  /// `SignedLinkVerifier.check`): a link whose signature holds runs as one with the right token
  /// would; one whose signature is refused is answered with the reason
  /// (`RouteAccessError.signature(_:)`) and nothing runs. Without it, such links are refused.
  public func checkingSignatures(_ check: LinkSignatureCheck) -> Self {
    var intake = self
    intake.signatures = check
    return intake
  }

  /// Answers the links of `requests` as requests whatever their shape: for a process that
  /// shows no screens (a command line that answers a link).
  public func answering(_ requests: CaseKeyPath<Action, URL>) -> Self {
    var intake = self
    intake.requests = ActionCase(requests)
    return intake
  }

  /// Hands each link that answers one of the app's calls (``LinkCaller``) to the call waiting
  /// for it, before anything else sees the link: it is not held, not checked for duplicates
  /// (a second answer is refused as one) and no route sees it. A callback that answers no
  /// waiting call, or answers it wrongly, goes no further either: `rejected` is sent with the
  /// link and why. Either is recorded (``LinkOutcome/Result/delivered``, or refused as
  /// ``LinkOutcome/Refusal/unclaimedCallback(_:)``). Claimed by the `linkCaller` dependency.
  public func claimingCallbacks(rejected: CaseKeyPath<Action, (URL, LinkCallbackError)>) -> Self {
    var intake = self
    intake.claims = ActionCase(rejected)
    return intake
  }

  /// Holds links in `pending` until `isReady` becomes true, then sends them again in the order
  /// they came: a link that starts the app (a cold start) arrives before the app has loaded
  /// what its screens show. The table does not see a held link before then.
  public func holdsLinks(until isReady: KeyPath<State, Bool>, pending: WritableKeyPath<State, [URL]>) -> Self {
    var intake = self
    intake.hold = LinkHold(isReady: isReady, pending: pending)
    return intake
  }

  /// Drops a link seen within `window` (a double delivery: the launch argument and an
  /// activation, a double click), keeping the dropped ones in `recent`; the time comes from
  /// the `date` dependency. Checked after the hold: a held link is checked when released.
  public func dropsDuplicateLinks(within window: Duration, recent: WritableKeyPath<State, RecentLinks>) -> Self {
    var intake = self
    intake.duplicates = LinkDuplicates(window: window, recent: recent)
    return intake
  }

  /// The same intake, each of its cases made again from its key path by `maker`: a store's
  /// own extraction (ComposableLinks').
  package func remakingCases(with maker: some ActionCaseMaking) -> Self {
    var intake = self
    intake.link = maker.make(link.keyPath)
    intake.finished = maker.make(finished.keyPath)
    intake.requests = requests.map { maker.make($0.keyPath) }
    intake.shown = shown.map { maker.make($0.keyPath) }
    intake.unhandled = unhandled.map { maker.make($0.keyPath) }
    intake.confirm = confirm.map { maker.make($0.keyPath) }
    intake.claims = claims.map { maker.make($0.keyPath) }
    intake.waiting = waiting.map { $0.with(action: maker.make($0.action.keyPath)) }
    intake.deferred = deferred.map { LinkDeferring(action: maker.make($0.action.keyPath), rule: $0.rule) }
    return intake
  }
}

extension LinkIntake {
  /// The case that reports a request's outcome.
  package var finishedCase: CaseKeyPath<Action, RouteOutcome> { finished.keyPath }
}
