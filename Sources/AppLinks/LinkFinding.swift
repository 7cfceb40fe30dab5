/// What a check of an app's links found wrong with one link: an example that does not lead
/// back to itself (``DeepLinkRoutes/checkExamples(from:fileID:filePath:line:column:)``), a
/// published link that no longer leads where its list says
/// (``LinkRoutes/checkPublishedLinks(_:from:fileID:filePath:line:column:)``), or an example
/// that leaves another state when it launches the app than in a running app
/// (`LinkRoutes.checkColdAndWarm`).
///
/// Each check also reports every finding as an issue at its call, so a test needs only the
/// call; the findings are for a tool that prints them, or a test that expects one.
public struct LinkFinding: Hashable, Sendable, CustomStringConvertible {
  /// The link, as the route's example or the list gives it.
  public let link: String
  /// The pattern of the route the link belongs to, when the check knows it.
  public let pattern: String?
  /// What is wrong: one line, or for a state that differs, the difference (`-` in a running
  /// app, `+` this arrival).
  public let problem: String
  /// The sentence a report shows.
  let sentence: String

  init(link: String, pattern: String?, problem: String, sentence: String) {
    self.link = link
    self.pattern = pattern
    self.problem = problem
    self.sentence = sentence
  }

  /// One sentence naming the link, its route and the problem.
  public var description: String { sentence }
}

extension LinkFinding {
  /// An example of `pattern` that fails `problem` (`does not match: …`, `prints back as …`).
  static func example(_ example: String, of pattern: String, _ problem: String) -> Self {
    let sentence = "Example \(example) of \(pattern) \(problem)"
    return Self(
      link: example, pattern: pattern, problem: problem,
      sentence: sentence.hasSuffix(".") ? sentence : sentence + ".")
  }

  /// Line `line` of a published list, `link`, broken because of `problem`.
  static func published(_ link: String, line: Int, _ problem: String) -> Self {
    Self(link: link, pattern: nil, problem: problem, sentence: "line \(line): \(link): \(problem)")
  }

  /// An example of `pattern` that, arriving `arrival` (`cold`, `waiting`), differs by `difference`.
  static func arrival(_ example: String, of pattern: String, _ arrival: String, _ difference: String) -> Self {
    let problem = "arriving \(arrival) leaves another state than in a running app:\n\(difference)"
    return Self(link: example, pattern: pattern, problem: problem, sentence: "\(example) (\(pattern)) \(problem)")
  }
}
