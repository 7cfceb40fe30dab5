import ComposableLinks
import Crypto
import CryptoExtras
import Foundation

/// The passphrase that locks the notes, kept only as a salted hash: PBKDF2 with SHA-256,
/// 600,000 rounds (OWASP's figure for it), a 16-byte random salt, written as
/// `pbkdf2-sha256$ROUNDS$SALT$HASH` (base64). The passphrase itself is never stored.
package enum NotesLock {
  /// The rounds of a new hash.
  package static let rounds = 600_000
  /// The fewest rounds a stored hash may claim: one that claims fewer (a damaged or planted
  /// lock) matches nothing.
  package static let minimumRounds = 100_000

  /// Derives a key from a passphrase, a salt and a number of rounds.
  package typealias Derive = @Sendable (_ passphrase: String, _ salt: Data, _ rounds: Int) throws -> Data

  /// A new hash of `passphrase`, with a new salt.
  ///
  /// - Parameter rounds: PBKDF2 rounds; tests may use fewer.
  /// - Throws: When the key cannot be derived: no lock is better than a lock nobody can open.
  package static func hash(_ passphrase: String, rounds: Int = rounds) throws -> String {
    var generator = SystemRandomNumberGenerator()
    let salt = Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    let key = try pbkdf2(passphrase, salt, rounds)
    return "pbkdf2-sha256$\(rounds)$\(salt.base64EncodedString())$\(key.base64EncodedString())"
  }

  /// Whether `passphrase` is the one `stored` was made from. Fails closed: a stored value
  /// that is not a hash of this form, or a key that cannot be derived, matches nothing.
  /// Compared in constant time (``ConstantTime``), lengths first. A hash that claims fewer than
  /// `minimumRounds` rounds matches nothing.
  ///
  /// - Parameters:
  ///   - minimumRounds: The fewest rounds accepted; ``minimumRounds`` unless a test says.
  ///   - derive: The key derivation; a test's may fail.
  package static func matches(
    _ passphrase: String, _ stored: String, minimumRounds: Int = minimumRounds, derive: Derive = pbkdf2
  ) -> Bool {
    let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "pbkdf2-sha256", let rounds = Int(parts[1]),
      (max(1, minimumRounds)...10_000_000).contains(rounds),
      let salt = Data(base64Encoded: String(parts[2])), let expected = Data(base64Encoded: String(parts[3])),
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
}
