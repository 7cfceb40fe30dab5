/// What ``LinkServer/importLinks(csv:redirects:now:)`` did with each line of an export: the
/// paths it now answers, those another link already holds, and the lines it refused, why.
public struct ShortLinkImport: Hashable, Sendable {
  /// The paths kept, in the file's order.
  public var kept: [String] = []
  /// The paths already kept (an import run twice keeps nothing twice).
  public var taken: [String] = []
  /// The lines refused (1 is the file's first line), and why.
  public var refused: [Refusal] = []

  /// A line that was not imported.
  public struct Refusal: Hashable, Sendable {
    /// The line's number, from 1.
    public var line: Int
    /// Why.
    public var reason: String
  }
}
