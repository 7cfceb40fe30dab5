import CustomDump

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
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  /// The id as `#n`.
  public var debugDescription: String { "#\(generation)" }
  /// The id as `#n` in test diffs.
  public var customDumpDescription: String { "#\(generation)" }
}
