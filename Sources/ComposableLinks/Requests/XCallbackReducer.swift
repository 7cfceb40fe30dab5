import Foundation

/// The reducer built by the deprecated
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
