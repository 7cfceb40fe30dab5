import Foundation

// Links, once published (an email, a QR code, a web page), must keep leading where they did:
// old patterns and parameter names stay readable, and a checked-in list proves it.

extension DeepLinkRoutes {
  /// Keeps links published with an old pattern leading to the route now at `pattern`; links
  /// are printed in the current form (``url(for:)``).
  ///
  /// ```swift
  /// .alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
  /// ```
  ///
  /// An invalid alias, one of a shape already taken, or one of an unregistered route reports
  /// an issue and is left out.
  public func alias(
    _ old: String, of pattern: String, renaming: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    var copy = self
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if copy.builder.register(
      "Alias \(old)", at: location,
      { (builder: inout RouteTableBuilder<Entry>) throws(RouteRegistrationError) in
        try builder.addAlias(old, of: pattern, renaming: renaming)
      })
    {
      copy.rebuild()
    }
    return copy
  }

  /// Reads the route's old query parameter names as its current ones
  /// (`["q": "query"]`), so that links published before a rename decode to the same input.
  public func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    var copy = self
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if copy.builder.register(
      "Renaming in \(pattern)", at: location,
      { (builder: inout RouteTableBuilder<Entry>) throws(RouteRegistrationError) in
        try builder.renameParameters(names, in: pattern)
      })
    {
      copy.rebuild()
    }
    return copy
  }
}

extension XCallbackRoutes {
  /// Keeps calls made with an old pattern reaching the route now at `pattern` (see
  /// ``DeepLinkRoutes/alias(_:of:renaming:fileID:filePath:line:column:)``).
  public func alias(
    _ old: String, of pattern: String, renaming: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    var copy = self
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if copy.builder.register(
      "Alias \(old)", at: location,
      { (builder: inout RouteTableBuilder<Entry>) throws(RouteRegistrationError) in
        try builder.addAlias(old, of: pattern, renaming: renaming)
      })
    {
      copy.table = copy.builder.build()
    }
    return copy
  }

  /// Reads the route's old query parameter names as its current ones.
  public func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    var copy = self
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if copy.builder.register(
      "Renaming in \(pattern)", at: location,
      { (builder: inout RouteTableBuilder<Entry>) throws(RouteRegistrationError) in
        try builder.renameParameters(names, in: pattern)
      })
    {
      copy.table = copy.builder.build()
    }
    return copy
  }
}

extension RouteTableBuilder {
  /// Makes `change`, or reports why it could not be made where it was asked for.
  ///
  /// - Returns: Whether the change was made.
  mutating func register(
    _ what: String, at location: SourceLocation,
    _ change: (inout Self) throws(RouteRegistrationError) -> Void
  ) -> Bool {
    do {
      try change(&self)
      return true
    } catch {
      location.report("\(what) not added: \(error)")
      return false
    }
  }
}
