#if SignedLinks
  /// Why a key could not be made or read, or a link not signed.
  public enum LinkSigningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key id must be 1 to 64 letters, digits, `.`, `_` or `-`.
    case invalidKeyID(String)
    /// The bytes are not an Ed25519 key (32 bytes, base64url for a public key).
    case invalidKey
    /// The link has no canonical form: `reason` says why.
    case unsignable(String)

    /// A sentence for the user.
    public var description: String {
      switch self {
      case let .invalidKeyID(id): "\"\(id)\" is not a key id: use 1 to 64 letters, digits, '.', '_' or '-'"
      case .invalidKey: "not an Ed25519 key (32 bytes; a public key is written in base64url)"
      case let .unsignable(reason): "the link cannot be signed: \(reason)"
      }
    }
  }
#endif
