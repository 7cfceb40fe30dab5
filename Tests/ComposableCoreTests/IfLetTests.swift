import Testing

@testable import ComposableCore

@MainActor
struct IfLetTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var child: Ticker.State?
    }
    @CasePathable
    enum Action: Equatable {
      case child(Ticker.Action)
      case show(id: Int)
      case hide
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child: break
        case let .show(id): state.child = Ticker.State(id: id)
        case .hide: state.child = nil
        }
        return .none
      }
      .ifLet(\.child, action: \.child) { Ticker() }
    }
  }

  @Test func runsChildWhilePresent() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.show(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.tick)) { $0.child?.ticks = 1 }
  }

  @Test func cancelsChildEffectsWhenStateBecomesNil() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.show(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.start))
    #expect(store.hasRunningEffects)
    await store.send(.hide) { $0.child = nil }
    await store.finish()
  }

  @Test func cancelsChildEffectsWhenIdentityChanges() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.show(id: 1)) { $0.child = Ticker.State(id: 1) }
    await store.send(.child(.start))
    await store.send(.show(id: 2)) { $0.child = Ticker.State(id: 2) }
    await store.finish()
  }

  @Test func reportsChildActionWhenNil() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.child(.tick))
    } matching: {
      issue($0, contains: "An \"ifLet\" received a child action when the child state was \"nil\"")
    }
  }
}

@MainActor
struct IfCaseLetTests {
  @CasePathable
  enum State: Equatable {
    case idle
    case ticking(Ticker.State)
  }
  @CasePathable
  enum Action: Equatable {
    case ticking(Ticker.Action)
    case begin
    case end
  }
  struct Feature: Reducer {
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .begin: state = .ticking(Ticker.State())
        case .end: state = .idle
        case .ticking: break
        }
        return .none
      }
      .ifCaseLet(\.ticking, action: \.ticking) { Ticker() }
    }
  }

  @Test func runsCaseAndCancelsOnLeaving() async {
    let store = TestStore(initialState: State.idle) { Feature() }
    await store.send(.begin) { $0 = .ticking(Ticker.State()) }
    await store.send(.ticking(.tick)) { $0 = .ticking(Ticker.State(ticks: 1)) }
    await store.send(.ticking(.start))
    await store.send(.end) { $0 = .idle }
    await store.finish()
  }

  @Test func reportsActionInOtherCase() async {
    await withKnownIssue {
      let store = TestStore(initialState: State.idle) { Feature() }
      await store.send(.ticking(.tick))
    } matching: {
      issue($0, contains: "An \"ifCaseLet\" received a child action when the state was in another case")
    }
  }
}
