#if LinkServer
  import Crypto
  import Foundation

  /// The key a site signs its claims' codes with: derived from its signing key (HKDF-SHA256,
  /// for this use only), so that the site keeps one secret.
  package struct LinkClaimKey: Sendable {
    private let key: SymmetricKey

    package init(signingKey: some ContiguousBytes) {
      key = HKDF<SHA256>.deriveKey(
        inputKeyMaterial: SymmetricKey(data: signingKey), info: Data("swift-composable-links link claims 1".utf8),
        outputByteCount: 32)
    }

    /// The HMAC-SHA256 of `id`.
    package func sign(_ id: [UInt8]) -> [UInt8] {
      Array(HMAC<SHA256>.authenticationCode(for: id, using: key))
    }

    /// What a client's allowance is kept under: a keyed hash of its `address` under the key of
    /// `now`'s day (UTC), derived from this one. Every instance of a site computes the same for
    /// the same client on the same day; no one without the site's key links it to an address,
    /// and the next day's says nothing of the last's.
    package func client(_ address: String, at now: Date) -> String {
      let day = Int((now.timeIntervalSince1970 / 86_400).rounded(.down))
      let dayKey = SymmetricKey(data: HMAC<SHA256>.authenticationCode(for: Data("clients \(day)".utf8), using: key))
      let hash = HMAC<SHA256>.authenticationCode(for: Data(address.utf8), using: dayKey)
      return Data(hash).prefix(16).base64EncodedString()
    }
  }
#endif
