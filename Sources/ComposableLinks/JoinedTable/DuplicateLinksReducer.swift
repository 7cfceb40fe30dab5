import Foundation

extension Reducer {
  /// Lets the same link through once when it arrives twice within `window`: a desktop can
  /// deliver one click twice (a launch argument and an activation, a double click, `xdg-open`
  /// and `gio open` both), and a link that creates something must not create it twice.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .dropsDuplicateLinks(\.link, within: .seconds(1), recent: \.recentLinks)
  ///   .holdsLinks(\.link, until: \.isReady, pending: \.pendingLinks)
  /// ```
  ///
  /// A `link` equal to one seen less than `window` ago (by the `date` dependency) is recorded
  /// in `recent.dropped` (and reported to the `linkOutcomes` dependency as a refused
  /// ``LinkOutcome/Refusal/duplicate``) and this reducer does not see it; any other is recorded as seen and
  /// passed on. Apply it inside `holdsLinks`, as above, so that a link held until the app is
  /// ready is counted when it is released, once.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - window: How long a link counts as just seen.
  ///   - recent: Where the recent links and the dropped duplicates are kept.
  public func dropsDuplicateLinks(
    _ link: CaseKeyPath<Action, URL>, within window: Duration, recent: WritableKeyPath<State, RecentLinks>
  ) -> _DuplicateLinksReducer<Self> {
    _DuplicateLinksReducer(base: self, link: link, window: window, recent: recent)
  }
}

/// The reducer built by `Reducer.dropsDuplicateLinks(_:within:recent:)`.
public struct _DuplicateLinksReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let window: TimeInterval
  let recent: WritableKeyPath<Base.State, RecentLinks>
  @Dependency(\.date) var date
  @Dependency(\.linkOutcomes) var outcomes

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, window: Duration, recent: WritableKeyPath<Base.State, RecentLinks>
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    let (seconds, attoseconds) = window.components
    self.window = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    self.recent = recent
  }

  /// Drops a link seen within the window; records and passes on the others.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let url = link.extract(from: action) else { return base.reduce(into: &state, action: action) }
    let now = date.now
    // Forget links older than the window, so the table stays as small as the burst.
    state[keyPath: recent].seen = state[keyPath: recent].seen.filter { now.timeIntervalSince($0.value) < window }
    if state[keyPath: recent].seen[url] != nil {
      outcomes.report(.refused(.duplicate), for: url, pattern: nil, since: outcomes.now())
      state[keyPath: recent].dropped.append(url)
      if state[keyPath: recent].dropped.count > RecentLinks.keptDrops {
        state[keyPath: recent].dropped.removeFirst(state[keyPath: recent].dropped.count - RecentLinks.keptDrops)
      }
      return .none
    }
    state[keyPath: recent].seen[url] = now
    return base.reduce(into: &state, action: action)
  }
}
