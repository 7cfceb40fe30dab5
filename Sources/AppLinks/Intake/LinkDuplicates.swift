import Dependencies
import Foundation
import LinkRouting

/// The links seen lately, to drop a second delivery of one: the duplicate check of
/// ``LinkIntake``.
struct LinkDuplicates<State>: @unchecked Sendable {
  // `@unchecked` for the key path alone (see `LinkHold`).
  let window: TimeInterval
  let recent: WritableKeyPath<State, RecentLinks>

  init(window: Duration, recent: WritableKeyPath<State, RecentLinks>) {
    let (seconds, attoseconds) = window.components
    self.window = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    self.recent = recent
  }

  /// Whether `url` was seen within the window: then it is kept among the dropped and reported
  /// refused as a duplicate. Otherwise it is remembered.
  func drops(_ url: URL, in state: inout State, outcomes: LinkOutcomes) -> Bool {
    @Dependency(\.date.now) var now
    // Forget links older than the window, so the table stays as small as the burst.
    state[keyPath: recent].seen = state[keyPath: recent].seen.filter { now.timeIntervalSince($0.value) < window }
    guard state[keyPath: recent].seen[url] != nil else {
      state[keyPath: recent].seen[url] = now
      return false
    }
    outcomes.report(.refused(.duplicate), for: url, pattern: nil, since: outcomes.now())
    state[keyPath: recent].dropped.append(url)
    if state[keyPath: recent].dropped.count > RecentLinks.keptDrops {
      state[keyPath: recent].dropped.removeFirst(state[keyPath: recent].dropped.count - RecentLinks.keptDrops)
    }
    return true
  }
}
