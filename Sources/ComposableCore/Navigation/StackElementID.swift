import CustomDump

/// The identity of one screen in a ``StackState``.
///
/// Each stack hands out ids in increasing order, starting at 0, so a test can name the screens
/// it pushed: `$0.path[id: 0]`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The id's position in the order ids were handed out.
  public let rawValue: Int

  /// Creates an id from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Creates an id from an integer literal, for tests.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Orders ids by when they were handed out.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension StackElementID: CustomDumpStringConvertible, CustomStringConvertible {
  /// The id as `#n`.
  public var description: String { "#\(rawValue)" }
  /// The id as `#n` in test diffs.
  public var customDumpDescription: String { "#\(rawValue)" }
}
