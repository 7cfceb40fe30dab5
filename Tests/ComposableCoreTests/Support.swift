import ComposableCore
import Testing

/// Matches a known issue by a fragment of its message, so a test of a failure message fails
/// when the message changes.
func issue(_ issue: Issue, contains fragment: String) -> Bool {
  issue.description.contains(fragment)
}

/// A counter, the smallest feature with state and actions.
struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case decrement
    case increment
    case set(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrement: state.count -= 1
      case .increment: state.count += 1
      case let .set(value): state.count = value
      }
      return .none
    }
  }
}

/// A feature whose effect runs until it is cancelled, to observe cancellation.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }
  @CasePathable
  enum Action: Equatable {
    case start
    case tick
    case stop
    case close
  }
  enum CancelID { case timer }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in Ticks.stream() { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .stop:
        return .cancel(id: CancelID.timer)
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }
}

/// Never-ending work for the ticker: a stream that never finishes, so only cancellation stops
/// the effect and the test never waits on a clock.
enum Ticks {
  static func stream() -> AsyncStream<Void> {
    AsyncStream { _ in }
  }
}
