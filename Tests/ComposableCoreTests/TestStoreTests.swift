import ComposableCore
import Testing

@MainActor
struct TestStoreTests {
  struct Loader: Reducer {
    struct State: Equatable { var value = 0 }
    @CasePathable
    enum Action: Equatable {
      case load
      case loaded(Int)
      case loadForever
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .load:
          return .run { send in await send(.loaded(42)) }
        case let .loaded(value):
          state.value = value
          return .none
        case .loadForever:
          return .run { _ in try await Task.never() }
        }
      }
    }
  }

  @Test func stateMismatchShowsDiff() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    } matching: {
      issue($0, contains: "A state change does not match expectation")
        && issue($0, contains: "−   count: 2")
        && issue($0, contains: "+   count: 1")
        && issue($0, contains: "(Expected: −, Actual: +)")
    }
  }

  @Test func unexpectedChangeIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
    } matching: {
      issue($0, contains: "State was not expected to change, but a change occurred")
    }
  }

  @Test func assertionWithoutChangeIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.set(0)) { $0.count = 0 }
    } matching: {
      issue($0, contains: "Expected state to change, but no change occurred")
    }
  }

  @Test func receiveByCaseKeyPath() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await store.receive(\.loaded) { $0.value = 42 }
  }

  @Test func receiveByCaseKeyPathAndValue() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await store.receive(\.loaded, 42) { $0.value = 42 }
  }

  @Test func receivingWrongActionIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load)
      await store.receive(.loaded(1)) { $0.value = 42 }
    } matching: {
      issue($0, contains: "Received unexpected action")
        && issue($0, contains: "− TestStoreTests.Loader.Action.loaded(1)")
        && issue($0, contains: "+ TestStoreTests.Loader.Action.loaded(42)")
        || issue($0, contains: "Must handle")
    }
  }

  @Test func receivingWrongValueByCaseIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load)
      await store.receive(\.loaded, 7) { $0.value = 42 }
    } matching: {
      issue($0, contains: "Received an action with an unexpected value")
    }
  }

  @Test func receivingWhenNothingComesIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.receive(.loaded(1))
    } matching: {
      issue($0, contains: "Action.loaded(1), but received none.")
    }
  }

  @Test func receiveTimesOutWhileEffectsRun() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.loadForever)
      await store.receive(.loaded(1), timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    } matching: {
      issue($0, contains: "but received none after 0.05 seconds")
    }
  }

  @Test func unreceivedActionBeforeSendIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load).finish()
      // Waits for its own effect too, so what is skipped does not depend on the machine's speed.
      await store.send(.load).finish()
      await store.skipReceivedActions()
    } matching: {
      issue($0, contains: "Must handle 1 received action before sending an action")
    }
  }

  @Test func unreceivedActionAtEndIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.load).finish()
    } matching: {
      issue($0, contains: "The store received 1 unexpected action by the end of the test")
    }
  }

  @Test func runningEffectAtEndIsReportedAtItsSend() async {
    let line = #line + 4
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      store.timeout = .milliseconds(50)  // the end of the test waits this long for it
      await store.send(.loadForever)
    } matching: {
      issue($0, contains: "An effect returned for this action is still running")
        && $0.sourceLocation?.line == line
    }
  }

  @Test func finishReportsEffectsStillRunning() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.loadForever)
      await store.finish(timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    } matching: {
      issue($0, contains: "Expected effects to finish, but 1 still running")
        || issue($0, contains: "An effect returned for this action is still running")
    }
  }

  @Test func skipReceivedActionsAcceptsTheirState() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load).finish()
    await store.skipReceivedActions()
    #expect(store.state.value == 42)
  }

  @Test func skipWithNothingToSkipIsReportedWhenStrict() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    } matching: {
      issue($0, contains: "There were no received actions to skip.")
        || issue($0, contains: "There were no in-flight effects to skip.")
    }
  }

  @Test func nonExhaustiveChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    // A running effect, an unasserted state change and an unreceived action are all allowed.
    await store.send(.loadForever)
    await store.send(.load)
    await store.receive(\.loaded)
    #expect(store.state.value == 42)
    await store.send(.load)
  }

  @Test func nonExhaustiveStillCatchesWrongAssertions() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 5 }
    } matching: {
      issue($0, contains: "A state change does not match expectation")
    }
  }

  @Test func testStoreTaskFinishReportsTimeout() async {
    await withKnownIssue {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      let task = await store.send(.loadForever)
      await task.finish(timeout: .milliseconds(20))
      task.cancel()
    } matching: {
      issue($0, contains: "Expected the effects of this action to finish")
    }
  }
}
