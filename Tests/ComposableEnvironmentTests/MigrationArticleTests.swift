import ComposableCore
import ComposableEnvironment
import Foundation
import Testing

// The code of the article "Migrating from swift-composable-environment"
// (Sources/ComposableEnvironment/Documentation.docc). Change both together.

// Before: environments, as the seed writes them, on swift-dependencies' keys.
final class RootEnvironment: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.date) var date
  @DerivedEnvironment var child: ChildEnvironment
}

final class ChildEnvironment: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.date) var date
}

// After: the same dependency read by a reducer.
struct Stamp: Reducer {
  struct State: Equatable { var stampedAt: Date? }
  enum Action: Equatable { case stamp }
  @ComposableCore.Dependency(\.date) var date

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
@Suite struct MigrationArticleTests {
  let fixed = Date(timeIntervalSince1970: 1_000_000)

  @Test func environmentsInheritAndOverride() {
    let root = RootEnvironment().with(\.date, .constant(fixed))
    #expect(root.child.date.now == fixed)
  }

  @Test func reducersOverrideWithDependency() async {
    let store = TestStore(initialState: Root.State()) {
      Root().dependency(\.date, .constant(fixed))
    }
    await store.send(.child(.stamp)) { $0.child.stampedAt = self.fixed }
  }

  @Test func bothStylesTogether() async {
    let root = RootEnvironment().with(\.date, .constant(fixed))
    let store = TestStore(initialState: Stamp.State()) {
      Stamp().environment(root.child)
    }
    await store.send(.stamp) { $0.stampedAt = self.fixed }
  }
}
