import ComposableCore
import Foundation
import Testing

@MainActor
struct OnChangeTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var query = ""
      var changes: [String] = []
    }
    enum Action: Equatable { case setQuery(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .setQuery(query): state.query = query
        }
        return .none
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue)→\(newValue)")
          return .none
        }
      }
    }
  }

  @Test func runsOnlyWhenValueChanges() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.setQuery("a")) {
      $0.query = "a"
      $0.changes = ["→a"]
    }
    await store.send(.setQuery("a"))
  }
}

@MainActor
struct DependencyScopingTests {
  struct Reader: Reducer {
    @Dependency(\.uuid) var uuid
    func reduce(into state: inout [String], action: Void) -> Effect<Void> {
      state.append(uuid().uuidString)
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: [String] = []
      var sibling: [String] = []
      var own: [String] = []
    }
    @CasePathable
    enum Action: Equatable {
      case child
      case sibling
      case own
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) {
        Reader().dependency(\.uuid, .constant(UUID(0)))
      }
      Scope(state: \.sibling, action: \.sibling) { Reader() }
      Scope(state: \.own, action: \.own) { Reader() }
    }
  }

  @Test func overrideReachesOnlyThatReducer() async {
    let store = TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.child) { $0.child = [UUID(0).uuidString] }
    await store.send(.sibling) { $0.sibling = [UUID(1).uuidString] }
    await store.send(.own) { $0.own = [UUID(1).uuidString] }
  }

  @Test func transformDependencyChangesInPlace() async {
    let store = TestStore(initialState: [String]()) {
      Reader().transformDependency(\.uuid) { uuid in
        let base = uuid
        // Wraps the inherited generator: proves it was read, then replaced.
        uuid = UUIDGenerator { base() == UUID(0) ? UUID(7) : UUID(8) }
      }
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(()) { $0 = [UUID(7).uuidString] }
  }

  @Test func dependenciesCanChangeMidTest() async {
    let store = TestStore(initialState: [String]()) {
      Reader()
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(()) { $0 = [UUID(1).uuidString] }
    store.dependencies.uuid = .constant(UUID(2))
    await store.send(()) { $0.append(UUID(2).uuidString) }
  }
}
