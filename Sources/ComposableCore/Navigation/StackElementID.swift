import CustomDump
import IssueReporting

/// The identity of one screen in a ``StackState``.
///
/// Ids are handed out as TCA hands them out: by one generator per dependency context (the
/// `stackElementID` dependency, internal as TCA's), numbered from 0 in the order screens are
/// pushed, whichever stack they go to. A test names the screens it pushed by number:
/// `$0.path[id: 0]`.
public struct StackElementID: Hashable, Sendable {
  /// The id's position in the order ids were handed out.
  let generation: Int
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id handed out `value`-th, for tests.
  ///
  /// Outside a test an id written as a number names no screen the app pushed (TCA stops the
  /// app there); this reports an issue instead, and the id matches nothing the generator
  /// handed out unless it happens to be that number.
  public init(integerLiteral value: Int) {
    if !isTesting {
      reportIssue(
        """
        A stack element id was written as a number (\(value)) outside a test. Ids come from \
        the stack (`path.ids`, an action's `id`); numbers name them only in tests.
        """)
    }
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  /// The id as `#n`.
  public var debugDescription: String { "#\(generation)" }
  /// The id as `#n` in test diffs.
  public var customDumpDescription: String { "#\(generation)" }
}
