import Foundation
import LinkRouting
import SignedLinks

/// The keys whose signed links the notes app takes in place of its token (`notes keys`): by
/// name, each an Ed25519 public key in base64url, and the names revoked for good. Public keys are
/// no secret: they are kept in the database, beside the lock.
package struct LinkKeyList: Codable, Equatable, Sendable {
  /// The public key trusted under each name.
  package var trusted: [String: String] = [:]
  /// The names no longer trusted.
  package var revoked: Set<String> = []
  /// The names trusted as a site's key (`notes keys add --site`): their links may lead to a
  /// note or the list through a deferred link, and never update or delete one.
  package var sites: Set<String> = []

  package init() {}

  private enum CodingKeys: String, CodingKey { case trusted, revoked, sites }

  /// Reads a list written before site keys were kept apart (no `sites`: none).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    trusted = try container.decode([String: String].self, forKey: .trusted)
    revoked = try container.decode(Set<String>.self, forKey: .revoked)
    sites = try container.decodeIfPresent(Set<String>.self, forKey: .sites) ?? []
  }

  /// The keys as the verifier reads them; a key that cannot be read is left out (and
  /// `notes keys add` refuses it in the first place).
  package var keys: TrustedLinkKeys {
    var keys = TrustedLinkKeys()
    for name in revoked { keys.revoke(name) }
    for (name, key) in trusted {
      try? keys.trust(key, as: name, for: sites.contains(name) ? [.deferredScreens] : Set(LinkKeyPurpose.allCases))
    }
    return keys
  }

  /// Trusts `publicKey` under `name`: for every signed link, or (`site`) for a site's deferred
  /// links to a note or the list only.
  ///
  /// - Throws: ``LinkSigningError`` for a name that is not an id (or was revoked) or a key that
  ///   is not one.
  package mutating func add(_ name: String, publicKey: String, site: Bool = false) throws(LinkSigningError) {
    var check = keys
    try check.trust(publicKey, as: name)
    trusted[name] = publicKey
    if site { sites.insert(name) } else { sites.remove(name) }
  }

  /// Stops trusting `name` for good; false when no key of that name is trusted.
  package mutating func revoke(_ name: String) -> Bool {
    guard trusted.removeValue(forKey: name) != nil else { return false }
    sites.remove(name)
    revoked.insert(name)
    return true
  }
}
