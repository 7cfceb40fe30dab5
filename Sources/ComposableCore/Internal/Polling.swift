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
}
