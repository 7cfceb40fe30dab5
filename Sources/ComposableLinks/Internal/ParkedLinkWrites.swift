import ConcurrencyExtras

/// Orders one reducer's writes of its parked links: each write is numbered when the reducer
/// makes it, writes run one at a time, and a write older than one already made is skipped.
///
/// Why: each change of the list starts its own effect, and effects run concurrently, so
/// without this an older list could be written after a newer one, and a link applied could
/// come back after a relaunch.
final class ParkedLinkWrites: Sendable {
  private let counter = LockIsolated(0)
  private let queue = Queue()

  /// The number of the next write, taken in the reducer (so in the order of the changes).
  func next() -> Int {
    counter.withValue { value in
      value += 1
      return value
    }
  }

  /// Runs `write` after the writes before it, unless a newer one has already run.
  func perform(_ number: Int, _ write: @escaping @Sendable () async -> Void) async {
    await queue.perform(number, write)
  }

  private actor Queue {
    private var newest = 0
    private var last: Task<Void, Never>?

    func perform(_ number: Int, _ write: @escaping @Sendable () async -> Void) async {
      guard number > newest else { return }
      newest = number
      let previous = last
      let task = Task {
        await previous?.value
        await write()
      }
      last = task
      await task.value
    }
  }
}
