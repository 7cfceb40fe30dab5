import Foundation
import SignedLinks

/// The keys whose signed links the notes app takes in place of its token (`notes keys`): by
/// name, each an Ed25519 public key in base64url, and the names revoked for good. Public keys are
/// no secret: they are kept in the database, beside the lock.
package struct LinkKeyList: Codable, Equatable, Sendable {
  /// The public key trusted under each name.
  package var trusted: [String: String] = [:]
  /// The names no longer trusted.
  package var revoked: Set<String> = []

  package init() {}

  /// The keys as the verifier reads them; a key that cannot be read is left out (and
  /// `notes keys add` refuses it in the first place).
  package var keys: TrustedLinkKeys {
    var keys = TrustedLinkKeys()
    for name in revoked { keys.revoke(name) }
    for (name, key) in trusted { try? keys.trust(key, as: name) }
    return keys
  }

  /// Trusts `publicKey` under `name`.
  ///
  /// - Throws: ``LinkSigningError`` for a name that is not an id (or was revoked) or a key that
  ///   is not one.
  package mutating func add(_ name: String, publicKey: String) throws(LinkSigningError) {
    var check = keys
    try check.trust(publicKey, as: name)
    trusted[name] = publicKey
  }

  /// Stops trusting `name` for good; false when no key of that name is trusted.
  package mutating func revoke(_ name: String) -> Bool {
    guard trusted.removeValue(forKey: name) != nil else { return false }
    revoked.insert(name)
    return true
  }
}
