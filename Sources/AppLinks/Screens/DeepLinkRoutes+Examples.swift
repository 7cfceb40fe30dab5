import Foundation
import IssueReporting

extension DeepLinkRoutes {
  /// Checks every route's example links: each must match its own route, apply to `initial`
  /// (a fresh app's state), and print back from the resulting state to an equivalent link
  /// (the same route, path parameters and query items, in any order and percent-encoding).
  ///
  /// ```swift
  /// @Test func linksRoundTrip() {
  ///   #expect(App.links.checkExamples(from: App.State()).isEmpty)
  /// }
  /// ```
  ///
  /// Each failure is also reported as an issue, so in a test the call alone is enough.
  ///
  /// - Returns: The failures, empty when every example holds.
  @discardableResult
  public func checkExamples(
    from initial: State,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [LinkFinding] {
    var failures: [LinkFinding] = []
    for route in table.routes {
      for example in route.value.examples {
        if let problem = check(example, of: route.pattern, from: initial) {
          failures.append(.example(example, of: route.pattern.description, problem))
        }
      }
    }
    for failure in failures {
      reportIssue(failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failures
  }

  private func check(
    _ example: String, of pattern: RoutePattern, from initial: State
  ) -> String? {
    let expected: RouteRequest
    switch table.read(example) {
    case let .success((request, _)): expected = request
    case let .failure(failure): return "does not match: \(failure.error)"
    }
    guard expected.pattern == pattern else { return "matches \(expected.pattern) instead" }
    guard let url = URL(string: example) else { return "does not match: not a URL" }
    var state = initial
    if case let .failure(failure) = apply(url, to: &state) { return "does not apply: \(failure)" }
    guard let printed = self.url(for: state) else { return "leads to a state no route prints a link for" }
    guard case let .success((actual, _)) = table.read(printed.absoluteString),
      Self.equivalent(actual, expected)
    else {
      return "prints back as \(printed.absoluteString)"
    }
    return nil
  }

  /// The same route, path parameters and query items, whatever the items' order.
  static func equivalent(_ lhs: RouteRequest, _ rhs: RouteRequest) -> Bool {
    func sorted(_ items: [URLQueryItem]) -> [URLQueryItem] {
      items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
    }
    return lhs.pattern == rhs.pattern && lhs.pathParameters == rhs.pathParameters
      && sorted(lhs.queryItems) == sorted(rhs.queryItems)
  }
}
