import Foundation

/// Links kept until the app is ready: the cold-start hold of ``LinkIntake``.
struct LinkHold<State>: @unchecked Sendable {
  // Key paths are immutable values, shared freely; the standard library does not declare
  // them `Sendable`, as it cannot know their captured indices. Hence `@unchecked`.
  let isReady: KeyPath<State, Bool>
  let pending: WritableKeyPath<State, [URL]>

  /// Keeps `url` when the app is not ready yet; `true` if it was kept.
  func holds(_ url: URL, in state: inout State) -> Bool {
    guard !state[keyPath: isReady] else { return false }
    state[keyPath: pending].append(url)
    return true
  }

  /// Once the app is ready, the kept links, in order, taken out of the state.
  func release(in state: inout State) -> [URL] {
    guard !state[keyPath: pending].isEmpty, state[keyPath: isReady] else { return [] }
    defer { state[keyPath: pending] = [] }
    return state[keyPath: pending]
  }
}
