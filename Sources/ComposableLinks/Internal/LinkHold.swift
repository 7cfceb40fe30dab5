import Foundation

/// Links kept until the app is ready: the cold-start hold of ``LinkReducer`` (and of the
/// deprecated `holdsLinks(_:until:pending:)`).
struct LinkHold<State> {
  let isReady: KeyPath<State, Bool>
  let pending: WritableKeyPath<State, [URL]>

  /// Keeps `url` when the app is not ready yet; `true` if it was kept.
  func holds(_ url: URL, in state: inout State) -> Bool {
    guard !state[keyPath: isReady] else { return false }
    state[keyPath: pending].append(url)
    return true
  }

  /// Once the app is ready, sends the kept links again, in order, through `link`.
  func release<Action>(in state: inout State, as link: CaseExtractor<Action, URL>) -> Effect<Action> {
    guard state[keyPath: isReady], !state[keyPath: pending].isEmpty else { return .none }
    let links = state[keyPath: pending]
    state[keyPath: pending] = []
    return .concatenate(links.map { .send(link.embed($0)) })
  }
}
