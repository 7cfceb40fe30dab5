import Foundation

/// Hands an incoming link to a list of features, in the order declared here, until one
/// handles it; a link none handles becomes an `unhandled` action.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   DeepLinkChain(
///     link: \.deepLink,
///     unhandled: \.unhandledLink,
///     .step(\.home, \.deepLink) { $0.tab = .home },
///     .step(\.profile, \.deepLink) { $0.tab = .profile }
///   )
///   Scope(state: \.home, action: \.home) { Home() }
///   Scope(state: \.profile, action: \.profile) { Profile() }
/// }
/// ```
///
/// Each feature runs a ``DeepLinkHandler``. The chain sends the link to the first feature's
/// ``DeepLinkAction/handle(_:)``; on ``DeepLinkDelegate/next(_:)`` it sends it to the next
/// one; on ``DeepLinkDelegate/handled(_:)`` it runs that step's `onHandled` (selecting the
/// feature's tab, say) and stops. After the last feature, it sends `unhandled` with the link.
public struct DeepLinkChain<State, Action>: Reducer {
  let link: CaseExtractor<Action, URL>
  let unhandled: CaseExtractor<Action, URL>
  let steps: [DeepLinkStep<State, Action>]

  /// Creates a chain.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - unhandled: The action sent with a link no feature handled.
  ///   - steps: The features, in the order they are asked.
  public init(
    link: CaseKeyPath<Action, URL>, unhandled: CaseKeyPath<Action, URL>,
    _ steps: DeepLinkStep<State, Action>...
  ) {
    self.link = CaseExtractor(link)
    self.unhandled = CaseExtractor(unhandled)
    self.steps = steps
  }

  /// Forwards links along the chain.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let url = link.extract(from: action) {
      return send(url, toStepAt: 0)
    }
    for (index, step) in steps.enumerated() {
      guard case let .delegate(answer) = step.extract(action) else { continue }
      switch answer {
      case .handled:
        step.onHandled?(&state)
        return .none
      case let .next(url):
        return send(url, toStepAt: index + 1)
      }
    }
    return .none
  }

  private func send(_ url: URL, toStepAt index: Int) -> Effect<Action> {
    guard index < steps.count else { return .send(unhandled.embed(url)) }
    return .send(steps[index].embed(.handle(url)))
  }
}
