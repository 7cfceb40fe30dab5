import Foundation

extension Reducer {
  /// Keeps links that arrive before the app is ready, and sends them again, in order, once it
  /// is.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .holdsLinks(\.deepLink, until: \.isReady, pending: \.pendingLinks)
  /// ```
  ///
  /// While `state[keyPath: isReady]` is false, a `link` action is appended to
  /// `state[keyPath: pending]` and this reducer does not see it. When an action makes the app
  /// ready, the pending links are cleared from the state and sent as `link` actions.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - isReady: Whether the app can show links now.
  ///   - pending: Where links wait; part of the state, so tests see them.
  public func holdsLinks(
    _ link: CaseKeyPath<Action, URL>,
    until isReady: KeyPath<State, Bool>,
    pending: WritableKeyPath<State, [URL]>
  ) -> _PendingLinksReducer<Self> {
    _PendingLinksReducer(base: self, link: link, isReady: isReady, pending: pending)
  }
}

/// The reducer built by `Reducer.holdsLinks(_:until:pending:)`.
public struct _PendingLinksReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let isReady: KeyPath<Base.State, Bool>
  let pending: WritableKeyPath<Base.State, [URL]>

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, isReady: KeyPath<Base.State, Bool>,
    pending: WritableKeyPath<Base.State, [URL]>
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    self.isReady = isReady
    self.pending = pending
  }

  /// Holds links while not ready; releases them when ready.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let wasReady = state[keyPath: isReady]
    if !wasReady, let url = link.extract(from: action) {
      state[keyPath: pending].append(url)
      return .none
    }
    let effect = base.reduce(into: &state, action: action)
    guard !wasReady, state[keyPath: isReady], !state[keyPath: pending].isEmpty else { return effect }
    let links = state[keyPath: pending]
    state[keyPath: pending] = []
    return .merge(effect, .concatenate(links.map { .send(link.embed($0)) }))
  }
}
