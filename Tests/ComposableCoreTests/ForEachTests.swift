import Testing

@testable import ComposableCore

@MainActor
struct ForEachTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Ticker.State> = []
    }
    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Ticker>)
      case add(Int)
      case remove(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .rows: break
        case let .add(id): state.rows.append(Ticker.State(id: id))
        case let .remove(id): state.rows.remove(id: id)
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Ticker() }
    }
  }

  @Test func routesActionToElement() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.add(1)) { $0.rows = [Ticker.State(id: 1)] }
    await store.send(.add(2)) { $0.rows.append(Ticker.State(id: 2)) }
    await store.send(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
  }

  @Test func cancellationIDsAreScopedPerElement() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.add(1)) { $0.rows = [Ticker.State(id: 1)] }
    await store.send(.add(2)) { $0.rows.append(Ticker.State(id: 2)) }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    // Row 1 stops its own timer; row 2's timer, with the same id, keeps running.
    await store.send(.rows(.element(id: 1, action: .stop)))
    await store.skipReceivedActions(strict: false)
    #expect(store.hasRunningEffects)
    await store.send(.remove(2)) { $0.rows.remove(id: 2) }
    await store.finish()
  }

  @Test func removingElementCancelsItsEffects() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.add(1)) { $0.rows = [Ticker.State(id: 1)] }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.remove(1)) { $0.rows = [] }
    await store.finish()
  }

  @Test func reportsActionForMissingElement() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.rows(.element(id: 9, action: .tick)))
    } matching: {
      issue($0, contains: "A \"forEach\" received an action for an element that is not in the collection")
    }
  }
}
