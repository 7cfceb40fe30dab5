import Foundation

/// A feature's link in a ``DeepLinkChain``: on ``DeepLinkAction/handle(_:)`` it applies the
/// feature's `DeepLinkRoutes` and answers ``DeepLinkDelegate/handled(_:)``, or, when no route
/// applies, ``DeepLinkDelegate/next(_:)``.
///
/// ```swift
/// struct Profile: Reducer {
///   struct State: Equatable { var showsAccount = false }
///   @CasePathable enum Action { case deepLink(DeepLinkAction) }
///
///   var body: some ReducerOf<Self> {
///     DeepLinkHandler(\.deepLink, routes: DeepLinkRoutes(scheme: "app")
///       .route("/profile/account") { $0.showsAccount = true })
///   }
/// }
/// ```
///
/// A link whose route matches but whose input is invalid is passed on too: the feature does
/// not show it, and if no later feature does, the chain reports it as unhandled.
public struct DeepLinkHandler<State, Action: Sendable>: Reducer {
  let toDeepLinkAction: CaseExtractor<Action, DeepLinkAction>
  let routes: DeepLinkRoutes<State, Action>

  /// Handles the links that `routes` match.
  ///
  /// - Parameters:
  ///   - toDeepLinkAction: The feature's deep-link actions.
  ///   - routes: The links the feature shows, and how.
  public init(
    _ toDeepLinkAction: CaseKeyPath<Action, DeepLinkAction>, routes: DeepLinkRoutes<State, Action>
  ) {
    self.toDeepLinkAction = CaseExtractor(toDeepLinkAction)
    self.routes = routes
  }

  /// Applies a link on ``DeepLinkAction/handle(_:)`` and answers with a delegate action.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .handle(url) = toDeepLinkAction.extract(from: action) else { return .none }
    switch routes.apply(url, to: &state) {
    case let .success(actions):
      return .concatenate(.send(toDeepLinkAction.embed(.delegate(.handled(url)))), .sending(actions))
    case .failure:
      return .send(toDeepLinkAction.embed(.delegate(.next(url))))
    }
  }
}
