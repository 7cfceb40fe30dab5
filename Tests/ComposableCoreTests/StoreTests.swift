import ComposableCore
import ConcurrencyExtras
import Testing

@MainActor
struct StoreTests {
  struct Echo: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var counter = Counter.State()
    }
    @CasePathable
    enum Action: Equatable {
      case first
      case second
      case load
      case loaded(Int)
      case counter(Counter.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .first:
          state.log.append("first begins")
          defer { state.log.append("first ends") }
          return .send(.second)
        case .second:
          state.log.append("second")
          return .none
        case .load:
          return .run { send in await send(.loaded(42)) }
        case let .loaded(value):
          state.log.append("loaded \(value)")
          return .none
        case .counter:
          return .none
        }
      }
    }
  }

  @Test func sendReducesAndReadsState() {
    let store = Store(initialState: Echo.State()) { Echo() }
    store.send(.counter(.increment))
    #expect(store.state.counter.count == 1)
    #expect(store.counter.count == 1)
  }

  @Test func actionsSentDuringReductionAreQueuedNotReentered() {
    let store = Store(initialState: Echo.State()) { Echo() }
    store.send(.first)
    #expect(store.log == ["first begins", "first ends", "second"])
  }

  @Test func observerSendingIsQueued() {
    let store = Store(initialState: Echo.State()) { Echo() }
    var seen: [Int] = []
    let observation = store.observe(\.counter.count) { count in
      seen.append(count)
      if count == 1 { store.send(.counter(.increment)) }
    }
    store.send(.counter(.increment))
    #expect(seen == [0, 1, 2])
    observation.cancel()
    store.send(.counter(.increment))
    #expect(seen == [0, 1, 2])
  }

  @Test func sendReturnsTaskToAwait() async {
    let store = Store(initialState: Echo.State()) { Echo() }
    await store.send(.load).finish()
    #expect(store.log == ["loaded 42"])
  }

  @Test func sendReturnsTaskToCancel() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    let task = store.send(.start)
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
  }

  @Test func scopedStoreReadsAndSendsThroughParent() {
    let store = Store(initialState: Echo.State()) { Echo() }
    let child = store.scope(state: \.counter, action: \.counter)
    child.send(.set(7))
    #expect(child.state.count == 7)
    #expect(store.state.counter.count == 7)
  }

  @Test func scopedStoreObservesItsPart() {
    let store = Store(initialState: Echo.State()) { Echo() }
    let child = store.scope(state: \.counter, action: \.counter)
    var seen: [Int] = []
    let observation = child.observe(\.count) { seen.append($0) }
    store.send(.second)
    store.send(.counter(.increment))
    #expect(seen == [0, 1])
    _ = observation
  }

  @Test func valuesStreamsDistinctValues() async {
    let store = Store(initialState: Echo.State()) { Echo() }
    var values = store.values(of: \.counter.count).makeAsyncIterator()
    #expect(await values.next() == 0)
    store.send(.second)
    store.send(.counter(.increment))
    #expect(await values.next() == 1)
  }

  @Test func statesStreamsEverySettledState() async {
    let store = Store(initialState: Echo.State()) { Echo() }
    var states = store.states.makeAsyncIterator()
    #expect(await states.next()?.log == [])
    store.send(.first)
    #expect(await states.next()?.log == ["first begins", "first ends", "second"])
  }

  @Test func storeAppliesDependencyOverrides() {
    struct Reader: Reducer {
      @Dependency(\.uuid) var uuid
      func reduce(into state: inout String, action: Void) -> Effect<Void> {
        state = uuid().uuidString
        return .none
      }
    }
    let store = Store(initialState: "") {
      Reader()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(())
    #expect(store.state == "00000000-0000-0000-0000-000000000000")
  }
}

/// TCA (1.25) reports an action sent to a store while it reduces another; so does this store,
/// and the action is still reduced after the one in progress (nothing is lost).
@MainActor
@Test func anActionSentWhileReducingIsReportedAndReducedAfter() {
  final class Holder: @unchecked Sendable { var store: StoreOf<Sender>? }
  struct Sender: Reducer {
    let holder: Holder
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case first, second }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .first:
        state.log.append("first")
        // What a reducer must never do: send to its own store while it reduces.
        MainActor.assumeIsolated { _ = holder.store?.send(.second) }
        return .none
      case .second:
        state.log.append("second")
        return .none
      }
    }
  }
  let holder = Holder()
  let store = Store(initialState: Sender.State()) { Sender(holder: holder) }
  holder.store = store
  withKnownIssue {
    store.send(.first)
  } matching: { issue in
    issue.description.contains("An action was sent to the store while it was reducing another action")
  }
  #expect(store.state.log == ["first", "second"])
  // An action sent by an effect is not one sent while reducing.
  store.send(.second)
  #expect(store.state.log == ["first", "second", "second"])
  // The queue is empty again after each send: a second round queues and reduces as the first.
  withKnownIssue {
    store.send(.first)
  } matching: { issue in
    issue.description.contains("An action was sent to the store while it was reducing another action")
  }
  #expect(store.state.log == ["first", "second", "second", "first", "second"])
}
