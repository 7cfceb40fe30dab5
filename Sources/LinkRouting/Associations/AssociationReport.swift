/// What checking association-file components against a route table found: per route, per
/// component and per example, whether the file and the table agree.
public struct AssociationReport: Hashable, Sendable, CustomStringConvertible {
  /// One verdict.
  public struct Line: Hashable, Sendable {
    /// What is judged: `route /notes/:id`, `component 3 (/notes/?*)`, `example https://…`.
    public var subject: String
    /// Whether the file and the table agree on it.
    public var agrees: Bool
    /// Why, in a few words.
    public var detail: String
  }

  /// The verdicts, routes first, then components, then examples and probes.
  public var lines: [Line]

  /// Whether the file and the table agree on everything.
  public var agrees: Bool { lines.allSatisfy(\.agrees) }

  /// The lines that disagree.
  package var disagreements: [Line] { lines.filter { !$0.agrees } }

  /// One line per verdict: `✔ subject: detail` or `✘ subject: detail`.
  public var description: String {
    lines.map { "\($0.agrees ? "✔" : "✘") \($0.subject): \($0.detail)" }.joined(separator: "\n")
  }
}
