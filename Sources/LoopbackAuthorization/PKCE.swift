#if LoopbackAuthorization
  import Crypto
  import Foundation

  /// Proof Key for Code Exchange (RFC 7636) with the `S256` method: a secret verifier kept by
  /// the app, and its challenge sent with the authorization request. An app that intercepts the
  /// redirect gets the code, but cannot redeem it without the verifier.
  public struct PKCE: Sendable, Equatable {
    /// The method of ``challenge``: `S256`, the only one this library sends (`plain` would show
    /// the verifier to anyone who sees the request).
    public static let method = "S256"
    /// The characters a verifier may use (RFC 7636 §4.1: `unreserved`).
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// The secret the token request proves the app holds: 43 to 128 unreserved characters.
    public let verifier: String

    /// A new verifier of `length` characters drawn from the system's cryptographically secure
    /// generator (`SystemRandomNumberGenerator`: `getrandom` on Linux, `arc4random` on Apple
    /// platforms). Without rejection bias: the 66-character alphabet is drawn uniformly.
    ///
    /// - Parameter length: 43 to 128 (clamped); 64 unless said.
    public init(length: Int = 64) {
      var generator = SystemRandomNumberGenerator()
      let count = min(max(length, 43), 128)
      let characters = (0..<count).map { _ in Self.alphabet.randomElement(using: &generator) ?? UInt8(ascii: "A") }
      self.verifier = String(decoding: characters, as: UTF8.self)
    }

    /// A verifier given by the caller (a test vector, say).
    ///
    /// - Throws: ``PKCEError`` if it is not 43 to 128 unreserved characters.
    package init(verifier: String) throws(PKCEError) {
      let bytes = Array(verifier.utf8)
      guard (43...128).contains(bytes.count) else { throw .length(bytes.count) }
      guard bytes.allSatisfy(Self.alphabet.contains) else { throw .character }
      self.verifier = verifier
    }

    /// `BASE64URL(SHA256(verifier))`, without padding: what the authorization request carries
    /// as `code_challenge`.
    public var challenge: String {
      Data(SHA256.hash(data: Data(verifier.utf8))).base64URLEncoded
    }
  }

  /// Why a PKCE verifier was refused.
  package enum PKCEError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not 43 to 128 characters long.
    case length(Int)
    /// A character outside `A-Z a-z 0-9 - . _ ~`.
    case character

    /// Says what is wrong.
    package var description: String {
      switch self {
      case let .length(count): "a PKCE verifier has 43 to 128 characters, not \(count)"
      case .character: "a PKCE verifier uses only A-Z, a-z, 0-9, '-', '.', '_' and '~'"
      }
    }
  }

  extension Data {
    /// Base64 with the URL-safe alphabet and no padding (RFC 4648 §5).
    var base64URLEncoded: String {
      base64EncodedString()
        .replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
    }
  }
#endif
