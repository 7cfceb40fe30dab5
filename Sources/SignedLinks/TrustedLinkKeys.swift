#if SignedLinks
  import Crypto
  import Foundation
  import LinkRouting

  /// The keys an app trusts to sign its links, by id, and the ids it no longer trusts. Rotating
  /// a key is trusting the new one under a new id, then revoking the old id once no link signed
  /// by it is in flight; a revoked id is refused by name (`LinkSignatureError.revokedKey(_:)`),
  /// never trusted again under that id.
  public struct TrustedLinkKeys: Sendable {
    private var keys: [String: Curve25519.Signing.PublicKey] = [:]
    /// The ids revoked.
    public private(set) var revoked: Set<String> = []

    /// No keys.
    public init() {}

    /// The ids trusted now, sorted.
    package var ids: [String] { keys.keys.sorted() }

    /// Trusts `publicKey` (32 bytes, base64url, as ``LinkSigningKey/publicKey`` gives) for links
    /// signed under `keyID`, replacing any key trusted under it.
    ///
    /// - Throws: ``LinkSigningError/invalidKeyID(_:)`` (a revoked id included: ids are never
    ///   reused), ``LinkSigningError/invalidKey``.
    public mutating func trust(_ publicKey: String, as keyID: String) throws(LinkSigningError) {
      guard SignedLinkFormat.isKeyID(keyID), !revoked.contains(keyID) else { throw .invalidKeyID(keyID) }
      guard let bytes = Base64URL.decode(publicKey), bytes.count == 32,
        let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes)
      else { throw .invalidKey }
      keys[keyID] = key
    }

    /// Stops trusting `keyID`, for good.
    public mutating func revoke(_ keyID: String) {
      keys[keyID] = nil
      revoked.insert(keyID)
    }

    /// The key trusted under `keyID`, or why there is none.
    func key(_ keyID: String) -> Result<Curve25519.Signing.PublicKey, LinkSignatureError> {
      if revoked.contains(keyID) { return .failure(.revokedKey(keyID)) }
      guard let key = keys[keyID] else { return .failure(.unknownKey(keyID)) }
      return .success(key)
    }
  }
#endif
