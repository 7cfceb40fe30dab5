import AppLinks
import Crypto
import CryptoExtras
import Foundation

/// The passphrase that locks the notes, and the key it guards. A lock is a random 256-bit key
/// (``NotesKey``) that seals every note, itself sealed (AES-GCM) with a key derived from the
/// passphrase by PBKDF2 with SHA-256 — 600,000 rounds (OWASP's figure for it), a 16-byte random
/// salt — and written as `aes256gcm-pbkdf2-sha256$ROUNDS$SALT$SEALEDKEY` (base64). Neither the
/// passphrase nor anything derived from it that opens the key is stored: a wrong passphrase is
/// one whose derived key does not open the sealed key.
///
/// A lock made by an earlier version, `pbkdf2-sha256$ROUNDS$SALT$HASH`, sealed nothing; the
/// right passphrase turns it into a lock of the new form (``matchesUnsealed(_:_:minimumRounds:derive:)``).
package enum NotesLock {
  /// The rounds of a new lock.
  package static let rounds = 600_000
  /// The fewest rounds a stored lock may claim: one that claims fewer (a damaged or planted
  /// lock) opens with no passphrase.
  package static let minimumRounds = 100_000

  /// Derives a key from a passphrase, a salt and a number of rounds.
  package typealias Derive = @Sendable (_ passphrase: String, _ salt: Data, _ rounds: Int) throws -> Data

  /// The form of a lock's record.
  static let sealingForm = "aes256gcm-pbkdf2-sha256"
  /// The form of an earlier version's lock, which sealed nothing.
  static let unsealedForm = "pbkdf2-sha256"
  /// What the sealed key is bound to: a key sealed for anything else does not open.
  static let purpose = Data("notes key".utf8)

  /// A new lock for `passphrase`: its record, to store, and the new key it seals.
  ///
  /// - Parameter rounds: PBKDF2 rounds; tests may use fewer.
  /// - Throws: When the key cannot be derived or sealed: no lock is better than a lock nobody
  ///   can open.
  package static func make(_ passphrase: String, rounds: Int = rounds) throws -> (record: String, key: NotesKey) {
    let salt = randomBytes(16)
    let secret = SymmetricKey(size: .bits256)
    let wrapping = SymmetricKey(data: try pbkdf2(passphrase, salt, rounds))
    let sealed = try AES.GCM.seal(secret.withUnsafeBytes { Data($0) }, using: wrapping, authenticating: purpose)
    guard let combined = sealed.combined else { throw NotesError.storage("the key could not be sealed") }
    let record = "\(sealingForm)$\(rounds)$\(salt.base64EncodedString())$\(combined.base64EncodedString())"
    return (record, NotesKey(secret, lock: record))
  }

  /// The key `record` seals, opened with `passphrase`; nil when it is not the passphrase.
  /// Fails closed: a record not of this form, a key that cannot be derived, or one that claims
  /// fewer than `minimumRounds` rounds opens nothing.
  ///
  /// - Parameters:
  ///   - minimumRounds: The fewest rounds accepted; ``minimumRounds`` unless a test says.
  ///   - derive: The key derivation; a test's may fail.
  package static func open(
    _ passphrase: String, _ record: String, minimumRounds: Int = minimumRounds, derive: Derive = pbkdf2
  ) -> NotesKey? {
    guard let (rounds, salt, sealed) = parts(of: record, form: sealingForm, minimumRounds: minimumRounds),
      let derived = try? derive(passphrase, salt, rounds), derived.count == 32,
      let box = try? AES.GCM.SealedBox(combined: sealed),
      let opened = try? AES.GCM.open(box, using: SymmetricKey(data: derived), authenticating: purpose),
      opened.count == 32
    else { return nil }
    return NotesKey(SymmetricKey(data: opened), lock: record)
  }

  /// Whether `record` seals the notes (a lock of this version) rather than only guarding them
  /// (an earlier version's).
  package static func seals(_ record: String) -> Bool {
    record.hasPrefix(sealingForm + "$")
  }

  /// Whether `passphrase` is the one an earlier version's lock, a salted hash that sealed
  /// nothing, was made from. Compared in constant time (``ConstantTime``); fails closed as
  /// ``open(_:_:minimumRounds:derive:)`` does.
  package static func matchesUnsealed(
    _ passphrase: String, _ record: String, minimumRounds: Int = minimumRounds, derive: Derive = pbkdf2
  ) -> Bool {
    guard let (rounds, salt, expected) = parts(of: record, form: unsealedForm, minimumRounds: minimumRounds),
      expected.count == 32, let actual = try? derive(passphrase, salt, rounds)
    else { return false }
    return ConstantTime.equals(actual, expected)
  }

  /// PBKDF2 with SHA-256: a 32-byte key.
  package static let pbkdf2: Derive = { passphrase, salt, rounds in
    let key = try KDF.Insecure.PBKDF2.deriveKey(
      from: Data(passphrase.utf8), salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: rounds)
    return key.withUnsafeBytes { Data($0) }
  }

  /// The rounds, salt and last field of a record of `form`, if it is one.
  private static func parts(of record: String, form: String, minimumRounds: Int) -> (Int, Data, Data)? {
    let parts = record.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == form, let rounds = Int(parts[1]),
      (max(1, minimumRounds)...10_000_000).contains(rounds),
      let salt = Data(base64Encoded: String(parts[2])), let last = Data(base64Encoded: String(parts[3]))
    else { return nil }
    return (rounds, salt, last)
  }

  private static func randomBytes(_ count: Int) -> Data {
    var generator = SystemRandomNumberGenerator()
    return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
  }
}
