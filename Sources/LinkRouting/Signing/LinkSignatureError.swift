/// Why a signed link was refused: each reason distinct, for the caller's `x-error` (code 401)
/// and the app's outcome record. Never says which key would have been accepted.
public enum LinkSignatureError: XCallbackError, Codable, Hashable, Sendable, CustomStringConvertible {
  /// The route asks for a signature and the link carries none.
  case missing
  /// The link's signature parameters cannot be read: `reason` says which.
  case malformed(String)
  /// The link expired (beyond the allowed clock skew).
  case expired
  /// The link says it was issued in the future (beyond the allowed clock skew).
  case notYetValid
  /// The link claims to stay valid longer than the route allows.
  case lifetimeTooLong
  /// No trusted key has the link's key id.
  case unknownKey(String)
  /// The link's key was trusted once and has been revoked.
  case revokedKey(String)
  /// The signature is not the key's signature of this link.
  case badSignature
  /// The link's key is trusted, but not for what the link asks (a site's key, trusted for
  /// deferred links to screens, on a request that changes something).
  case notTrustedFor(String, LinkKeyPurpose)
  /// The single-use link ran before.
  case replayed
  /// The record of used links cannot be read or written, or is full: a single-use link is
  /// refused rather than risk running twice.
  case unavailable(String)

  /// 401 for every reason: the link does not prove who made it.
  public var errorCode: Int { 401 }

  /// What the caller is told.
  public var errorMessage: String {
    switch self {
    case .missing: "This request must be a signed link."
    case let .malformed(reason): "The link's signature cannot be read: \(reason)."
    case .expired: "The signed link has expired."
    case .notYetValid: "The signed link is not valid yet."
    case .lifetimeTooLong: "The signed link is valid for longer than this request allows."
    case let .unknownKey(id): "The link is signed by an unknown key (\"\(id)\")."
    case let .revokedKey(id): "The link is signed by a revoked key (\"\(id)\")."
    case .badSignature: "The link's signature is not valid."
    case let .notTrustedFor(id, purpose): "The key \"\(id)\" is not trusted to sign \(purpose)."
    case .replayed: "The signed link was used before."
    case let .unavailable(reason): "Used links cannot be recorded: \(reason)."
    }
  }

  /// ``errorMessage``.
  public var description: String { errorMessage }
}
