import IssueReporting

/// Where a route was registered, for the issue reported when it cannot be.
package struct SourceLocation: Sendable {
  package let fileID: StaticString
  package let filePath: StaticString
  package let line: UInt
  package let column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  package func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
