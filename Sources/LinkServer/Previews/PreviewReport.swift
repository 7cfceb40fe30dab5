/// What ``LinkPages/checkPreviews(base:fetch:)`` found: per page, rule by rule.
public struct PreviewReport: Sendable, CustomStringConvertible {
  /// One rule, on one page.
  public struct Finding: Sendable, Equatable {
    /// The page's path (and query).
    public var page: String
    /// The rule.
    public var rule: PreviewRule
    /// Whether the page keeps it.
    public var passed: Bool
    /// What was found.
    public var detail: String
  }

  /// Every finding, page by page in the map's order.
  public var findings: [Finding]

  /// Whether every page keeps every rule.
  public var passes: Bool { findings.allSatisfy(\.passed) }

  /// A line per finding (`✔`/`✘`, page, rule, what was found), and what to do about each rule
  /// that failed.
  public var description: String {
    var lines = findings.map { "\($0.passed ? "✔" : "✘") \($0.page) \($0.rule.rawValue): \($0.detail)" }
    let failed = PreviewRule.allCases.filter { rule in findings.contains { $0.rule == rule && !$0.passed } }
    if !failed.isEmpty { lines.append("") }
    lines += failed.map { "\($0.rawValue): \($0.advice)" }
    return lines.joined(separator: "\n")
  }
}
