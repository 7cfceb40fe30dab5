import Foundation
import LinkRouting

/// The links an app saw lately, and the duplicates it dropped: the state
/// ``LinkIntake/dropsDuplicateLinks(within:recent:)`` keeps, so tests (and a log) can see what
/// was dropped.
public struct RecentLinks: Equatable, Sendable {
  /// When each recent link last arrived.
  public var seen: [URL: Date] = [:]
  /// The duplicates dropped, oldest first (the last 100 of them).
  public var dropped: [URL] = []

  /// How many dropped links are kept in ``dropped``.
  package static let keptDrops = 100

  /// No link seen yet.
  public init() {}
}
