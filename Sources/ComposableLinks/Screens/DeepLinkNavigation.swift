import Foundation

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
public struct DeepLinkNavigation<State, Action: Sendable>: Reducer {
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
