import Foundation

/// The reducer built by the deprecated `Reducer.dropsDuplicateLinks(_:within:recent:)`.
public struct _DuplicateLinksReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let duplicates: LinkDuplicates<Base.State>
  @Dependency(\.linkOutcomes) var outcomes

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, window: Duration, recent: WritableKeyPath<Base.State, RecentLinks>
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    self.duplicates = LinkDuplicates(window: window, recent: recent)
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let url = link.extract(from: action), duplicates.drops(url, in: &state, outcomes: outcomes) { return .none }
    return base.reduce(into: &state, action: action)
  }
}
