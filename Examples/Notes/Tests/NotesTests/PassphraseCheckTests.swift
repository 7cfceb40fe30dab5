import Foundation
import NotesFeature
import Testing

/// Guessing the passphrase costs time, and the cost survives a restart: 20 wrong passphrases in a
/// row cost nothing but the key derivation before, and the right one then worked at once.
@Suite struct PassphraseCheckTests {
  static let start = Date(timeIntervalSince1970: 1_000_000)

  @Test func afterThreeWrongPassphrasesEachTryWaitsTwiceAsLong() async throws {
    let database = try NotesDatabase.inMemory()
    _ = try await database.lock("correct horse", NotesLock.minimumRounds)
    var now = Self.start
    for expected in [0, 0, 0, 2] {
      #expect(try await PassphraseCheck.check("guess", in: database, now: now) == .wrong(retryAfter: expected))
    }
    // Within the wait, not even the right passphrase is checked.
    now += 1
    #expect(try await PassphraseCheck.check("correct horse", in: database, now: now) == .tooSoon(seconds: 1))
    now += 1
    #expect(try await PassphraseCheck.check("guess", in: database, now: now) == .wrong(retryAfter: 4))
    now += 4
    #expect(try await PassphraseCheck.check("correct horse", in: database, now: now) == .right)
    // The right one starts the count again.
    #expect(try await PassphraseCheck.check("guess", in: database, now: now) == .wrong(retryAfter: 0))
  }

  @Test func theWaitGrowsToAQuarterOfAnHourAtMost() {
    #expect((0...4).map(PassphraseCheck.wait(afterFailures:)) == [0, 0, 0, 0, 2])
    #expect(PassphraseCheck.wait(afterFailures: 8) == 32)
    #expect(PassphraseCheck.wait(afterFailures: 100) == PassphraseCheck.longestWait)
  }

  /// The count is kept beside the lock, in the database: a new process waits as long.
  @Test func theWaitSurvivesARestart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("notes.sqlite").path
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // No keyring runs here: the notes' key is kept in the secrets file the user may choose.
    try NotesSealingTests.chooseSecretsFile(besideDatabase: path)
    let first = try NotesDatabase.live(path: path)
    _ = try await first.lock("correct horse", NotesLock.minimumRounds)
    // Six wrong ones, each once its wait was over: the next waits 8 s from the last, at 6 s.
    for offset in [0, 0, 0, 0, 2, 6] as [TimeInterval] {
      #expect(try await PassphraseCheck.check("guess", in: first, now: Self.start + offset) != .right)
    }
    let second = try NotesDatabase.live(path: path)
    #expect(
      try await PassphraseCheck.check("correct horse", in: second, now: Self.start + 9) == .tooSoon(seconds: 5))
    #expect(try await PassphraseCheck.check("correct horse", in: second, now: Self.start + 14) == .right)
  }

  /// A stored lock that claims one round (damaged, or planted) opens nothing.
  @Test func aLockOfTooFewRoundsOpensNothing() throws {
    let (weak, _) = try NotesLock.make("pass", rounds: 1)
    #expect(NotesLock.open("pass", weak) == nil)
    #expect(NotesLock.open("pass", weak, minimumRounds: 1) != nil)
    let (enough, _) = try NotesLock.make("pass", rounds: NotesLock.minimumRounds)
    #expect(NotesLock.open("pass", enough) != nil)
  }
}
