import Foundation

extension LinkRoutes {
  /// The same routes, where a link to any of `patterns` (its screen and its request alike,
  /// and their aliases) waits until `requirement` holds.
  ///
  /// ```swift
  /// static let links = LinkRoutes<State, Action>(configuration) { … } requests: { … }
  ///   .requiring(.unlocked, for: ["/notes/:id", "/notes/:id/delete"])
  /// ```
  ///
  /// The intake needs a place to park such links: ``LinkIntake/parksLinks(in:action:expiry:limit:)``.
  /// A pattern no route has is a registration error (reported as an issue, and the
  /// requirement is not added for it). A route has at most one requirement; the last wins.
  ///
  /// - Parameters:
  ///   - requirement: What must hold.
  ///   - patterns: The patterns of the routes it guards, as registered.
  ///   - fileID: The file of the call, for the issue reported on a pattern no route has.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public func requiring(
    _ requirement: LinkRequirement<State>, for patterns: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    var routes = self
    let known = Set(table.patterns)
    for text in patterns {
      guard let pattern = try? RoutePattern(text), known.contains(pattern) else {
        let error = RouteRegistrationError.invalidPattern(
          text, reason: "no route has this pattern to require \(requirement.name)")
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report("\(error)")
        routes.registrationErrors.append(error)
        continue
      }
      routes.requirements[pattern] = requirement
    }
    return routes
  }

  /// The same routes, where a link to any of them (screens, requests and aliases) waits
  /// until `requirement` holds: for an app all of whose links need it (the notes app's
  /// passphrase). A route has at most one requirement; the last wins.
  ///
  /// - Parameter requirement: What must hold.
  public func requiring(_ requirement: LinkRequirement<State>) -> Self {
    var routes = self
    for pattern in table.patterns { routes.requirements[pattern] = requirement }
    return routes
  }

  /// The requirement of the route at the match's pattern, if it has one.
  package func requirement(for pattern: RoutePattern) -> LinkRequirement<State>? {
    requirements.isEmpty ? nil : requirements[pattern]
  }
}
