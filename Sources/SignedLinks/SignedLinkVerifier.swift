import Crypto
import Foundation
import LinkRouting

/// Checks signed links (``SignedLinkFormat``) against the keys an app trusts and, for single-use
/// routes, the links already used: the check an intake runs for a route that asks for a
/// signature (``check``).
///
/// In order, a link is refused when it carries no signature or cannot be read, when its key is
/// unknown or revoked, when the signature is not the key's signature of the link's canonical
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

  /// The id of the key that signed `url`, if it holds under `rule`, else why not.
  public func verify(_ url: URL, rule: LinkSignatureRule) async -> Result<String, LinkSignatureError> {
    let claims: SignedLinkFormat.Claims
    do {
      claims = try SignedLinkFormat.claims(of: url)
    } catch {
      return .failure(error)
    }
    let trusted: TrustedLinkKeys
    do {
      trusted = try await keys()
    } catch {
      return .failure(.unavailable("the trusted keys cannot be read"))
    }
    let key: Curve25519.Signing.PublicKey
    switch trusted.key(claims.keyID) {
    case let .success(found): key = found
    case let .failure(refusal): return .failure(refusal)
    }
    guard key.isValidSignature(claims.signature, for: Data(claims.canonical.utf8)) else {
      return .failure(.badSignature)
    }
    let seconds = Int(now().timeIntervalSince1970.rounded(.down))
    if let refusal = claims.refusal(under: rule, now: seconds) { return .failure(refusal) }
    if rule.singleUse, let nonce = claims.nonce {
      if let refusal = nonces.use(nonce, claims.keyID, claims.expires + rule.clockSkew, seconds) {
        return .failure(refusal)
      }
    }
    return .success(claims.keyID)
  }

  /// This verifier as the check an intake runs (AppLinks' `LinkIntake.checkingSignatures`).
  public var check: LinkSignatureCheck {
    LinkSignatureCheck { url, rule in await verify(url, rule: rule) }
  }
}
