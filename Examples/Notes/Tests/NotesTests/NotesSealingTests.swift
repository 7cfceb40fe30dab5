import Foundation
import GRDB
import NotesFeature
import Testing

/// A lock that is a key: while locked, no title or text of a note can be read from any of the
/// database's files (they used to be plain text: `sqlite3 notes.sqlite "select title, body from
/// note"` printed them, and deleting the lock's row from a copy gave every note away).
@Suite struct NotesSealingTests {
  /// A folder of its own, with the secrets file a user without a keyring chooses.
  struct Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sealing-\(UUID().uuidString)")
    var database: String { url.appendingPathComponent("notes.sqlite").path }

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try NotesSealingTests.chooseSecretsFile(besideDatabase: database)
    }

    /// Whether any file in the folder holds `text`.
    func holds(_ text: String) -> Bool {
      !files(holding: text, under: [url]).isEmpty
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  /// Chooses the secrets file beside `database`, as `notes secrets --use-file` does.
  static func chooseSecretsFile(besideDatabase database: String) throws {
    let path = SecretFile.path(besideDatabase: database)
    #expect(
      FileManager.default.createFile(atPath: path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o600]))
  }

  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// The data folder's files are its own: a database (or one of its WAL files) that is a
  /// symbolic link to a file elsewhere is refused, with the reason, and the file it leads to
  /// keeps its bytes and its mode (chmod would have followed the link).
  @Test(arguments: ["", "-wal", "-shm"]) func aDatabaseFileThatIsALinkIsRefused(suffix: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let elsewhere = folder.url.appendingPathComponent("elsewhere").path
    #expect(
      FileManager.default.createFile(
        atPath: elsewhere, contents: Data("kept".utf8), attributes: [.posixPermissions: 0o644]))
    try FileManager.default.createSymbolicLink(atPath: folder.database + suffix, withDestinationPath: elsewhere)
    #expect(
      throws: NotesError.storage(
        "\(folder.database + suffix) is a symbolic link, which is not followed: put the file itself there.")
    ) { try NotesDatabase.live(path: folder.database) }
    #expect(FileManager.default.contents(atPath: elsewhere) == Data("kept".utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: elsewhere)[.posixPermissions] as? Int == 0o644)
  }

  @Test func aLockedDatabaseHoldsNoTitleOrTextInAnyFile() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let database = try NotesDatabase.live(path: folder.database)
    _ = try await database.create("Diary", "Met Alex at the clinic")
    let trip = try await database.create("Trip", "Pack the tent")
    _ = try await database.update(try #require(trip.id), nil, "Pack the tent and the stove")
    // The check can fail: unlocked, the text is in the files.
    #expect(folder.holds("Met Alex at the clinic"))

    _ = try await database.lock("correct horse", NotesLock.minimumRounds)
    for text in ["Diary", "Met Alex at the clinic", "Trip", "Pack the tent", "stove", "correct horse"] {
      #expect(!folder.holds(text), "\(text)")
    }
    // Nothing reads them, in this process or another; nothing changes them.
    #expect(try await database.isLocked())
    await #expect(throws: NotesError.locked) { try await database.all() }
    await #expect(throws: NotesError.locked) { try await NotesDatabase.live(path: folder.database).note(1) }
    await #expect(throws: NotesError.locked) { try await database.create("New", "Written in the clear?") }
    await #expect(throws: NotesError.locked) { try await database.update(1, "Changed", nil) }

    // The passphrase opens the key, kept for every reader until the notes are locked again.
    #expect(try await PassphraseCheck.check("correct horse", in: database, now: Self.now) == .right)
    let other = try NotesDatabase.live(path: folder.database)
    #expect(try await other.all().map(\.body) == ["Met Alex at the clinic", "Pack the tent and the stove"])
    #expect(try await other.matching("ALEX", 10).map(\.title) == ["Diary"])
    #expect(try await other.search("", 10) == [2, 1])
    // Written while unlocked, a note is sealed too.
    _ = try await other.create("Gift", "A red scarf for Sam")
    _ = try await other.update(1, nil, "Met Alex at the clinic, again")
    try await database.keepKey(nil)
    #expect(try await other.isLocked())
    for text in ["A red scarf", "Gift", "again"] { #expect(!folder.holds(text), "\(text)") }

    // Removing the passphrase opens every note for good.
    #expect(try await PassphraseCheck.check("correct horse", in: database, now: Self.now) == .right)
    try await database.removeLock()
    #expect(try await !database.isLocked())
    #expect(try await database.all().map(\.title) == ["Diary", "Trip", "Gift"])
    #expect(try await database.note(3)?.body == "A red scarf for Sam")
  }

  /// A key kept for an earlier lock (the passphrase removed and set again) opens nothing, and
  /// a note never gets sealed with a key nobody can get again.
  @Test func theKeyOfAnotherLockOpensNothing() async throws {
    let database = NotesDatabase.testValue
    _ = try await database.create("Diary", "Dear diary")
    let old = try await database.lock("pass", NotesLock.minimumRounds)
    try await database.keepKey(old)
    try await database.removeLock()
    _ = try await database.lock("pass", NotesLock.minimumRounds)
    try await database.keepKey(old)
    #expect(try await database.isLocked())
    await #expect(throws: NotesError.locked) { try await database.create("New", "") }
  }

  /// A sealed box is bound to its note: copied onto another row (by anyone who can write the
  /// file), it does not open there.
  @Test func aSealedNoteMovedToAnotherRowDoesNotOpen() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let database = try NotesDatabase.live(path: folder.database)
    _ = try await database.create("Diary", "Dear diary")
    _ = try await database.create("Groceries", "Milk")
    try await database.keepKey(try await database.lock("pass", NotesLock.minimumRounds))
    let queue = try DatabaseQueue(path: folder.database)
    try await queue.write { db in
      try db.execute(sql: "UPDATE note SET sealed = (SELECT sealed FROM note WHERE id = 1) WHERE id = 2")
    }
    #expect(try await database.note(1)?.body == "Dear diary")
    await #expect(throws: NotesError.self) { try await database.note(2) }
  }

  /// A lock an earlier version set sealed nothing: the right passphrase turns it into one that
  /// seals, and the notes are then unreadable while locked.
  @Test func anEarlierLockIsTurnedIntoOneThatSeals() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let database = try NotesDatabase.live(path: folder.database)
    _ = try await database.create("Diary", "Dear diary")
    let salt = Data(repeating: 7, count: 16)
    let hash = try NotesLock.pbkdf2("pass", salt, NotesLock.minimumRounds)
    let record = "pbkdf2-sha256$\(NotesLock.minimumRounds)$\(salt.base64EncodedString())$\(hash.base64EncodedString())"
    try await DatabaseQueue(path: folder.database).write { db in
      try db.execute(sql: "INSERT INTO setting (name, value) VALUES ('lock', ?)", arguments: [record])
    }
    #expect(try await database.isLocked())
    #expect(try await PassphraseCheck.check("nope", in: database, now: Self.now) == .wrong(retryAfter: 0))
    #expect(try await PassphraseCheck.check("pass", in: database, now: Self.now) == .right)
    #expect(try await !database.isLocked())
    #expect(try await database.note(1)?.body == "Dear diary")
    #expect(try await NotesLock.seals(#require(database.lockRecord())))
    try await database.keepKey(nil)
    #expect(!folder.holds("Dear diary"))
  }
}
