/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every action an effect sends must be received, and
  /// every effect must finish by the end of the test. The default.
  case on

  /// Only what the test asserts is checked: unasserted state changes, received actions and
  /// running effects are allowed. With `showSkippedAssertions`, what was skipped is reported as
  /// a warning-level issue so it can be reviewed.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without reporting what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
