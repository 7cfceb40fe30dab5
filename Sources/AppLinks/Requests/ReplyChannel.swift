import ConcurrencyExtras

/// Where the answer to one request goes: the effect started for the request waits on it.
package final class ReplyChannel<Output: Sendable>: Sendable {
  private enum Phase {
    case waiting(CheckedContinuation<Output, any Error>?)
    case answered(Result<Output, any Error>)
  }
  private let phase = LockIsolated(Phase.waiting(nil))

  /// Creates a channel that waits for its answer.
  package init() {}

  /// Records the first answer and wakes the waiter; later answers are ignored.
  package func resolve(_ result: Result<Output, any Error>) {
    let waiter: CheckedContinuation<Output, any Error>? = phase.withValue { phase in
      guard case let .waiting(continuation) = phase else { return nil }
      phase = .answered(result)
      return continuation
    }
    waiter?.resume(with: result)
  }

  /// The answer, once there is one. Cancelling the waiting task ends the wait with a
  /// `CancellationError` (and answers the channel with it: later answers are ignored).
  package func value() async throws -> Output {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let answer: Result<Output, any Error>? = phase.withValue { phase in
          switch phase {
          case .waiting:
            phase = .waiting(continuation)
            return nil
          case let .answered(result):
            return result
          }
        }
        if let answer { continuation.resume(with: answer) }
      }
    } onCancel: {
      resolve(.failure(CancellationError()))
    }
  }
}
