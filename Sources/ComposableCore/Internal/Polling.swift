import Foundation

/// The one wait behind ``TestStore``'s and ``TestStoreTask``'s waits and ``Store/settle(timeout:)``:
/// effects run on other threads and signal nothing when they end, so a waiter looks again.
enum Polling {
  /// Looks at `done` until it holds or `timeout` passes; returns whether it held. A few yields
  /// first (most effects need only those to finish), then 1 ms sleeps, so that a slow effect
  /// does not spin the caller's actor. `timeout` is a ceiling for effects that hang: the wait
  /// returns as soon as `done` holds.
  static func wait(
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    until done: () -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    var looks = 0
    while !done() {
      guard ContinuousClock.now < deadline else { return false }
      looks += 1
      if looks < 20 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
    return true
  }

  /// Looks at `done` until it holds or `timeout` passes, sleeping the calling thread 1 ms
  /// between looks; returns whether it held. For ``TestStore``'s `deinit`, which cannot await:
  /// an effect that has sent its last action still has to return, on another thread, and under
  /// load that can come after the test's last line. It needs nothing of the waiting thread.
  static func waitBlocking(timeout: Duration, until done: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !done() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.001)
    }
    return true
  }
}
