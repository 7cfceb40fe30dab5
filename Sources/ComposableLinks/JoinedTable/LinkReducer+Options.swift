import Foundation

extension LinkReducer {
  /// Sends `shown` after a screen's route changed the state (to load what it shows), and
  /// `unhandled` with a link that leads nowhere; see `LinkIntake.showing(_:unhandled:)`.
  public func showing(_ shown: CaseKeyPath<Base.Action, URL>? = nil, unhandled: CaseKeyPath<Base.Action, URL>? = nil)
    -> Self
  {
    let (shown, unhandled) = (shown.map(ActionCase.fast), unhandled.map(ActionCase.fast))
    return with { $0.showing(shown, unhandled: unhandled) }
  }

  /// Sends `confirm` for a request whose route requires confirmation, before anything runs;
  /// see `LinkIntake.confirming(_:)`. Without it, such requests are declined (`x-cancel`).
  public func confirming(_ confirm: CaseKeyPath<Base.Action, LinkConfirmation<Base.Action>>) -> Self {
    with { $0.confirming(ActionCase.fast(confirm)) }
  }

  /// Reads the app's token for each request whose `RouteAccess` needs one; see
  /// `LinkIntake.requiringToken(_:)`. Without it, such requests are refused.
  public func requiringToken(_ token: @escaping @Sendable () async throws -> String?) -> Self {
    with { $0.requiringToken(token) }
  }

  /// Checks the signature of each signed link whose `RouteAccess` asks for one; see
  /// `LinkIntake.checkingSignatures(_:)`. Without it, such links are refused.
  public func checkingSignatures(_ check: LinkSignatureCheck) -> Self {
    with { $0.checkingSignatures(check) }
  }

  /// Answers the links of `requests` as requests whatever their shape; see
  /// `LinkIntake.answering(_:)`.
  public func answering(_ requests: CaseKeyPath<Base.Action, URL>) -> Self {
    with { $0.answering(ActionCase.fast(requests)) }
  }

  /// Hands answers to the app's own calls (`LinkCaller`) to the calls waiting for them before
  /// the feature or any route sees them; see `LinkIntake.claimingCallbacks(rejected:)`.
  public func claimingCallbacks(rejected: CaseKeyPath<Base.Action, (URL, LinkCallbackError)>) -> Self {
    with { $0.claimingCallbacks(rejected: ActionCase.fast(rejected)) }
  }

  /// Holds links in `pending` until `isReady` becomes true, then sends them again in order;
  /// see `LinkIntake.holdsLinks(until:pending:)`. Neither the feature nor the table sees a
  /// held link before then.
  public func holdsLinks(until isReady: KeyPath<Base.State, Bool>, pending: WritableKeyPath<Base.State, [URL]>) -> Self
  {
    with { $0.holdsLinks(until: isReady, pending: pending) }
  }

  /// Drops a link seen within `window`, keeping the dropped ones in `recent`; see
  /// `LinkIntake.dropsDuplicateLinks(within:recent:)`.
  public func dropsDuplicateLinks(within window: Duration, recent: WritableKeyPath<Base.State, RecentLinks>) -> Self {
    with { $0.dropsDuplicateLinks(within: window, recent: recent) }
  }

  /// Parks the links whose route's requirement does not hold until it does; see
  /// `LinkIntake.parksLinks(in:action:expiry:limit:)`.
  ///
  /// - Parameters:
  ///   - parked: Where the waiting links are kept in state.
  ///   - action: The case that embeds `LinkParking`.
  ///   - expiry: How long a link may wait. Ten minutes unless said otherwise.
  ///   - limit: How many links may wait at once; the oldest is dropped first. 20 unless said.
  public func parksLinks(
    in parked: WritableKeyPath<Base.State, ParkedLinks>, action: CaseKeyPath<Base.Action, LinkParking>,
    expiry: Duration = .seconds(600), limit: Int = 20
  ) -> Self {
    with { $0.parksLinks(in: parked, action: ActionCase.fast(action), expiry: expiry, limit: limit) }
  }

  /// The same reducer, its intake changed by `change`.
  private func with(_ change: (LinkIntake<Base.State, Base.Action>) -> LinkIntake<Base.State, Base.Action>) -> Self {
    var reducer = self
    reducer.intake = change(intake)
    return reducer
  }
}

extension ActionCase {
  /// The case `keyPath` names, read by the store's extractor (by the enum's tag, once learned).
  static func fast(_ keyPath: CaseKeyPath<Action, Value>) -> Self {
    Self(CaseExtractor(keyPath))
  }
}
