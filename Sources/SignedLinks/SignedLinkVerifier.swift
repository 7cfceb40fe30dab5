#if SignedLinks
  import Crypto
  import Foundation
  import LinkRouting

  /// Checks signed links (`SignedLinkFormat`) against the keys an app trusts and, for single-use
  /// routes, the links already used: the check an intake runs for a route that asks for a
  /// signature (``check``).
  ///
  /// In order, a link is refused when it carries no signature or cannot be read, when its key is
  /// unknown, revoked or not trusted for the rule's purpose, when the signature is not the key's signature of the link's canonical
  /// form, when it is not yet valid, expired or too long-lived, and, for a single-use route, when
  /// its nonce was used before. Only then is the nonce recorded (until the link expires), and the
  /// key's id given back.
  public struct SignedLinkVerifier: Sendable {
    /// The keys trusted, read for every link (a key trusted or revoked while the app runs counts
    /// at once).
    public var keys: @Sendable () async throws -> TrustedLinkKeys
    /// The links used, for single-use routes.
    public var nonces: UsedLinkNonces
    /// The time now.
    public var now: @Sendable () -> Date

    /// Creates a verifier.
    public init(
      keys: @escaping @Sendable () async throws -> TrustedLinkKeys, nonces: UsedLinkNonces,
      now: @escaping @Sendable () -> Date = Date.init
    ) {
      self.keys = keys
      self.nonces = nonces
      self.now = now
    }

    /// The id of the key that signed `url`, if it holds under `rule`, else why not
    /// (`SignedLinkFormat.verify(_:rule:now:signatureHolds:spend:)`, with Ed25519).
    public func verify(_ url: URL, rule: LinkSignatureRule) async -> Result<String, LinkSignatureError> {
      let trusted: TrustedLinkKeys
      do {
        trusted = try await keys()
      } catch {
        return .failure(.unavailable("the trusted keys cannot be read"))
      }
      let seconds = Int(now().timeIntervalSince1970.rounded(.down))
      return SignedLinkFormat.verify(url, rule: rule, now: seconds) { keyID, signature, canonical in
        switch trusted.key(keyID, for: rule.purpose) {
        case let .success(key):
          key.isValidSignature(signature, for: Data(canonical.utf8)) ? nil : .badSignature
        case let .failure(refusal):
          refusal
        }
      } spend: { nonce, keyID, until in
        nonces.use(nonce, keyID, until, seconds)
      }
    }

    /// This verifier as the check an intake runs (AppLinks' `LinkIntake.checkingSignatures`).
    public var check: LinkSignatureCheck {
      LinkSignatureCheck { url, rule in await verify(url, rule: rule) }
    }
  }
#endif
