import Foundation
import LinkRouting

/// Orders one reducer's writes of its parked links: each write is numbered when the reducer
/// makes it, writes run one at a time in that order, and a write older than one already
/// started is skipped — but still waits for that newer write to finish, because its caller
/// (the resume of a parked link) may only go on once the list without the link is stored.
///
/// Why: each change of the list starts its own effect, and effects run concurrently, so
/// without this an older list could be written after a newer one, and a link applied could
/// come back after a relaunch. Each write runs in its own effect's task, waiting for the one
/// before through a ``Turn``: no actor and no task of its own, whose hops were measured in the
/// parking benchmark (`Benchmarks/README.md`). `@unchecked`: its state is read and written
/// under `lock`.
final class ParkedLinkWrites: @unchecked Sendable {
  private let lock = NSLock()
  private var numbered = 0
  private var started = 0
  private var last: Turn?

  /// The number of the next write, taken in the reducer (so in the order of the changes).
  func next() -> Int {
    lock.withLock {
      numbered += 1
      return numbered
    }
  }

  /// Runs `write` after the writes before it, unless a newer one has started; returns once
  /// the newest write started so far has finished.
  func perform(_ number: Int, _ write: @Sendable () async -> Void) async {
    let (previous, mine) = lock.withLock { () -> (Turn?, Turn?) in
      guard number > started else { return (last, nil) }
      started = number
      let previous = last
      let mine = Turn()
      last = mine
      return (previous, mine)
    }
    await previous?.finished()
    guard let mine else { return }
    await write()
    mine.finish()
  }

  /// One write's end, which the next write waits for.
  final class Turn: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func finish() {
      let waiters = lock.withLock {
        done = true
        defer { self.waiters = [] }
        return self.waiters
      }
      for waiter in waiters { waiter.resume() }
    }

    func finished() async {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock {
          if done { return true }
          waiters.append(continuation)
          return false
        }
        if ready { continuation.resume() }
      }
    }
  }
}
