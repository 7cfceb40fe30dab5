import ComposableCore
import Testing

@MainActor
struct ScopeTests {
  struct Parent: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var parentSawCount = 0
    }
    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, _ in
        state.parentSawCount = state.counter.count
        return .none
      }
    }
  }

  @Test func keyPathScopeRunsChildBeforeParent() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.parentSawCount = 1
    }
  }

  @CasePathable
  enum Session: Equatable {
    case loggedOut
    case loggedIn(Counter.State)
  }
  @CasePathable
  enum SessionAction: Equatable {
    case loggedIn(Counter.Action)
    case logOut
  }

  struct SessionFeature: Reducer {
    var body: some Reducer<Session, SessionAction> {
      Scope(\.loggedIn, action: \.loggedIn) { Counter() }
      Reduce { state, action in
        if case .logOut = action { state = .loggedOut }
        return .none
      }
    }
  }

  @Test func caseScopeRunsInItsCase() async {
    let store = TestStore(initialState: Session.loggedIn(Counter.State())) { SessionFeature() }
    await store.send(.loggedIn(.increment)) { $0 = .loggedIn(Counter.State(count: 1)) }
    await store.send(.logOut) { $0 = .loggedOut }
  }

  @Test func caseScopeReportsActionInOtherCase() async {
    await withKnownIssue {
      let store = TestStore(initialState: Session.loggedOut) { SessionFeature() }
      await store.send(.loggedIn(.increment))
    } matching: {
      issue($0, contains: "A \"Scope\" received a child action when the parent state was in another case")
    }
  }

  @Test func nestedScopes() async {
    let store = TestStore(initialState: ScopeTestsOuter.State()) { ScopeTestsOuter() }
    await store.send(.parent(.counter(.set(5)))) {
      $0.parent.counter.count = 5
      $0.parent.parentSawCount = 5
    }
  }
}

struct ScopeTestsOuter: Reducer {
  struct State: Equatable { var parent = ScopeTests.Parent.State() }
  @CasePathable enum Action: Equatable { case parent(ScopeTests.Parent.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.parent, action: \.parent) { ScopeTests.Parent() }
  }
}
