/// The clock of a process that answers what waits and exits (`notes unlock`): a sleep ends at
/// once by throwing `CancellationError`, as a cancelled one does, so a parked link's expiry
/// timer ends without firing and keeps nothing waiting. Its age is checked when it is read.
struct ExpiryFreeClock: Clock {
  let now = ContinuousClock.now
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    throw CancellationError()
  }
}
