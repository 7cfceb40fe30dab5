/// A published link that no longer leads where its list says
/// (`LinkRoutes.checkPublishedLinks(_:from:fileID:filePath:line:column:)`).
public struct PublishedLinkFinding: Hashable, Sendable, CustomStringConvertible {
  /// The line of the list (from 1).
  public var line: Int
  /// The link, as listed.
  public var link: String
  /// What went wrong.
  public var reason: String

  /// Creates a failure.
  package init(line: Int, link: String, reason: String) {
    self.line = line
    self.link = link
    self.reason = reason
  }

  /// `line N: link: reason`.
  public var description: String { "line \(line): \(link): \(reason)" }
}
