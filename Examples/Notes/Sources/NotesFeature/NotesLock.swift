import Crypto
import CryptoExtras
import Foundation

/// The passphrase that locks the notes, kept only as a salted hash: PBKDF2 with SHA-256,
/// 600,000 rounds (OWASP's figure for it), a 16-byte random salt, written as
/// `pbkdf2-sha256$ROUNDS$SALT$HASH` (base64). The passphrase itself is never stored.
package enum NotesLock {
  /// The rounds of a new hash.
  package static let rounds = 600_000

  /// A new hash of `passphrase`, with a new salt.
  ///
  /// - Parameter rounds: PBKDF2 rounds; tests may use fewer.
  package static func hash(_ passphrase: String, rounds: Int = rounds) -> String {
    var generator = SystemRandomNumberGenerator()
    let salt = Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    return
      "pbkdf2-sha256$\(rounds)$\(salt.base64EncodedString())$\(derive(passphrase, salt, rounds).base64EncodedString())"
  }

  /// Whether `passphrase` is the one `stored` was made from. A stored value that is not a
  /// hash of this form matches nothing. Compared in constant time.
  package static func matches(_ passphrase: String, _ stored: String) -> Bool {
    let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "pbkdf2-sha256", let rounds = Int(parts[1]), (1...10_000_000).contains(rounds),
      let salt = Data(base64Encoded: String(parts[2])), let expected = Data(base64Encoded: String(parts[3])),
      expected.count == 32
    else { return false }
    let actual = derive(passphrase, salt, rounds)
    return zip(actual, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  private static func derive(_ passphrase: String, _ salt: Data, _ rounds: Int) -> Data {
    let key = try? KDF.Insecure.PBKDF2.deriveKey(
      from: Data(passphrase.utf8), salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: rounds)
    return key.map { $0.withUnsafeBytes { Data($0) } } ?? Data()
  }
}
