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
  }
#endif
