import Foundation

/// The reducer built by the deprecated `Reducer.holdsLinks(_:until:pending:)`.
public struct _PendingLinksReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let hold: LinkHold<Base.State>

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, isReady: KeyPath<Base.State, Bool>,
    pending: WritableKeyPath<Base.State, [URL]>
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    self.hold = LinkHold(isReady: isReady, pending: pending)
  }

  /// Holds links while not ready; releases them when ready.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let url = link.extract(from: action), hold.holds(url, in: &state) { return .none }
    let wasReady = state[keyPath: hold.isReady]
    let effect = base.reduce(into: &state, action: action)
    return wasReady ? effect : .merge(effect, hold.release(in: &state, as: link))
  }

}
