import Foundation

extension LinkReducer {
  /// Sends `shown` after a screen's route changed the state (to load what it shows), and
  /// `unhandled` with a link that leads nowhere (no route, or an input its screen cannot
  /// decode); without it, nothing is sent and such links are dropped (their outcome is still
  /// reported).
  public func showing(_ shown: CaseKeyPath<Base.Action, URL>? = nil, unhandled: CaseKeyPath<Base.Action, URL>? = nil)
    -> Self
  {
    var reducer = self
    reducer.shown = shown.map { CaseExtractor($0) }
    reducer.unhandled = unhandled.map { CaseExtractor($0) }
    return reducer
  }

  /// Sends `confirm` for a request whose route requires confirmation, before anything runs;
  /// the feature approves or declines the `LinkConfirmation`. Without it, such requests are
  /// declined (`x-cancel`).
  public func confirming(_ confirm: CaseKeyPath<Base.Action, LinkConfirmation<Base.Action>>) -> Self {
    var reducer = self
    reducer.confirm = CaseExtractor(confirm)
    return reducer
  }

  /// Reads the app's token for each request whose `RouteAccess` needs one (so it can be
  /// rotated at any time). Without it, such requests are refused.
  public func requiringToken(_ token: @escaping @Sendable () async throws -> String?) -> Self {
    var reducer = self
    reducer.token = token
    return reducer
  }

  /// Answers the links of `requests` as requests whatever their shape: for a process that
  /// shows no screens (a command line that answers a link).
  public func answering(_ requests: CaseKeyPath<Base.Action, URL>) -> Self {
    var reducer = self
    reducer.requests = CaseExtractor(requests)
    return reducer
  }

  /// Holds links in `pending` until `isReady` becomes true, then takes them in the order they
  /// came: a link that starts the app (a cold start) arrives before the app has loaded
  /// what its screens show. Neither the feature nor the table sees a held link before then.
  public func holdsLinks(until isReady: KeyPath<Base.State, Bool>, pending: WritableKeyPath<Base.State, [URL]>) -> Self
  {
    var reducer = self
    reducer.hold = LinkHold(isReady: isReady, pending: pending)
    return reducer
  }

  /// Drops a link seen within `window` (a double delivery: the launch argument and an
  /// activation, a double click), keeping the dropped ones in `recent`; the time comes from
  /// the `date` dependency. Checked after the hold: a held link is checked when released.
  public func dropsDuplicateLinks(within window: Duration, recent: WritableKeyPath<Base.State, RecentLinks>) -> Self {
    var reducer = self
    reducer.duplicates = LinkDuplicates(window: window, recent: recent)
    return reducer
  }
}
