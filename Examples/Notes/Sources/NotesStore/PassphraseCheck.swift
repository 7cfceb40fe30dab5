import Foundation

/// What became of a passphrase given to unlock the notes.
package enum PassphraseVerdict: Equatable, Sendable {
  /// It is the passphrase (or the notes have none).
  case right
  /// It is not; the next try may be made after `retryAfter` seconds (0: at once).
  case wrong(retryAfter: Int)
  /// Too many wrong ones came lately: this one was not even checked. Try again after
  /// `seconds`.
  case tooSoon(seconds: Int)
}

/// Guessing the passphrase costs time: after ``freeTries`` wrong passphrases in a row, each
/// further try waits twice as long as the one before (2 s, 4 s, 8 s … at most a quarter of an
/// hour), whichever process makes it: the count and the time of the last wrong one are kept
/// beside the lock, in the database, so a restart waits as long. The right passphrase starts the
/// count again.
package enum PassphraseCheck {
  /// Wrong passphrases allowed without waiting.
  package static let freeTries = 3
  /// The longest wait between tries.
  package static let longestWait = 900

  /// The wait before the next try after `failures` wrong passphrases in a row.
  package static func wait(afterFailures failures: Int) -> Int {
    guard failures > freeTries else { return 0 }
    let doublings = min(failures - freeTries, 10)
    return min(1 << doublings, longestWait)
  }

  /// Checks `passphrase` against the notes' lock at `now`: refused unread while a wait is
  /// running, else tried (``NotesLock/open(_:_:minimumRounds:derive:)``) and the count kept.
  /// The right passphrase unlocks the notes: the key it opens is kept in the secrets
  /// (``NotesDatabase/keepKey``) for every reader. (An earlier version's lock, which sealed
  /// nothing, is replaced by one that seals, with the same passphrase.)
  ///
  /// - Throws: The database's or the secrets' error (a keyring that is locked or absent cannot
  ///   keep the key: the notes stay locked, and the error says why).
  package static func check(
    _ passphrase: String, in database: NotesDatabase, now: Date, minimumRounds: Int = NotesLock.minimumRounds
  ) async throws -> PassphraseVerdict {
    guard let record = try await database.lockRecord() else { return .right }
    let attempts = Attempts(try await database.lockAttempts())
    let waited = Int(now.timeIntervalSince(attempts.last).rounded(.down))
    let required = wait(afterFailures: attempts.failures)
    // A last failure dated in the future (a clock set back) waits no longer than the rule says.
    if required > 0, waited < required, waited >= 0 { return .tooSoon(seconds: required - waited) }
    if let key = NotesLock.open(passphrase, record, minimumRounds: minimumRounds) {
      if attempts.failures > 0 { try await database.setLockAttempts(nil) }
      try await database.keepKey(key)
      return .right
    }
    if NotesLock.matchesUnsealed(passphrase, record, minimumRounds: minimumRounds) {
      try await database.keepKey(try await database.lock(passphrase, NotesLock.rounds))
      return .right
    }
    let failures = attempts.failures + 1
    try await database.setLockAttempts(Attempts(failures: failures, last: now).text)
    return .wrong(retryAfter: wait(afterFailures: failures))
  }

  /// The count kept beside the lock: `FAILURES LAST` (seconds since 1970).
  struct Attempts {
    var failures = 0
    var last = Date(timeIntervalSince1970: 0)

    init(failures: Int, last: Date) {
      self.failures = failures
      self.last = last
    }

    /// The count `text` keeps; none when there is none or it cannot be read (a damaged count
    /// is no reason to refuse the right passphrase).
    init(_ text: String?) {
      let parts = text?.split(separator: " ") ?? []
      guard parts.count == 2, let failures = Int(parts[0]), failures > 0, let last = Double(parts[1]) else { return }
      self.failures = failures
      self.last = Date(timeIntervalSince1970: last)
    }

    var text: String { "\(failures) \(Int(last.timeIntervalSince1970))" }
  }
}
