import Foundation
import GRDB

/// A stored note.
package struct Note: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
  /// The row id, assigned by the database.
  package var id: Int64?
  /// The title; never empty.
  package var title: String
  /// The text.
  package var body: String
  /// When the note was created.
  package var createdAt: Date
  /// When its title or text last changed (its creation, until then): the list's order.
  package var modifiedAt: Date

  /// The table's name.
  package static let databaseTableName = "note"

  /// Creates a note, modified when it was created unless `modifiedAt` says otherwise.
  package init(id: Int64? = nil, title: String, body: String, createdAt: Date, modifiedAt: Date? = nil) {
    self.id = id
    self.title = title
    self.body = body
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }

  /// The text's first line (empty for a note with no text): what a list row or a search
  /// result shows under the title.
  package var firstLine: String {
    body.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }

  /// Takes the row id the database assigned.
  package mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
