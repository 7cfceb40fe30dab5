import ConcurrencyExtras
import Testing

@testable import ComposableCore

@MainActor
struct EffectTests {
  @CasePathable
  enum Action: Equatable {
    case start
    case step(Int)
  }

  struct State: Equatable { var steps: [Int] = [] }

  func store(
    _ effect: @escaping () -> Effect<Action>
  ) -> TestStore<State, Action> {
    TestStore(initialState: State()) {
      Reduce { state, action in
        switch action {
        case .start: return effect()
        case let .step(n):
          state.steps.append(n)
          return .none
        }
      }
    }
  }

  @Test func sendIsDeliveredSynchronously() async {
    let store = store { .send(.step(1)) }
    await store.send(.start)
    await store.receive(.step(1)) { $0.steps = [1] }
  }

  @Test func runSendsActions() async {
    let store = store {
      .run { send in
        await send(.step(1))
        await send(.step(2))
      }
    }
    await store.send(.start)
    await store.receive(.step(1)) { $0.steps = [1] }
    await store.receive(.step(2)) { $0.steps = [1, 2] }
  }

  @Test func concatenateRunsInOrder() async {
    let store = store {
      .concatenate(
        .run { send in
          try await Task.sleep(for: .milliseconds(20))
          await send(.step(1))
        },
        .send(.step(2)),
        .run { send in await send(.step(3)) }
      )
    }
    await store.send(.start)
    await store.receive(.step(1)) { $0.steps = [1] }
    await store.receive(.step(2)) { $0.steps = [1, 2] }
    await store.receive(.step(3)) { $0.steps = [1, 2, 3] }
  }

  @Test func mergeRunsAll() async {
    let store = store {
      .merge(.send(.step(1)), .none, .run { send in await send(.step(2)) })
    }
    await store.send(.start)
    await store.receive(.step(1)) { $0.steps = [1] }
    await store.receive(.step(2)) { $0.steps = [1, 2] }
  }

  @Test func cancelStopsEffectAndDropsItsActions() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.start)
    #expect(store.hasRunningEffects)
    await store.send(.stop)
    await store.finish()
    #expect(!store.hasRunningEffects)
  }

  @Test func cancelInFlightReplacesRunningEffect() async {
    let started = LockIsolated(0)
    let made = LockIsolated(0)
    let store = store {
      // Numbered when the reducer makes it, in send order: numbering when the task starts
      // would depend on which task a loaded machine schedules first.
      let number = made.withValue {
        $0 += 1; return $0
      }
      return .run { send in
        started.withValue { $0 += 1 }
        // The first never finishes on its own (a long sleep did, under the thread sanitizer on
        // a loaded machine: 10 s passed between the two sends); only its cancellation ends it.
        if number == 1 { try await Task.never() }
        await send(.step(number))
      }
      .cancellable(id: "search", cancelInFlight: true)
    }
    await store.send(.start)
    await store.send(.start)
    await store.receive(.step(2)) { $0.steps = [2] }
    await store.finish()
    #expect(started.value == 2)
  }

  @Test func cancellationIsNotReported() async {
    let store = store {
      .run { _ in try await Task.never() }.cancellable(id: 1)
    }
    let task = await store.send(.start)
    task.cancel()
    await store.finish()
  }

  @Test func unhandledErrorIsReported() async {
    struct Failure: Error {}
    await withKnownIssue {
      let store = store { .run { _ in throw Failure() } }
      await store.send(.start)
      await store.finish()
    } matching: {
      issue($0, contains: "An \"Effect.run\" threw an unhandled error: Failure()")
    }
  }

  @Test func catchHandlerReceivesError() async {
    struct Failure: Error {}
    let store = store {
      .run { _ in
        throw Failure()
      } catch: { _, send in
        await send(.step(-1))
      }
    }
    await store.send(.start)
    await store.receive(.step(-1)) { $0.steps = [-1] }
  }

  @Test func effectRunsWithDependenciesOfItsReducer() async {
    let store = TestStore(initialState: State()) {
      Reduce<State, Action> { state, action in
        switch action {
        case .start:
          return .run { send in
            @Dependency(\.uuid) var uuid
            await send(.step(uuid().uuidString.hasSuffix("0") ? 0 : 1))
          }
        case let .step(n):
          state.steps.append(n)
          return .none
        }
      }
      .dependency(\.uuid, .incrementing)
    }
    await store.send(.start)
    await store.receive(.step(0)) { $0.steps = [0] }
  }

  @Test func mapTransformsEveryAction() async {
    let effect = Effect<Int>.merge(.send(1), .run { send in await send(2) }).map { Action.step($0) }
    let store = store { effect }
    await store.send(.start)
    await store.receive(.step(1)) { $0.steps = [1] }
    await store.receive(.step(2)) { $0.steps = [1, 2] }
  }
}
