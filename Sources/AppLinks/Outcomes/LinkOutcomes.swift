import Dependencies
import Foundation
import LinkRouting
import Logging

/// Where the store's link reducers report what became of each link (``LinkOutcome``): a
/// dependency, so an app keeps, shows or sends its outcomes, and a test reads them.
///
/// ```swift
/// // In a test:
/// let outcomes = LinkOutcomes.recording()
/// let store = TestStore(initialState: App.State()) { App() } withDependencies: {
///   $0.linkOutcomes = outcomes
/// }
/// await store.send(.link(URL(string: "notes://notes/3")!)) { $0.path.append(3) }
/// #expect(outcomes.recent().map(\.result) == [.shown])
/// ```
///
/// The live value (``logging(capacity:logger:)``) keeps the last 100 outcomes, yields each to
/// the readers of ``stream``, and logs it with swift-log under the label `AppLinks`:
/// refused links and failed requests at `info`, the rest at `debug`, so an app whose log level
/// is `notice` or above stays quiet. The test value ignores them; a test that checks outcomes
/// sets ``recording(capacity:date:)``.
public struct LinkOutcomes: Sendable {
  /// A point in time: the date an outcome shows, and a monotonic instant to time it with.
  package struct Moment: Sendable {
    /// The calendar date.
    package var date: Date
    /// The monotonic instant (durations are differences of these).
    package var instant: ContinuousClock.Instant

    /// Creates a moment.
    package init(date: Date, instant: ContinuousClock.Instant) {
      self.date = date
      self.instant = instant
    }
  }

  /// Records one outcome.
  public var record: @Sendable (LinkOutcome) -> Void
  /// The outcomes kept, oldest first.
  public var recent: @Sendable () -> [LinkOutcome]
  /// The outcomes recorded from now on, as they come; a reader that falls behind keeps the
  /// newest (as many as the log keeps).
  public var stream: @Sendable () -> AsyncStream<LinkOutcome>
  /// Now: when a link arrives and when its outcome is reached (the live clock, but in
  /// ``recording(capacity:date:)``).
  package var now: @Sendable () -> Moment
  /// Where links that name no caller reach this process from: ``LinkSource/desktop`` (the
  /// default: an app the desktop opens links with), or ``LinkSource/commandLine`` for a command
  /// that takes links as its arguments. (An `https://` link is ``LinkSource/web`` either way.)
  public var arrival: LinkSource = .desktop
  /// The source of the link being decided when the intake knows better than the link itself
  /// (a deferred link, whose carrier the link does not say): wins over ``arrival`` and the link.
  package var carried: LinkSource?

  /// Creates outcomes from their closures: where each goes (to analytics, say), timed and
  /// dated by the live clocks.
  public init(
    record: @escaping @Sendable (LinkOutcome) -> Void,
    recent: @escaping @Sendable () -> [LinkOutcome],
    stream: @escaping @Sendable () -> AsyncStream<LinkOutcome>
  ) {
    self.init(record: record, recent: recent, stream: stream, now: { Moment(date: Date(), instant: .now) })
  }

  init(
    record: @escaping @Sendable (LinkOutcome) -> Void,
    recent: @escaping @Sendable () -> [LinkOutcome],
    stream: @escaping @Sendable () -> AsyncStream<LinkOutcome>,
    now: @escaping @Sendable () -> Moment
  ) {
    self.record = record
    self.recent = recent
    self.stream = stream
    self.now = now
  }

  /// Keeps the last `capacity` outcomes, streams them, and logs each with `logger`.
  public static func logging(capacity: Int = 100, logger: Logger = Logger(label: "AppLinks")) -> Self {
    let log = LinkOutcomeLog(capacity: capacity, logger: logger)
    return LinkOutcomes(record: { log.record($0) }, recent: { log.recent() }, stream: { log.stream() })
  }

  /// Keeps every outcome (up to `capacity`) for a test to read, logs nothing, and times
  /// nothing: every outcome is dated `date` and lasts zero.
  public static func recording(capacity: Int = 1_000, date: Date = Date(timeIntervalSince1970: 0)) -> Self {
    let log = LinkOutcomeLog(capacity: capacity, logger: nil)
    let moment = Moment(date: date, instant: .now)
    return LinkOutcomes(
      record: { log.record($0) }, recent: { log.recent() }, stream: { log.stream() }, now: { moment }
    )
  }

  /// Ignores outcomes.
  public static let ignored = LinkOutcomes(
    record: { _ in }, recent: { [] }, stream: { AsyncStream { $0.finish() } },
    now: { Moment(date: Date(timeIntervalSince1970: 0), instant: ContinuousClock.Instant.now) }
  )
}

private enum LinkOutcomesKey: DependencyKey {
  static let liveValue = LinkOutcomes.logging()
  static var testValue: LinkOutcomes { .ignored }
}

extension DependencyValues {
  /// Where link reducers report each link's outcome. See ``LinkOutcomes``.
  ///
  /// Unless an app sets another, ``LinkOutcomes/logging(capacity:logger:)``: one log for the
  /// process. In tests ``LinkOutcomes/ignored``: a test that checks outcomes sets
  /// ``LinkOutcomes/recording(capacity:date:)``.
  public var linkOutcomes: LinkOutcomes {
    get { self[LinkOutcomesKey.self] }
    set { self[LinkOutcomesKey.self] = newValue }
  }
}
