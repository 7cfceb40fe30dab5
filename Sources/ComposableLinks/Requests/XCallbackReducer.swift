import Foundation

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
  public func handlesXCallbacks(
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

/// The reducer built by
/// `Reducer.handlesXCallbacks(_:routes:finished:urlToOpen:confirm:token:)`.
public struct _XCallbackReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let routes: XCallbackRoutes<Base.Action>
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>
  let confirm: CaseExtractor<Base.Action, LinkConfirmation<Base.Action>>?
  let token: (@Sendable () async throws -> String?)?
  @Dependency(\.linkOutcomes) var outcomes

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, routes: XCallbackRoutes<Base.Action>,
    finished: CaseKeyPath<Base.Action, RouteOutcome>, urlToOpen: WritableKeyPath<Base.State, URL?>,
    confirm: CaseKeyPath<Base.Action, LinkConfirmation<Base.Action>>?,
    token: (@Sendable () async throws -> String?)?
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    self.routes = routes
    self.finished = CaseExtractor(finished)
    self.urlToOpen = urlToOpen
    self.confirm = confirm.map { CaseExtractor($0) }
    self.token = token
  }

  /// Starts handling links, and sets the callback of finished ones.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    let effect = base.reduce(into: &state, action: action)
    guard let url = link.extract(from: action) else { return effect }
    return .merge(effect, start(url))
  }

  /// Matches the link, checks who may run it, and sends its route's action (or its
  /// confirmation), with an effect that waits for the answer.
  private func start(_ url: URL) -> Effect<Base.Action> {
    let arrived = outcomes.now()
    return RequestStart(
      finished: finished, confirm: confirm, token: token, outcomes: outcomes, configuration: routes.configuration
    )
    .start(routes.request(url), since: arrived)
  }
}
