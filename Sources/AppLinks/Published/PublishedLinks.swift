import Foundation

// Links, once published (an email, a QR code, a web page), must keep leading where they did:
// old patterns and parameter names stay readable, and a checked-in list proves it. They are
// declared once, with their route, for its screen and its request alike.

extension LinkRoutes.Screens {
  /// Keeps links published with an old pattern reaching the route at `pattern`; links are
  /// printed in the current form (`LinkRoutes.url(for:)`).
  ///
  /// ```swift
  /// screens.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
  /// ```
  ///
  /// Declared once, with the route, for its screen and its request alike (a request on the
  /// same pattern reads the old links too). The route may be declared before or after it. An
  /// invalid alias, one of a shape already taken, or one of a pattern this table has no route
  /// for reports an issue here and is left out.
  ///
  /// - Parameters:
  ///   - old: The pattern links were published with.
  ///   - pattern: The pattern of the route they reach now, as registered.
  ///   - renaming: The old pattern's parameter names, by the names the route reads now.
  ///   - fileID: The file of the call, for the issue reported if the alias is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func alias(
    _ old: String, of pattern: String, renaming: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    additions.published.append(
      (
        .alias(old, renaming: renaming), pattern,
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }

  /// Reads the route's old query parameter names as its current ones (`["q": "query"]`), so
  /// that links published before a rename decode to the same input; for its screen and its
  /// request alike.
  ///
  /// - Parameters:
  ///   - names: The new name of each old parameter name.
  ///   - pattern: The pattern of the route, as registered.
  ///   - fileID: The file of the call, for the issue reported if the rename is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    additions.published.append(
      (.renaming(names), pattern, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension LinkRoutes.Requests {
  /// Keeps links published with an old pattern reaching the request at `pattern`, and the
  /// screen on the same pattern alike (see `LinkRoutes.Screens.alias(_:of:renaming:)`).
  ///
  /// - Parameters:
  ///   - old: The pattern links were published with.
  ///   - pattern: The pattern of the route they reach now, as registered.
  ///   - renaming: The old pattern's parameter names, by the names the route reads now.
  ///   - fileID: The file of the call, for the issue reported if the alias is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func alias(
    _ old: String, of pattern: String, renaming: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    additions.published.append(
      (
        .alias(old, renaming: renaming), pattern,
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      ))
  }

  /// Reads the request's old query parameter names as its current ones, and the screen's on
  /// the same pattern alike (see `LinkRoutes.Screens.renaming(_:in:)`).
  ///
  /// - Parameters:
  ///   - names: The new name of each old parameter name.
  ///   - pattern: The pattern of the route, as registered.
  ///   - fileID: The file of the call, for the issue reported if the rename is left out.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public mutating func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    additions.published.append(
      (.renaming(names), pattern, SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

extension RouteAdditions {
  /// Makes each old pattern and rename declared to `own`, the table it was declared with, and
  /// to `other` when that has a route at the same pattern (a screen and a request on one path
  /// read old links alike). Returns what could not be made, each reported where it was
  /// declared; a change that fails is made to neither table.
  func keepPublished<Own, Other>(
    in own: inout RouteTableBuilder<Own>, alongside other: inout RouteTableBuilder<Other>
  ) -> [RouteRegistrationError] {
    var errors: [RouteRegistrationError] = []
    for (change, pattern, location) in published {
      guard let target = try? RoutePattern(pattern), own.patterns.contains(target) else {
        let error = RouteRegistrationError.invalidPattern(pattern, reason: "no route of this table has this pattern")
        location.report("\(change.name) not added: \(error)")
        errors.append(error)
        continue
      }
      var (changedOwn, changedOther) = (own, other)
      do throws(RouteRegistrationError) {
        try change.make(in: &changedOwn, at: pattern)
        if changedOther.patterns.contains(target) { try change.make(in: &changedOther, at: pattern) }
      } catch {
        location.report("\(change.name) not added: \(error)")
        errors.append(error)
        continue
      }
      (own, other) = (changedOwn, changedOther)
    }
    return errors
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
