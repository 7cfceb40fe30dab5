import ComposableCore
import Foundation
import Testing

// After: the same dependency read by a reducer (the article's code; see MigrationArticleTests.swift).
struct Stamp: Reducer {
  struct State: Equatable { var stampedAt: Date? }
  enum Action: Equatable { case stamp }
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.stampedAt = date.now
    return .none
  }
}

struct Root: Reducer {
  struct State: Equatable { var child = Stamp.State() }
  @CasePathable enum Action: Equatable { case child(Stamp.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Stamp() }
  }
}

@MainActor
@Suite struct MigrationArticleReducerTests {
  @Test func reducersOverrideWithDependency() async {
    let fixed = Date(timeIntervalSince1970: 1_000_000)
    let store = TestStore(initialState: Root.State()) {
      Root().dependency(\.date, .constant(fixed))
    }
    await store.send(.child(.stamp)) { $0.child.stampedAt = fixed }
  }
}
