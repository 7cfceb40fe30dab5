import LinkRouting

extension LinkRoutes {
  /// The same routes, where a person may (or may not) land on `pattern` from the web
  /// (``LinkLanding``). The last call for a pattern wins.
  ///
  /// A pattern no route has, or a request allowed with an empty reason, is reported as an
  /// issue here and added to ``registrationErrors``; the route keeps its default (a screen may
  /// be landed on, a request may not).
  ///
  /// - Parameters:
  ///   - landing: Whether a person may land there.
  ///   - pattern: A pattern of the table (`/join/:code`).
  ///   - fileID: The file of the call, for the issue reported.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public func landing(
    _ landing: LinkLanding, on pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    var routes = self
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    func refuse(_ reason: String) -> Self {
      let error = RouteRegistrationError.invalidPattern(pattern, reason: reason)
      location.report("\(error)")
      routes.registrationErrors.append(error)
      return routes
    }
    guard let parsed = try? RoutePattern(pattern), table.patterns.contains(parsed) else {
      return refuse("no route has this pattern to land on")
    }
    if case let .allowed(reason) = landing, reason.allSatisfy(\.isWhitespace) {
      return refuse("a route a person may land on from the web says why")
    }
    routes.landings[parsed] = landing
    return routes
  }

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
