import LinkRouting

extension LinkRoutes.Screens {
  /// Says whether a person may land on the screen at `pattern` from the web (``LinkLanding``):
  /// a screen may unless it says `.refused`. The last declared for a pattern wins.
  ///
  /// A pattern this table has no route for is reported as an issue here and added to
  /// ``LinkRoutes/registrationErrors``; the route keeps its default.
  ///
  /// - Parameters:
  ///   - landing: Whether a person may land there.
  ///   - pattern: A pattern of the table (`/notes/:id/edit`).
  ///   - fileID: The file of the call, for the issue reported.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func landing(
    _ landing: LinkLanding, on pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    additions.landings.append(
      (landing, pattern, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension LinkRoutes.Requests {
  /// Says whether a person may land on the request at `pattern` from the web (``LinkLanding``):
  /// a request may only when it says `.allowed(because:)`, with a reason. The last declared
  /// for a pattern wins.
  ///
  /// A pattern this table has no route for, or an empty reason, is reported as an issue here
  /// and added to ``LinkRoutes/registrationErrors``; the route keeps its default.
  ///
  /// - Parameters:
  ///   - landing: Whether a person may land there.
  ///   - pattern: A pattern of the table (`/join/:code`).
  ///   - fileID: The file of the call, for the issue reported.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func landing(
    _ landing: LinkLanding, on pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    additions.landings.append(
      (landing, pattern, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension RouteAdditions {
  /// The landings declared, by route pattern, over a table whose routes have `known`
  /// patterns; and those refused (a pattern it has no route for, a request allowed with an
  /// empty reason), each reported where it was declared.
  func landingsByPattern(
    known: [RoutePattern]
  ) -> (landings: [RoutePattern: LinkLanding], errors: [RouteRegistrationError]) {
    var landings: [RoutePattern: LinkLanding] = [:]
    var errors: [RouteRegistrationError] = []
    let table = Set(known)
    for (landing, text, location) in self.landings {
      guard
        let pattern = Self.pattern(
          text, in: table, refusing: "no route has this pattern to land on", at: location, into: &errors)
      else { continue }
      if case let .allowed(reason) = landing, reason.allSatisfy(\.isWhitespace) {
        Self.refuse(text, "a route a person may land on from the web says why", at: location, into: &errors)
        continue
      }
      landings[pattern] = landing
    }
    return (landings, errors)
  }
}

extension LinkRoutes {
  /// Whether a person may land from the web on the route of `pattern`: a screen unless its
  /// route refuses it, a request only when its route allows it.
  package func mayLand(on pattern: RoutePattern, isScreen: Bool) -> Bool {
    switch landings[pattern] {
    case .allowed?: true
    case .refused?: false
    case nil: isScreen
    }
  }
}
