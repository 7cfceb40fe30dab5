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
    do {
      try copy.builder.addAlias(old, of: pattern, renaming: renaming)
      copy.rebuild()
    } catch {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("Alias \(old) not added: \(error)")
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
    do {
      try copy.builder.renameParameters(names, in: pattern)
      copy.rebuild()
    } catch {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("Parameters of \(pattern) not renamed: \(error)")
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
    do {
      try copy.builder.addAlias(old, of: pattern, renaming: renaming)
      copy.table = copy.builder.build()
    } catch {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("Alias \(old) not added: \(error)")
    }
    return copy
  }

  /// Reads the route's old query parameter names as its current ones.
  public func renaming(
    _ names: [String: String], in pattern: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Self {
    var copy = self
    do {
      try copy.builder.renameParameters(names, in: pattern)
      copy.table = copy.builder.build()
    } catch {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("Parameters of \(pattern) not renamed: \(error)")
    }
    return copy
  }
}
