import AppLinks
import DesktopLinks
import Foundation
import GRDB
import SignedLinks

/// The notes app's storage, as a dependency: GRDB on SQLite, live on disk, in memory in tests.
package struct NotesDatabase: Sendable {
  /// Stores a new note and returns it with its id.
  package var create: @Sendable (_ title: String, _ body: String) async throws -> Note
  /// The note with an id, if any.
  package var note: @Sendable (_ id: Int64) async throws -> Note?
  /// The ids of notes whose title or body contains `query` (case-insensitive), the most
  /// recently modified first.
  package var search: @Sendable (_ query: String, _ limit: Int) async throws -> [Int64]
  /// The most recently modified notes, the most recent first.
  package var newest: @Sendable (_ limit: Int) async throws -> [Note]
  /// Changes a note's title (unless nil) and text (unless nil) and returns it as stored; nil
  /// when there is no such note.
  package var update: @Sendable (_ id: Int64, _ title: String?, _ body: String?) async throws -> Note? = { _, _, _ in
    throw NotesError.storage("no update")
  }
  /// Deletes a note; `false` when there was none.
  package var delete: @Sendable (_ id: Int64) async throws -> Bool
  /// Shares a note on the web (`notes share`) or stops sharing it; `false` when there is no
  /// such note. A shared note's title and first line are what its link's page shows anyone
  /// who has the link (`notes-web`).
  package var setShared: @Sendable (_ id: Int64, _ shared: Bool) async throws -> Bool = { _, _ in
    throw NotesError.storage("no sharing")
  }
  /// The note with an id if its owner shared it and it can be read; nil for a note not shared,
  /// deleted, or locked (nothing of a locked note leaves the app, shared or not).
  package var sharedNote: @Sendable (_ id: Int64) async throws -> Note? = { _ in nil }
  /// Every note, oldest first.
  package var all: @Sendable () async throws -> [Note]
  /// The notes ``search`` finds, the most recently modified first.
  package var matching: @Sendable (_ query: String, _ limit: Int) async throws -> [Note]
  /// Where the secrets are kept (the keyring, or the file the user chose): never in the
  /// database.
  package var secrets: SecretStore = .inMemory()
  /// The token links must carry to delete a note (see `notes token`), or nil before one was
  /// made.
  package var linkToken: @Sendable () async throws -> String?
  /// Makes a new link token, replacing the old one, and returns it: the only time it is shown.
  package var rotateLinkToken: @Sendable () async throws -> String
  /// The record of the lock (``NotesLock``), or nil when no passphrase is set.
  package var lockRecord: @Sendable () async throws -> String? = { nil }
  /// Whether the notes are locked: a passphrase is set and the key it guards is not kept in
  /// the secrets (see ``NotesKey``). Nothing of a locked note can be read or changed: every
  /// other operation throws ``NotesError/locked``.
  package var isLocked: @Sendable () async throws -> Bool = { false }
  /// Sets a passphrase: seals every note with a new key (or keeps sealing them with the key of
  /// an earlier version's lock being replaced) and returns that key, which is not kept: the
  /// notes are locked. The database is rewritten (VACUUM) and its write-ahead log emptied, so
  /// no copy of a note in the clear stays in its files.
  package var lock: @Sendable (_ passphrase: String, _ rounds: Int) async throws -> NotesKey = { _, _ in
    throw NotesError.storage("no lock store")
  }
  /// Keeps `key` in the secrets (the notes are unlocked for every reader), or, with nil,
  /// forgets it (they are locked).
  package var keepKey: @Sendable (NotesKey?) async throws -> Void = { _ in throw NotesError.storage("no lock store") }
  /// Removes the passphrase: opens every sealed note (the key must be kept: unlock first),
  /// stores it in the clear, and forgets the key.
  package var removeLock: @Sendable () async throws -> Void = { throw NotesError.storage("no lock store") }
  /// The wrong passphrases given lately (``PassphraseCheck``), or nil.
  package var lockAttempts: @Sendable () async throws -> String? = { nil }
  /// Sets (or, with nil, clears) the wrong passphrases given lately.
  package var setLockAttempts: @Sendable (String?) async throws -> Void = { _ in
    throw NotesError.storage("no lock store")
  }
  /// The keys whose signed links update and delete notes in place of the token (`notes keys`).
  package var linkKeys: @Sendable () async throws -> LinkKeyList = { LinkKeyList() }
  /// Replaces the trusted keys.
  package var setLinkKeys: @Sendable (LinkKeyList) async throws -> Void = { _ in
    throw NotesError.storage("no key store")
  }
  /// The single-use signed links already run: a file beside the database, in memory in tests.
  package var usedLinks: UsedLinkNonces = .inMemory()
  /// The sign-in of the last `notes login`, or nil (never signed in, or signed out).
  package var signInSession: @Sendable () async throws -> SignInSession? = { nil }
  /// Keeps a sign-in (or, with nil, forgets it).
  package var setSignInSession: @Sendable (SignInSession?) async throws -> Void = { _ in
    throw NotesError.storage("no token store")
  }
  /// Replaces the kept sign-in with `new` only if it is still `expected`, and says whether it
  /// did: a refresh that ends after a logout (in another process) does not bring the sign-in
  /// back. Every change of the sign-in holds one ``CrossProcessLock``.
  package var replaceSignInSession: @Sendable (_ expected: SignInSession, _ new: SignInSession?) async throws -> Bool =
    { _, _ in throw NotesError.storage("no token store") }

  /// A database backed by a GRDB writer: a `DatabasePool` on disk, a `DatabaseQueue` in memory;
  /// `signInLock` orders the changes of the sign-in between processes.
  package init(
    writer: any DatabaseWriter, secrets: SecretStore = .inMemory(), signInLock: CrossProcessLock = .init(path: nil),
    now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    try Self.migrator.migrate(writer)
    self.secrets = secrets
    let sealing = NoteSealing(writer: writer, secrets: secrets)
    create = { title, body in
      try await sealing.write { db, key in
        var note = Note(title: key == nil ? title : "", body: key == nil ? body : "", createdAt: now())
        try note.insert(db)
        note.title = title
        note.body = body
        if key != nil { try NoteSealing.store(note, db, key) }
        return note
      }
    }
    note = { id in
      try await sealing.read { db, key in try NoteSealing.notes(db, key, "SELECT * FROM note WHERE id = ?", [id]).first
      }
    }
    search = { query, limit in
      try await sealing.read { db, key in try NoteSealing.matching(db, key, query, limit).compactMap(\.id) }
    }
    matching = { query, limit in try await sealing.read { db, key in try NoteSealing.matching(db, key, query, limit) } }
    newest = { limit in
      try await sealing.read { db, key in
        try NoteSealing.notes(db, key, "SELECT * FROM note ORDER BY \(NoteSealing.recentFirst) LIMIT ?", [limit])
      }
    }
    update = { id, title, body in
      try await sealing.write { db, key in
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM note WHERE id = ?", arguments: [id]) else {
          return nil
        }
        var note = try NoteSealing.note(from: row, key)
        if let title { note.title = title }
        if let body { note.body = body }
        note.modifiedAt = now()
        try NoteSealing.store(note, db, key)
        try db.execute(sql: "UPDATE note SET modifiedAt = ? WHERE id = ?", arguments: [note.modifiedAt, id])
        return note
      }
    }
    delete = { id in try await sealing.write { db, _ in try Note.deleteOne(db, key: id) } }
    setShared = { id, shared in
      try await writer.write { db in
        try db.execute(sql: "UPDATE note SET shared = ? WHERE id = ?", arguments: [shared, id])
        return db.changesCount > 0
      }
    }
    sharedNote = { id in
      do {
        return try await sealing.read { db, key in
          try NoteSealing.notes(db, key, "SELECT * FROM note WHERE id = ? AND shared", [id]).first
        }
      } catch NotesError.locked {
        return nil
      }
    }
    all = { try await sealing.read { db, key in try NoteSealing.notes(db, key, "SELECT * FROM note ORDER BY id") } }
    linkToken = { try await Self.secret(.linkToken, in: secrets, movingFrom: writer) }
    lockRecord = { try await writer.read { db in try NoteSealing.setting("lock", db) } }
    isLocked = { try await Self.isLocked(sealing) }
    lock = { passphrase, rounds in try await Self.lock(with: passphrase, rounds: rounds, sealing) }
    keepKey = { key in try await Self.keep(key, sealing) }
    removeLock = { try await Self.removeLock(sealing) }
    lockAttempts = { try await Self.setting("lockAttempts", in: writer) }
    linkKeys = {
      guard let text = try await Self.setting("linkKeys", in: writer) else { return LinkKeyList() }
      do {
        return try JSONDecoder().decode(LinkKeyList.self, from: Data(text.utf8))
      } catch {
        throw NotesError.storage("the trusted link keys cannot be read (\(error))")
      }
    }
    setLinkKeys = { keys in
      let text = String(decoding: try JSONEncoder().encode(keys), as: UTF8.self)
      try await Self.setSetting("linkKeys", to: text, in: writer)
    }
    setLockAttempts = { attempts in try await Self.setSetting("lockAttempts", to: attempts, in: writer) }
    let readSession: @Sendable () async throws -> SignInSession? = {
      guard let text = try await Self.secret(.signIn, in: secrets, movingFrom: writer) else { return nil }
      do {
        return try JSONDecoder().decode(SignInSession.self, from: Data(text.utf8))
      } catch {
        throw NotesError.storage("the kept sign-in cannot be read (\(error)); sign in again")
      }
    }
    let writeSession: @Sendable (SignInSession?) async throws -> Void = { session in
      let text = try session.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
      try await secrets.write(.signIn, text)
      try await Self.setSetting(Self.legacyName(.signIn), to: nil, in: writer)
    }
    signInSession = readSession
    setSignInSession = { session in try await signInLock.run { try await writeSession(session) } }
    replaceSignInSession = { expected, new in
      try await signInLock.run {
        guard try await readSession() == expected else { return false }
        try await writeSession(new)
        return true
      }
    }
    rotateLinkToken = {
      let token = LinkCaller.makeNonce()
      try await secrets.write(.linkToken, token)
      try await Self.setSetting(Self.legacyName(.linkToken), to: nil, in: writer)
      return token
    }
  }

  /// The setting a secret was kept in before secrets left the database (the notes' key never
  /// was).
  private static func legacyName(_ key: SecretKey) -> String {
    switch key {
    case .linkToken: "linkToken"
    case .signIn: "signIn"
    case .notesKey: "notesKey"
    }
  }

  /// The secret `key` from `secrets`; one still in the database (kept there by an earlier
  /// version) is moved into `secrets` first, once, and removed from the database.
  private static func secret(
    _ key: SecretKey, in secrets: SecretStore, movingFrom writer: any DatabaseWriter
  ) async throws -> String? {
    if let value = try await secrets.read(key) { return value }
    guard let legacy = try await setting(legacyName(key), in: writer) else { return nil }
    try await secrets.write(key, legacy)
    try await setSetting(legacyName(key), to: nil, in: writer)
    return legacy
  }

  /// The value of the setting `name`.
  static func setting(_ name: String, in writer: any DatabaseWriter) async throws -> String? {
    try await writer.read { db in try NoteSealing.setting(name, db) }
  }

  /// Sets (or, with nil, removes) the setting `name`.
  static func setSetting(_ name: String, to value: String?, in writer: any DatabaseWriter) async throws {
    try await writer.write { db in try NoteSealing.setSetting(name, to: value, db) }
  }

  /// Creates a database from its operations (for tests that need a failing one). ``matching``
  /// is made of `search` and `note` unless given.
  package init(
    create: @escaping @Sendable (String, String) async throws -> Note,
    note: @escaping @Sendable (Int64) async throws -> Note?,
    search: @escaping @Sendable (String, Int) async throws -> [Int64],
    newest: @escaping @Sendable (Int) async throws -> [Note],
    delete: @escaping @Sendable (Int64) async throws -> Bool,
    all: @escaping @Sendable () async throws -> [Note],
    matching: (@Sendable (String, Int) async throws -> [Note])? = nil,
    linkToken: @escaping @Sendable () async throws -> String? = { nil },
    rotateLinkToken: @escaping @Sendable () async throws -> String = { throw NotesError.storage("no token store") }
  ) {
    self.linkToken = linkToken
    self.rotateLinkToken = rotateLinkToken
    self.create = create
    self.note = note
    self.search = search
    self.newest = newest
    self.delete = delete
    self.all = all
    self.matching =
      matching ?? { query, limit in
        var notes: [Note] = []
        for id in try await search(query, limit) {
          if let found = try await note(id) { notes.append(found) }
        }
        return notes
      }
  }

  /// Opens (creating it and its directory if needed) the database file at `path`, in WAL mode.
  /// Several processes may write at once: each waits up to five seconds for the others.
  package static func live(path: String) throws -> NotesDatabase {
    // Through a file URL, so a bare file name means the current directory, not "".
    // The notes' folder is the owner's alone (0700), as the files in it are.
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700]
    )
    // The database and its WAL files are opened, and their mode set, as the files themselves:
    // SQLite and chmod follow a symbolic link, so a link planted in the data folder would turn
    // both on a file elsewhere. A link fails closed, and is left as it is.
    for file in [path, path + "-wal", path + "-shm"] {
      var status = stat()
      if lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
        throw NotesError.storage(
          localized("%@ is a symbolic link, which is not followed: put the file itself there.", file))
      }
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    let standardized = URL(fileURLWithPath: path).standardizedFileURL
    var database = try NotesDatabase(
      writer: DatabasePool(path: path, configuration: configuration),
      secrets: .forDatabase(at: standardized.path),
      signInLock: CrossProcessLock(
        path: standardized.deletingPathExtension().appendingPathExtension("sign-in.lock").path))
    // The notes are private: readable by their owner only (as are the WAL files, which SQLite
    // creates with the database's mode). The secrets are not here (``SecretStore``).
    for file in [path, path + "-wal", path + "-shm"] { chmod(file, 0o600) }
    database.usedLinks = .file(
      at: standardized.deletingLastPathComponent().appendingPathComponent("used-links.json").path)
    return database
  }

  /// Where the links waiting for the notes to be unlocked are kept: beside the database.
  package static func parkedLinksPath(besideDatabase path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("parked-links.json").path
  }

  /// A fresh database in memory.
  package static func inMemory(now: @escaping @Sendable () -> Date = Date.init) throws -> NotesDatabase {
    try NotesDatabase(writer: DatabaseQueue(), now: now)
  }

  /// Where the database lives: `NOTES_DATABASE`, else `$XDG_DATA_HOME/notes/notes.sqlite`,
  /// else `~/.local/share/notes/notes.sqlite`.
  package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let path = environment["NOTES_DATABASE"], !path.isEmpty { return path }
    return XDGDirectories(environment: environment).dataHome + "/notes/notes.sqlite"
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: notes") { db in
      try db.create(table: "note") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull()
        table.column("body", .text).notNull().defaults(to: "")
        table.column("createdAt", .datetime).notNull()
      }
    }
    migrator.registerMigration("v2: settings") { db in
      try db.create(table: "setting") { table in
        table.primaryKey("name", .text)
        table.column("value", .text).notNull()
      }
    }
    // A token kept before sign-ins were kept whole: without its server nor a refresh token it
    // can be neither used nor revoked. It is removed; `notes account` says to sign in again.
    migrator.registerMigration("v3: sign-in kept whole") { db in
      try db.execute(sql: "DELETE FROM setting WHERE name = 'accessToken'")
    }
    // While a lock seals the notes, a note's title and text are in its sealed box (``NotesKey``)
    // and its clear columns are empty.
    migrator.registerMigration("v4: sealed notes") { db in
      try db.alter(table: "note") { table in table.add(column: "sealed", .blob) }
    }
    // The list orders notes by their last change; a note stored before has not changed since
    // it was made. The index serves the list's order (and its first rows) without a sort.
    migrator.registerMigration("v5: modified time") { db in
      try db.alter(table: "note") { table in table.add(column: "modifiedAt", .datetime) }
      try db.execute(sql: "UPDATE note SET modifiedAt = createdAt")
      try db.create(index: "note_recent", on: "note", columns: ["modifiedAt", "id"])
    }
    // A note is private until its owner shares it on the web (`notes share`).
    migrator.registerMigration("v6: shared notes") { db in
      try db.alter(table: "note") { table in table.add(column: "shared", .boolean).notNull().defaults(to: false) }
    }
    return migrator
  }
}

extension NotesDatabase: TestDependencyKey {
  /// A fresh in-memory database per test.
  package static var testValue: NotesDatabase {
    do {
      return try .inMemory(now: { Date(timeIntervalSince1970: 1_800_000_000) })
    } catch {
      reportIssue("Could not open an in-memory database: \(error)")
      return NotesDatabase(
        create: { _, _ in throw error }, note: { _ in throw error }, search: { _, _ in throw error },
        newest: { _ in throw error }, delete: { _ in throw error }, all: { throw error }
      )
    }
  }
}

extension DependencyValues {
  /// The notes app's storage.
  package var notesDatabase: NotesDatabase {
    get { self[NotesDatabase.self] }
    set { self[NotesDatabase.self] = newValue }
  }
}
