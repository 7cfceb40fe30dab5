/// How many claims one client may make: ``burst`` at once, then one per ``interval`` (a
/// token bucket, kept in the site's ``LinkClaimStore`` so that every instance counts the same
/// client alike). Over it, the site answers `429` with `Retry-After`, and makes nothing.
///
/// A client is known by a keyed hash of its address, under a key derived from the site's and
/// the day's date: no address is written anywhere (not the store, a log line or a metric), and
/// yesterday's keys link to nothing today.
public struct LinkClaimRate: Hashable, Sendable {
  /// How many claims a client may make at once. 10 unless said.
  public var burst: Int
  /// How long until a client may make one more. A minute unless said.
  public var interval: Duration

  /// A rate: `burst` at once, then one per `interval`.
  public init(burst: Int = 10, interval: Duration = .seconds(60)) {
    self.burst = max(1, burst)
    self.interval = interval
  }

  /// ``interval`` in seconds (at least a millisecond): what a store's statement computes with.
  public var seconds: Double {
    max(0.001, Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
  }

  /// Whether a client whose next claim was due at `due` (nil: never seen) may make one at
  /// `now` (seconds since 1970): the new due time if so, else the seconds until it may.
  /// The rule every store applies, in one step (GCRA: the generic cell rate algorithm).
  package func take(due: Double?, now: Double) -> Result<Double, RetryAfter> {
    let next = max(due ?? now, now) + seconds
    let excess = next - now - Double(burst) * seconds
    return excess <= 0 ? .success(next) : .failure(RetryAfter(seconds: excess))
  }

  /// How long a client must wait.
  package struct RetryAfter: Error, Hashable {
    /// Seconds.
    package var seconds: Double
  }
}
