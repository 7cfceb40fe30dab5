#if SignedLinks
  import Crypto
  import Foundation
  import LinkRouting

  /// The keys an app trusts to sign its links, by id, and the ids it no longer trusts. Rotating
  /// a key is trusting the new one under a new id, then revoking the old id once no link signed
  /// by it is in flight; a revoked id is refused by name (`LinkSignatureError.revokedKey(_:)`),
  /// never trusted again under that id.
  ///
  /// Each key is trusted *for a purpose* (`LinkKeyPurpose`): a sender's key for everything, a
  /// site's key that signs deferred links for `LinkKeyPurpose.deferredScreens` only, so that
  /// what a stranger asked the site for never runs a request.
  public struct TrustedLinkKeys: Sendable {
    private var keys: [String: (key: Curve25519.Signing.PublicKey, purposes: Set<LinkKeyPurpose>)] = [:]
    /// The ids revoked.
    public private(set) var revoked: Set<String> = []

    /// No keys.
    public init() {}

    /// The ids trusted now, sorted.
    package var ids: [String] { keys.keys.sorted() }

    /// Trusts `publicKey` (32 bytes, base64url, as ``LinkSigningKey/publicKey`` gives) for links
    /// signed under `keyID` for `purposes`, replacing any key trusted under it.
    ///
    /// ```swift
    /// try keys.trust(sender, as: "backup")                         // any signed link
    /// try keys.trust(site, as: "site", for: [.deferredScreens])   // a site's deferred links only
    /// ```
    ///
    /// - Parameters:
    ///   - publicKey: The key, base64url.
    ///   - keyID: The id its links carry (`kid`).
    ///   - purposes: What its links may be taken for; every purpose unless given.
    /// - Throws: ``LinkSigningError/invalidKeyID(_:)`` (a revoked id included: ids are never
    ///   reused), ``LinkSigningError/invalidKey``.
    public mutating func trust(
      _ publicKey: String, as keyID: String, for purposes: Set<LinkKeyPurpose> = Set(LinkKeyPurpose.allCases)
    ) throws(LinkSigningError) {
      guard SignedLinkFormat.isKeyID(keyID), !revoked.contains(keyID) else { throw .invalidKeyID(keyID) }
      guard let bytes = Base64URL.decode(publicKey), bytes.count == 32,
        let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes)
      else { throw .invalidKey }
      keys[keyID] = (key, purposes)
    }

    /// What the key trusted under `keyID` may vouch for (empty when none is trusted).
    public func purposes(of keyID: String) -> Set<LinkKeyPurpose> {
      keys[keyID]?.purposes ?? []
    }

    /// Stops trusting `keyID`, for good.
    public mutating func revoke(_ keyID: String) {
      keys[keyID] = nil
      revoked.insert(keyID)
    }

    /// The key trusted under `keyID` for `purpose`, or why there is none.
    func key(_ keyID: String, for purpose: LinkKeyPurpose) -> Result<Curve25519.Signing.PublicKey, LinkSignatureError> {
      if revoked.contains(keyID) { return .failure(.revokedKey(keyID)) }
      guard let trusted = keys[keyID] else { return .failure(.unknownKey(keyID)) }
      guard trusted.purposes.contains(purpose) else { return .failure(.notTrustedFor(keyID, purpose)) }
      return .success(trusted.key)
    }
  }
#endif
