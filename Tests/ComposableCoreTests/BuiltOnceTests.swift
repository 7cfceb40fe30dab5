import ComposableCore
import ConcurrencyExtras
import Testing

/// Counts how often its body is built, to check that operators build a feature's body once
/// rather than on every action.
struct CountingFeature: Reducer {
  let builds: LockIsolated<Int>

  var body: some Reducer<Int, Void> {
    let _ = builds.withValue { $0 += 1 }
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

@MainActor
struct BuiltOnceTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var scoped = 0
      var listed = 0
    }
    @CasePathable
    enum Action: Equatable {
      case scoped
      case listed
    }
    let scopedBuilds: LockIsolated<Int>
    let listedBuilds: LockIsolated<Int>

    var body: some ReducerOf<Self> {
      Scope(state: \.scoped, action: \.scoped) { CountingFeature(builds: scopedBuilds) }
      Scope(state: \.listed, action: \.listed) {
        // A feature listed directly in a body.
        CountingFeature(builds: listedBuilds)
        CountingFeature(builds: listedBuilds)
      }
    }
  }

  @Test func bodiesAreBuiltOnceNotPerAction() async {
    let scopedBuilds = LockIsolated(0)
    let listedBuilds = LockIsolated(0)
    let store = TestStore(initialState: Parent.State()) {
      Parent(scopedBuilds: scopedBuilds, listedBuilds: listedBuilds)
    }
    for count in 1...5 {
      await store.send(.scoped) { $0.scoped = count }
      await store.send(.listed) { $0.listed = count * 2 }
    }
    #expect(scopedBuilds.value == 1)
    #expect(listedBuilds.value == 2)
  }
}
