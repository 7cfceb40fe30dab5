import Foundation

// Links, once published (an email, a QR code, a web page), must keep leading where they did:
// old patterns and parameter names stay readable, and a checked-in list proves it. They are
// declared once, on the joined table, for a route's screen and its request alike.

extension LinkRoutes {
  /// Keeps links published with an old pattern reaching the route now at `pattern`, its
  /// screen and its request alike; links are printed in the current form (``url(for:)``).
  ///
  /// ```swift
  /// .alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
  /// ```
  ///
  /// An invalid alias, one of a shape already taken, or one of a pattern no route has reports
  /// an issue and is left out.
  ///
  /// - Parameters:
  ///   - old: The pattern links were published with.
  ///   - pattern: The pattern of the route they reach now, as registered.
  ///   - renaming: The old pattern's parameter names, by the names the route reads now.
  ///   - fileID: The file of the call, for the issue reported if the alias is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public func alias(
    _ old: String, of pattern: String, renaming: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    keeping(
      .alias(old, renaming: renaming), of: pattern,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Reads the route's old query parameter names as its current ones (`["q": "query"]`), for
  /// its screen and its request alike, so that links published before a rename decode to the
  /// same input.
  ///
  /// - Parameters:
  ///   - names: The new name of each old parameter name.
  ///   - pattern: The pattern of the route, as registered.
  ///   - fileID: The file of the call, for the issue reported if the rename is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    keeping(
      .renaming(names), of: pattern,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The same routes with `change` made to whichever of the two tables has `pattern` (both
  /// when a screen and a request share it), joined again; the requirements and landings stay.
  private func keeping(_ change: PublishedLinkChange, of pattern: String, at location: SourceLocation) -> Self {
    // The builders' patterns, not the tables' descriptions: a description decodes each
    // route's input from a probe, work `Notes.links` would do at every start of `notes`.
    let target = try? RoutePattern(pattern)
    let inScreens = target.map(screens.builder.patterns.contains) ?? false
    let inRequests = target.map(requests.builder.patterns.contains) ?? false
    guard inScreens || inRequests else {
      let error = RouteRegistrationError.invalidPattern(pattern, reason: "no route has this pattern")
      location.report("\(change.name) not added: \(error)")
      var routes = self
      routes.registrationErrors.append(error)
      return routes
    }
    var (changedScreens, changedRequests) = (screens, requests)
    do throws(RouteRegistrationError) {
      if inScreens { try changedScreens.keep(change, of: pattern) }
      if inRequests { try changedRequests.keep(change, of: pattern) }
    } catch {
      location.report("\(change.name) not added: \(error)")
      var routes = self
      routes.registrationErrors.append(error)
      return routes
    }
    var routes = LinkRoutes(built: changedScreens, changedRequests, at: location)
    routes.requirements = requirements
    routes.landings = landings
    // The errors declared before, once each (the tables' own are among them), and the join's.
    routes.registrationErrors =
      registrationErrors + routes.registrationErrors.filter { !registrationErrors.contains($0) }
    return routes
  }
}

/// What keeps a published link readable: an old pattern of a route, or old names of its
/// parameters. Made to the screens' table, the requests' table, or both.
package enum PublishedLinkChange: Sendable {
  /// An old pattern, with its parameters' old names by their new ones.
  case alias(String, renaming: [String: String])
  /// Old parameter names, by their new ones.
  case renaming([String: String])

  /// What the change is, for the issue reported when it cannot be made.
  var name: String {
    switch self {
    case let .alias(old, _): "Alias \(old)"
    case .renaming: "Renaming"
    }
  }

  /// Makes the change to the route at `pattern` in `builder`.
  func make<Entry>(in builder: inout RouteTableBuilder<Entry>, at pattern: String) throws(RouteRegistrationError) {
    switch self {
    case let .alias(old, renaming): try builder.addAlias(old, of: pattern, renaming: renaming)
    case let .renaming(names): try builder.renameParameters(names, in: pattern)
    }
  }
}

/// The screens' and the requests' tables, as a published-link change sees them: a builder to
/// change, frozen again after.
package protocol RebuildableRoutes {
  associatedtype Entry: Sendable
  var builder: RouteTableBuilder<Entry> { get set }
  mutating func rebuild()
}

extension DeepLinkRoutes: RebuildableRoutes {}
extension XCallbackRoutes: RebuildableRoutes {}

extension RebuildableRoutes {
  /// Makes `change` to the route at `pattern` and builds the table again (time proportional
  /// to the routes), or throws why it cannot, changing nothing.
  mutating func keep(_ change: PublishedLinkChange, of pattern: String) throws(RouteRegistrationError) {
    var changed = builder
    try change.make(in: &changed, at: pattern)
    builder = changed
    rebuild()
  }
}
