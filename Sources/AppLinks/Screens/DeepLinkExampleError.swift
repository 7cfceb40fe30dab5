/// An example link of a deep-link route that does not do what it shows: what
/// ``DeepLinkRoutes/checkExamples(from:fileID:filePath:line:column:)`` finds.
public struct DeepLinkExampleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// The example is not a URL, or no route matches it.
    case notMatched(String)
    /// The example matches another route than the one that declares it.
    case matchedOtherRoute(String)
    /// The route matched but could not apply the link (its input is invalid).
    case notApplied(String)
    /// No route can print a link for the state the example led to.
    case notPrinted
    /// The printed link is not the example (up to query order and percent-encoding).
    case printedDifferently(String)
  }

  /// The route's pattern.
  public let pattern: String
  /// The example link.
  public let example: String
  /// What went wrong.
  public let reason: Reason

  /// Creates a failure.
  package init(pattern: String, example: String, reason: Reason) {
    self.pattern = pattern
    self.example = example
    self.reason = reason
  }

  /// A one-line message.
  public var description: String {
    let what =
      switch reason {
      case let .notMatched(failure): "does not match: \(failure)"
      case let .matchedOtherRoute(other): "matches \(other) instead"
      case let .notApplied(failure): "does not apply: \(failure)"
      case .notPrinted: "leads to a state no route prints a link for"
      case let .printedDifferently(printed): "prints back as \(printed)"
      }
    let sentence = "Example \(example) of \(pattern) \(what)"
    return sentence.hasSuffix(".") ? sentence : sentence + "."
  }
}
