import Foundation

/// Counts the URLs a table matches (testing SPI: `@_spi(Testing) import LinkRouting`): what a test reads to prove that a link is matched once on
/// its way through a store, however many reducers it passes.
///
/// Only tables made for such a test carry one (``RouteTable/counting(into:)``); an app's
/// tables have none and pay one `nil` check per match. `@unchecked` because its one mutable
/// count is read and written under its lock (`Mutex` needs macOS 15).
@_spi(Testing) public final class MatchProbe: @unchecked Sendable {
  private let lock = NSLock()
  private var matches = 0

  /// Creates a probe that has counted nothing.
  public init() {}

  /// The matches counted so far.
  public var matched: Int { lock.withLock { matches } }

  /// Counts one match.
  func record() {
    lock.withLock { matches += 1 }
  }
}
