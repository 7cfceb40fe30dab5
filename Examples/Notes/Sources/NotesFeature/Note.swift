import Foundation
import GRDB

/// A stored note.
public struct Note: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
  /// The row id, assigned by the database.
  public var id: Int64?
  /// The title; never empty.
  public var title: String
  /// The text.
  public var body: String
  /// When the note was created.
  public var createdAt: Date

  /// The table's name.
  public static let databaseTableName = "note"

  /// Creates a note.
  public init(id: Int64? = nil, title: String, body: String, createdAt: Date) {
    self.id = id
    self.title = title
    self.body = body
    self.createdAt = createdAt
  }

  /// The text's first line (empty for a note with no text): what a list row or a search
  /// result shows under the title.
  public var firstLine: String {
    body.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }

  /// Takes the row id the database assigned.
  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
