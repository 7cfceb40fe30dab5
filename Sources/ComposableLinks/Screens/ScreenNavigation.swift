import Foundation

/// What the deprecated ``DeepLinkNavigation`` runs: one table of screens applied at the
/// root, a link no route takes sent back as `unhandled` (its tests build it directly).
@_spi(Testing) public struct ScreenNavigation<State, Action: Sendable>: Reducer {
  let link: CaseExtractor<Action, URL>
  let unhandled: CaseExtractor<Action, URL>?
  let routes: DeepLinkRoutes<State, Action>
  @Dependency(\.linkOutcomes) var outcomes

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
    self.link = CaseExtractor(link)
    self.unhandled = unhandled.map { CaseExtractor($0) }
    self.routes = routes
  }

  /// Applies the link's route.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let url = link.extract(from: action) else { return .none }
    let start = outcomes.now()
    let (pattern, result) = routes.applyMatching(url, to: &state)
    switch result {
    case let .success(actions):
      outcomes.report(.shown, for: url, pattern: pattern, since: start, configuration: routes.configuration)
      return .sending(actions)
    case let .failure(failure):
      outcomes.report(.init(failure), for: url, pattern: pattern, since: start, configuration: routes.configuration)
      return unhandled.map { .send($0.embed(url)) } ?? .none
    }
  }
}
