import Foundation

extension Reducer where Action: Sendable {
  /// Answers x-callback-url links through this feature: a `link` action runs `routes` in an
  /// effect, the matched route sends its action (with a ``LinkReply``), and when the feature
  /// answers, `finished` is sent with the ``RouteOutcome``.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .handlesXCallbacks(\.link, routes: routes, finished: \.linkFinished, urlToOpen: \.urlToOpen)
  ///   .opensURL(state: \.urlToOpen, action: \.openURL)
  /// ```
  ///
  /// On `finished`, the outcome's callback URL (`x-success` with the output, `x-error` or
  /// `x-cancel`), if any, is set at `urlToOpen` before this reducer sees the action, so a
  /// ``URLOpeningDriver`` opens it. The whole round trip is state and actions, testable on a
  /// `TestStore`.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in (this reducer sees it too).
  ///   - routes: The routes and the actions they send.
  ///   - finished: The action that reports the outcome.
  ///   - urlToOpen: The `URL?` that means "open this".
  public func handlesXCallbacks(
    _ link: CaseKeyPath<Action, URL>,
    routes: XCallbackRoutes<Action>,
    finished: CaseKeyPath<Action, RouteOutcome>,
    urlToOpen: WritableKeyPath<State, URL?>
  ) -> _XCallbackReducer<Self> {
    _XCallbackReducer(
      base: self, link: link, routes: routes, finished: finished, urlToOpen: urlToOpen
    )
  }
}

/// The reducer built by
/// ``Reducer/handlesXCallbacks(_:routes:finished:urlToOpen:)``.
public struct _XCallbackReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  let base: ChildReducer<Base>
  let link: CaseExtractor<Base.Action, URL>
  let routes: XCallbackRoutes<Base.Action>
  let finished: CaseExtractor<Base.Action, RouteOutcome>
  let urlToOpen: WritableKeyPath<Base.State, URL?>

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, routes: XCallbackRoutes<Base.Action>,
    finished: CaseKeyPath<Base.Action, RouteOutcome>, urlToOpen: WritableKeyPath<Base.State, URL?>
  ) {
    self.base = ChildReducer(base)
    self.link = CaseExtractor(link)
    self.routes = routes
    self.finished = CaseExtractor(finished)
    self.urlToOpen = urlToOpen
  }

  /// Starts handling links, and sets the callback of finished ones.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let outcome = finished.extract(from: action), let callback = outcome.callback {
      state[keyPath: urlToOpen] = callback
    }
    let effect = base.reduce(into: &state, action: action)
    guard let url = link.extract(from: action) else { return effect }
    let router = routes.router
    let finished = self.finished
    return .merge(
      effect,
      .run { send in
        let outcome = await XCallbackContext.$sender.withValue(send) {
          await router.handle(url)
        }
        await send(finished.embed(outcome))
      }
    )
  }
}
