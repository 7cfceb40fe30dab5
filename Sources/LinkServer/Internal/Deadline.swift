import Foundation

/// Runs work that may not take longer than a deadline: its result if it finishes in time,
/// else `late` at the deadline, without waiting for work that ignores cancellation (a task
/// group would wait for it; the page must not).
enum Deadline {
  enum Outcome<Value: Sendable>: Sendable {
    case finished(Value)
    case failed(any Error)
    case late
  }

  static func run<Value: Sendable>(
    within limit: Duration, _ work: @escaping @Sendable () async throws -> Value
  ) async -> Outcome<Value> {
    let once = Once<Outcome<Value>>()
    return await withCheckedContinuation { continuation in
      once.set(continuation)
      // The timer goes as soon as the work is done: a page answered in a millisecond must not
      // leave a sleeping task behind for the rest of the deadline (at a few thousand pages a
      // second, thousands of them).
      let timer = Task {
        try? await Task.sleep(for: limit)
        return once.resume(.late)
      }
      let worker = Task {
        do { once.resume(.finished(try await work())) } catch { once.resume(.failed(error)) }
        timer.cancel()
      }
      Task {
        if await timer.value { worker.cancel() }
      }
    }
  }
}

/// A continuation resumed by whichever side comes first (set before either side starts).
private final class Once<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting: CheckedContinuation<Value, Never>?

  func set(_ continuation: CheckedContinuation<Value, Never>) {
    lock.withLock { waiting = continuation }
  }

  /// Resumes the continuation with `value` if nothing has yet; whether this did.
  @discardableResult
  func resume(_ value: Value) -> Bool {
    let continuation = lock.withLock {
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: value)
    return continuation != nil
  }
}
