import Foundation
import GRDB

/// How ``NotesDatabase`` reads and writes notes when a lock may seal them: each operation
/// takes the key first (from the secrets, outside any transaction: the keyring is reached over
/// D-Bus), then, inside its transaction, checks that the lock is still the one the key opens —
/// a lock set, changed or removed in between fails the operation rather than writing a note in
/// the clear, or sealing it with a key nobody can get again.
struct NoteSealing: Sendable {
  let writer: any DatabaseWriter
  let secrets: SecretStore

  /// The key the notes are sealed with now; nil when no lock seals them (none, or an earlier
  /// version's lock, which sealed nothing).
  ///
  /// - Throws: ``NotesError/locked`` when a lock seals them and its key is not kept (or the
  ///   kept one is another lock's); the secrets' own error when they cannot be read.
  func key() async throws -> NotesKey? {
    guard let record = try await writer.read({ db in try Self.setting("lock", db) }), NotesLock.seals(record) else {
      return nil
    }
    guard let text = try await secrets.read(.notesKey), let key = NotesKey(text: text, record: record) else {
      throw NotesError.locked
    }
    return key
  }

  /// Reads with the notes' key.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database, NotesKey?) throws -> T) async throws -> T {
    let key = try await key()
    return try await writer.read { db in
      try Self.check(db, key)
      return try body(db, key)
    }
  }

  /// Writes, in one transaction, with the notes' key.
  func write<T: Sendable>(_ body: @escaping @Sendable (Database, NotesKey?) throws -> T) async throws -> T {
    let key = try await key()
    return try await writer.write { db in
      try Self.check(db, key)
      return try body(db, key)
    }
  }

  /// Fails unless the lock stored now is the one `key` opens (or, without a key, seals nothing).
  static func check(_ db: Database, _ key: NotesKey?) throws {
    let record = try setting("lock", db)
    if let key {
      guard key.opens(record) else { throw NotesError.locked }
    } else if let record, NotesLock.seals(record) {
      throw NotesError.locked
    }
  }

  /// The notes `sql` selects (every column of `note`), their sealed boxes opened.
  static func notes(_ db: Database, _ key: NotesKey?, _ sql: String, _ arguments: StatementArguments = []) throws
    -> [Note]
  {
    try Row.fetchAll(db, sql: sql, arguments: arguments).map { try note(from: $0, key) }
  }

  /// The note in `row`, its sealed box opened.
  static func note(from row: Row, _ key: NotesKey?) throws -> Note {
    var note = try Note(row: row)
    if let box: Data = row["sealed"] {
      guard let key else { throw NotesError.locked }
      (note.title, note.body) = try key.open(box, id: note.id ?? 0)
    }
    return note
  }

  /// Stores `note`'s title and text: sealed (the clear columns emptied) with a key, else in the
  /// clear.
  static func store(_ note: Note, _ db: Database, _ key: NotesKey?) throws {
    guard let id = note.id else { throw NotesError.storage("a note without an id cannot be stored") }
    if let key {
      try db.execute(
        sql: "UPDATE note SET title = '', body = '', sealed = ? WHERE id = ?",
        arguments: [try key.seal(title: note.title, body: note.body, id: id), id])
    } else {
      try db.execute(
        sql: "UPDATE note SET title = ?, body = ?, sealed = NULL WHERE id = ?", arguments: [note.title, note.body, id])
    }
  }

  /// The list's order: the most recently modified first, the newest of those first.
  static let recentFirst = "modifiedAt DESC, id DESC"

  /// The notes whose title or text contains `query`, the most recently modified first, at
  /// most `limit`. Sealed
  /// notes are opened and compared here (SQLite cannot look into a sealed box): every note is
  /// read, which is the price of a lock that is a key.
  static func matching(_ db: Database, _ key: NotesKey?, _ query: String, _ limit: Int) throws -> [Note] {
    guard key != nil else {
      let pattern =
        "%"
        + query.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
      return try notes(
        db, nil,
        """
        SELECT * FROM note WHERE title LIKE ? ESCAPE '\\' OR body LIKE ? ESCAPE '\\'
        ORDER BY \(recentFirst) LIMIT ?
        """, [pattern, pattern, limit])
    }
    let all = try notes(db, key, "SELECT * FROM note ORDER BY \(recentFirst)")
    guard !query.isEmpty else { return Array(all.prefix(limit)) }
    return Array(
      all.lazy.filter {
        $0.title.range(of: query, options: .caseInsensitive) != nil
          || $0.body.range(of: query, options: .caseInsensitive) != nil
      }
      .prefix(limit))
  }

  /// The value of the setting `name`.
  static func setting(_ name: String, _ db: Database) throws -> String? {
    try String.fetchOne(db, sql: "SELECT value FROM setting WHERE name = ?", arguments: [name])
  }

  /// Sets (or, with nil, removes) the setting `name`.
  static func setSetting(_ name: String, to value: String?, _ db: Database) throws {
    if let value {
      try db.execute(
        sql: "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
        arguments: [name, value])
    } else {
      try db.execute(sql: "DELETE FROM setting WHERE name = ?", arguments: [name])
    }
  }
}
