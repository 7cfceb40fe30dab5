import Foundation
import GRDB

/// The lock's operations (``NotesDatabase/lock``, ``NotesDatabase/keepKey``,
/// ``NotesDatabase/removeLock``, ``NotesDatabase/isLocked``).
extension NotesDatabase {
  static func isLocked(_ sealing: NoteSealing) async throws -> Bool {
    guard let record = try await setting("lock", in: sealing.writer) else { return false }
    // An earlier version's lock sealed nothing and kept no key: locked until unlocked (which
    // turns it into a lock that seals).
    guard NotesLock.seals(record), let text = try await sealing.secrets.read(.notesKey) else { return true }
    return NotesKey(text: text, record: record) == nil
  }

  static func lock(with passphrase: String, rounds: Int, _ sealing: NoteSealing) async throws -> NotesKey {
    // The derivation takes a good part of a second: outside the transaction.
    let (record, key) = try NotesLock.make(passphrase, rounds: rounds)
    try await sealing.writer.write { db in
      if let existing = try NoteSealing.setting("lock", db), NotesLock.seals(existing) {
        throw NotesError.storage("the notes are already locked")
      }
      for note in try NoteSealing.notes(db, nil, "SELECT * FROM note WHERE sealed IS NULL") {
        try NoteSealing.store(note, db, key)
      }
      try NoteSealing.setSetting("lock", to: record, db)
      try NoteSealing.setSetting("lockAttempts", to: nil, db)
    }
    try await scrub(sealing.writer)
    return key
  }

  static func keep(_ key: NotesKey?, _ sealing: NoteSealing) async throws {
    try await sealing.secrets.write(.notesKey, key?.text)
  }

  static func removeLock(_ sealing: NoteSealing) async throws {
    guard let key = try await sealing.key() else {
      try await sealing.writer.write { db in
        try NoteSealing.setSetting("lock", to: nil, db)
        try NoteSealing.setSetting("lockAttempts", to: nil, db)
      }
      return
    }
    try await sealing.writer.write { db in
      try NoteSealing.check(db, key)
      for note in try NoteSealing.notes(db, key, "SELECT * FROM note WHERE sealed IS NOT NULL") {
        try NoteSealing.store(note, db, nil)
      }
      try NoteSealing.setSetting("lock", to: nil, db)
      try NoteSealing.setSetting("lockAttempts", to: nil, db)
    }
    try await sealing.secrets.write(.notesKey, nil)
  }

  /// Leaves no page of a note in the clear in the database's files: VACUUM rewrites the
  /// database from its live rows, and a truncating checkpoint empties the write-ahead log (which
  /// keeps every page written since the last one). A checkpoint that a reader in another
  /// process holds up is tried again for a while; the log is emptied by the next one anyway.
  private static func scrub(_ writer: any DatabaseWriter) async throws {
    try await writer.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
    for _ in 0..<20 {
      let busy = try await writer.writeWithoutTransaction { db in
        try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)") ?? 0
      }
      guard busy != 0 else { return }
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}
