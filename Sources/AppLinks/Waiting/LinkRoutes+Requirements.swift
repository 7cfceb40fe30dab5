import Foundation

extension LinkRoutes.Screens {
  /// Makes a link to any of `patterns` (and their aliases) wait until `requirement` holds.
  ///
  /// ```swift
  /// screens.requiring(unlocked, for: ["/notes/:id"])
  /// ```
  ///
  /// The intake needs a place to park such links: ``LinkIntake/parksLinks(in:action:expiry:limit:)``.
  /// A pattern this table has no route for is a registration error (reported as an issue
  /// here, and the requirement is not added for it). A route has at most one requirement; the
  /// last declared wins.
  ///
  /// - Parameters:
  ///   - requirement: What must hold.
  ///   - patterns: The patterns of the routes it guards, as registered; nil for every screen
  ///     of the table (an app all of whose links need it: the notes app's passphrase).
  ///   - fileID: The file of the call, for the issue reported on a pattern no route has.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func requiring(
    _ requirement: LinkRequirement<State>, for patterns: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    additions.requirements.append(
      (requirement, patterns, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension LinkRoutes.Requests {
  /// Makes a request to any of `patterns` (and their aliases) wait until `requirement` holds,
  /// as `LinkRoutes.Screens.requiring(_:for:)` does for screens.
  ///
  /// - Parameters:
  ///   - requirement: What must hold.
  ///   - patterns: The patterns of the routes it guards, as registered; nil for every request
  ///     of the table (an app all of whose links need it: the notes app's passphrase).
  ///   - fileID: The file of the call, for the issue reported on a pattern no route has.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func requiring(
    _ requirement: LinkRequirement<State>, for patterns: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    additions.requirements.append(
      (requirement, patterns, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension RouteAdditions {
  /// The requirements declared, by route pattern, over a table whose routes have `known`
  /// patterns (nil patterns: all of them); and the patterns it has no route for, each
  /// reported where it was declared.
  func requirementsByPattern(
    known: [RoutePattern]
  ) -> (requirements: [RoutePattern: LinkRequirement<State>], errors: [RouteRegistrationError]) {
    var requirements: [RoutePattern: LinkRequirement<State>] = [:]
    var errors: [RouteRegistrationError] = []
    let table = Set(known)
    for (requirement, patterns, location) in self.requirements {
      guard let patterns else {
        for pattern in known { requirements[pattern] = requirement }
        continue
      }
      for text in patterns {
        if let pattern = Self.pattern(
          text, in: table, refusing: "no route has this pattern to require \(requirement.name)", at: location,
          into: &errors)
        {
          requirements[pattern] = requirement
        }
      }
    }
    return (requirements, errors)
  }
}

extension LinkRoutes {
  /// The requirement of the route at the match's pattern, if it has one.
  package func requirement(for pattern: RoutePattern) -> LinkRequirement<State>? {
    requirements.isEmpty ? nil : requirements[pattern]
  }
}
