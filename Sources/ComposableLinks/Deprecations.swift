import Foundation

// Declarations kept for code written against earlier releases; each says what to write now.

/// The old name of ``ColdWarmFinding`` (a check's finding, not thrown, ends in `Finding`).
@available(*, deprecated, renamed: "ColdWarmFinding")
public typealias ColdWarmFailure = ColdWarmFinding

extension Reducer {
  /// Keeps links that arrive before the app is ready, and sends them again, in order, once it
  /// is.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .holdsLinks(\.deepLink, until: \.isReady, pending: \.pendingLinks)
  /// ```
  ///
  /// While `state[keyPath: isReady]` is false, a `link` action is appended to
  /// `state[keyPath: pending]` and this reducer does not see it. When an action makes the app
  /// ready, the pending links are cleared from the state and sent as `link` actions.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - isReady: Whether the app can show links now.
  ///   - pending: Where links wait; part of the state, so tests see them.
  @available(
    *, deprecated,
    message:
      "A link enters a store one way: write .holdsLinks(until:pending:) after handlesLinks(_:routes:finished:urlToOpen:)"
  )
  public func holdsLinks(
    _ link: CaseKeyPath<Action, URL>,
    until isReady: KeyPath<State, Bool>,
    pending: WritableKeyPath<State, [URL]>
  ) -> _PendingLinksReducer<Self> {
    _holdsLinks(link, until: isReady, pending: pending)
  }

  /// What the deprecated `holdsLinks(_:until:pending:)` builds (its tests call it).
  @_spi(Testing) public func _holdsLinks(
    _ link: CaseKeyPath<Action, URL>, until isReady: KeyPath<State, Bool>, pending: WritableKeyPath<State, [URL]>
  ) -> _PendingLinksReducer<Self> {
    _PendingLinksReducer(base: self, link: link, isReady: isReady, pending: pending)
  }
}

extension Reducer {
  /// Lets the same link through once when it arrives twice within `window`: a desktop can
  /// deliver one click twice (a launch argument and an activation, a double click, `xdg-open`
  /// and `gio open` both), and a link that creates something must not create it twice.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .dropsDuplicateLinks(\.link, within: .seconds(1), recent: \.recentLinks)
  ///   .holdsLinks(\.link, until: \.isReady, pending: \.pendingLinks)
  /// ```
  ///
  /// A `link` equal to one seen less than `window` ago (by the `date` dependency) is recorded
  /// in `recent.dropped` (and reported to the `linkOutcomes` dependency as a refused
  /// ``LinkOutcome/Refusal/duplicate``) and this reducer does not see it; any other is recorded as seen and
  /// passed on. Apply it inside `holdsLinks`, as above, so that a link held until the app is
  /// ready is counted when it is released, once.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - window: How long a link counts as just seen.
  ///   - recent: Where the recent links and the dropped duplicates are kept.
  @available(
    *, deprecated,
    message:
      "A link enters a store one way: write .dropsDuplicateLinks(within:recent:) after handlesLinks(_:routes:finished:urlToOpen:)"
  )
  public func dropsDuplicateLinks(
    _ link: CaseKeyPath<Action, URL>, within window: Duration, recent: WritableKeyPath<State, RecentLinks>
  ) -> _DuplicateLinksReducer<Self> {
    _dropsDuplicateLinks(link, within: window, recent: recent)
  }

  /// What the deprecated `dropsDuplicateLinks(_:within:recent:)` builds (its tests call it).
  @_spi(Testing) public func _dropsDuplicateLinks(
    _ link: CaseKeyPath<Action, URL>, within window: Duration, recent: WritableKeyPath<State, RecentLinks>
  ) -> _DuplicateLinksReducer<Self> {
    _DuplicateLinksReducer(base: self, link: link, window: window, recent: recent)
  }
}

extension Reducer where Action: Sendable {
  /// Answers x-callback-url links through this feature: on a `link` action the reducer matches
  /// it with `routes`, decodes its input and sends the route's action (with a `LinkReply`);
  /// an effect waits for the feature's answer and sends `finished` with the `RouteOutcome`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .handlesXCallbacks(
  ///     \.link, routes: routes, finished: \.linkFinished, urlToOpen: \.urlToOpen,
  ///     confirm: \.confirmLink
  ///   )
  ///   .opensURL(state: \.urlToOpen, action: \.openURL)
  /// ```
  ///
  /// On `finished`, the outcome's callback URL (`x-success` with the output, `x-error` or
  /// `x-cancel`), if any, is set at `urlToOpen` before this reducer sees the action, so a
  /// ``URLOpeningDriver`` opens it. A link no route matches, or whose input is invalid, is
  /// finished at once, and so is one its route's `RouteAccess` denies (nothing runs). The
  /// whole round trip is state and actions, testable on a `TestStore`. Each link's
  /// ``LinkOutcome`` (answered, failed, cancelled, or refused and why), timed from its arrival to
  /// its answer, goes to the `linkOutcomes` dependency.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in (this reducer sees it too).
  ///   - routes: The routes and the actions they send.
  ///   - finished: The action that reports the outcome.
  ///   - urlToOpen: The `URL?` that means "open this".
  ///   - confirm: The action sent for a route that requires confirmation, before anything
  ///     runs; the feature approves or declines the `LinkConfirmation`. Without it, such
  ///     routes are declined (`x-cancel`).
  ///   - token: Reads the app's token, for routes whose `RouteAccess` needs one; read for each
  ///     such request (so it can be rotated at any time).
  @available(
    *, deprecated,
    message:
      "A link enters a store one way: put the routes in a LinkRoutes and write handlesLinks(_:routes:finished:urlToOpen:) with .answering(_:), .confirming(_:) and .requiringToken(_:)"
  )
  public func handlesXCallbacks(
    _ link: CaseKeyPath<Action, URL>,
    routes: XCallbackRoutes<Action>,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>,
    confirm: CaseKeyPath<Action, LinkConfirmation<Action>>? = nil,
    token: (@Sendable () async throws -> String?)? = nil
  ) -> _XCallbackReducer<Self> {
    _handlesXCallbacks(link, routes: routes, finished: finished, urlToOpen: urlToOpen, confirm: confirm, token: token)
  }

  /// What the deprecated `handlesXCallbacks(_:routes:finished:urlToOpen:confirm:token:)`
  /// builds (its tests call it).
  @_spi(Testing) public func _handlesXCallbacks(
    _ link: CaseKeyPath<Action, URL>,
    routes: XCallbackRoutes<Action>,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>,
    confirm: CaseKeyPath<Action, LinkConfirmation<Action>>? = nil,
    token: (@Sendable () async throws -> String?)? = nil
  ) -> _XCallbackReducer<Self> {
    _XCallbackReducer(
      base: self, link: link, routes: routes, finished: finished, urlToOpen: urlToOpen, confirm: confirm,
      token: token
    )
  }
}

extension Reducer where Action: Sendable {
  /// The joined-table reducer with every option as a parameter.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in; the table decides its kind.
  ///   - routes: The screens and requests.
  ///   - shown: The action sent after a screen's route changed the state.
  ///   - unhandled: The action sent with a link that leads nowhere.
  ///   - finished: The action that reports a request's outcome.
  ///   - urlToOpen: The `URL?` that means "open this".
  ///   - confirm: The action sent for a request that requires confirmation.
  ///   - token: Reads the app's token.
  ///   - requests: An action whose links are always answered as requests.
  @available(
    *, deprecated,
    message:
      "Write handlesLinks(_:routes:finished:urlToOpen:) and its options, one line each: .showing(_:unhandled:), .confirming(_:), .requiringToken(_:), .answering(_:)"
  )
  public func handlesLinks(
    _ link: CaseKeyPath<Action, URL>,
    routes: LinkRoutes<State, Action>,
    shown: CaseKeyPath<Action, URL>? = nil,
    unhandled: CaseKeyPath<Action, URL>? = nil,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>,
    confirm: CaseKeyPath<Action, LinkConfirmation<Action>>? = nil,
    token: (@Sendable () async throws -> String?)? = nil,
    answering requests: CaseKeyPath<Action, URL>? = nil
  ) -> LinkReducer<Self> {
    var reducer = handlesLinks(link, routes: routes, finished: finished, urlToOpen: urlToOpen)
      .showing(shown, unhandled: unhandled)
    if let confirm { reducer = reducer.confirming(confirm) }
    if let token { reducer = reducer.requiringToken(token) }
    if let requests { reducer = reducer.answering(requests) }
    return reducer
  }
}

/// Turns incoming links into navigation state in one step, with one table of routes for the
/// whole app: the alternative to a ``DeepLinkChain`` when one place should know every link.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   DeepLinkNavigation(link: \.deepLink, unhandled: \.unhandledLink, routes: App.links)
///   Scope(state: \.notes, action: \.notes) { NotesList() }
/// }
/// ```
///
/// On `link`, the matching route of `routes` changes the state (a tab, pushes onto a
/// `StackState`, a sheet, all at once) and its action, if any, is sent. A link no route
/// applies to, or whose input is invalid, is sent back as `unhandled` with the state unchanged.
/// Each link's ``LinkOutcome`` (shown, or refused and why) goes to the `linkOutcomes`
/// dependency.
@available(
  *, deprecated,
  message:
    "A link enters a store one way: put the routes in a LinkRoutes and write handlesLinks(_:routes:finished:urlToOpen:).showing(_:unhandled:)"
)
public struct DeepLinkNavigation<State, Action: Sendable>: Reducer {
  let navigation: ScreenNavigation<State, Action>

  /// Creates the navigation.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - unhandled: The action sent with a link no route applies to; `nil` drops such links.
  ///   - routes: The links and the state they lead to.
  public init(
    link: CaseKeyPath<Action, URL>, unhandled: CaseKeyPath<Action, URL>?,
    routes: DeepLinkRoutes<State, Action>
  ) {
    navigation = ScreenNavigation(link: link, unhandled: unhandled, routes: routes)
  }

  /// Applies the link's route.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    navigation.reduce(into: &state, action: action)
  }
}

/// The old name of ``LinkReducer``.
@available(*, deprecated, renamed: "LinkReducer")
public typealias _LinkReducer<Base: Reducer> = LinkReducer<Base> where Base.Action: Sendable
