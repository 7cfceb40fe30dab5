#if SignedLinks
  import Crypto
  import Foundation
  import LinkRouting

  /// A key that signs links (`SignedLinkFormat`, Ed25519): the sender's side, on a server or
  /// in a script. Its ``publicKey`` is what an app trusts (``TrustedLinkKeys``), under ``keyID``.
  ///
  /// ```swift
  /// let key = LinkSigningKey(keyID: "server-2026")
  /// let link = try key.sign(URL(string: "notes://x-callback-url/notes/3/delete")!, expiresIn: 600, singleUse: true)
  /// ```
  ///
  /// The private key never leaves this value but through ``privateKey``, for the sender to
  /// keep (in a file only it can read, or its own secret store).
  public struct LinkSigningKey: Sendable {
    /// The id links signed by this key carry (`kid`).
    public let keyID: String
    private let key: Curve25519.Signing.PrivateKey

    /// A new random key.
    ///
    /// - Parameter keyID: 1 to 64 letters, digits, `.`, `_` or `-`.
    /// - Throws: ``LinkSigningError/invalidKeyID(_:)``.
    public init(keyID: String) throws(LinkSigningError) {
      try self.init(keyID: keyID, key: Curve25519.Signing.PrivateKey())
    }

    /// The key whose 32 private bytes are `rawRepresentation`.
    ///
    /// - Throws: ``LinkSigningError/invalidKeyID(_:)``, or ``LinkSigningError/invalidKey`` when
    ///   the bytes are not a key.
    package init(keyID: String, rawRepresentation: some ContiguousBytes) throws(LinkSigningError) {
      let key: Curve25519.Signing.PrivateKey
      do {
        key = try Curve25519.Signing.PrivateKey(rawRepresentation: rawRepresentation)
      } catch {
        throw .invalidKey
      }
      try self.init(keyID: keyID, key: key)
    }

    /// The key written as ``privateKey`` gives it (32 bytes, base64url), for a key kept in a file.
    ///
    /// - Throws: ``LinkSigningError/invalidKeyID(_:)``, ``LinkSigningError/invalidKey``.
    public init(keyID: String, privateKey: String) throws(LinkSigningError) {
      guard let bytes = Base64URL.decode(privateKey) else { throw .invalidKey }
      try self.init(keyID: keyID, rawRepresentation: bytes)
    }

    private init(keyID: String, key: Curve25519.Signing.PrivateKey) throws(LinkSigningError) {
      guard SignedLinkFormat.isKeyID(keyID) else { throw .invalidKeyID(keyID) }
      self.keyID = keyID
      self.key = key
    }

    /// The 32 private bytes, for the sender to keep.
    package var rawRepresentation: Data { key.rawRepresentation }

    /// The 32 private bytes in base64url, for the sender to keep in a file only it reads.
    public var privateKey: String { Base64URL.encode(key.rawRepresentation) }

    /// The public key, base64url: what an app trusts under ``keyID``.
    public var publicKey: String { Base64URL.encode(key.publicKey.rawRepresentation) }

    /// `url` signed: its `exp`, `iat`, `kid`, and (if `singleUse`) a new `nonce` set, any it
    /// had replaced, then `sig` appended.
    ///
    /// - Parameters:
    ///   - url: The link, every parameter of the request (callbacks included) in it.
    ///   - expiresIn: Seconds from `now` until the link expires.
    ///   - singleUse: Whether the link carries a nonce (a route that is single-use needs one).
    ///   - now: The time the link is made.
    /// - Throws: ``LinkSigningError/unsignable(_:)`` for a link that has no canonical form (a
    ///   fragment, user information, a broken percent-encoding, a `+` in the query, a parameter
    ///   named twice: a list is written with indexed keys, `tag[0]=a&tag[1]=b`, whose order is
    ///   signed).
    public func sign(_ url: URL, expiresIn: Int, singleUse: Bool, now: Date = Date()) throws(LinkSigningError) -> URL {
      let issued = Int(now.timeIntervalSince1970.rounded(.down))
      var parameters = [
        (SignedLinkFormat.expiresParameter, String(issued + max(0, expiresIn))),
        (SignedLinkFormat.issuedParameter, String(issued)),
        (SignedLinkFormat.keyIDParameter, keyID),
      ]
      if singleUse { parameters.append((SignedLinkFormat.nonceParameter, Self.nonce())) }
      let unsigned = Self.replacing(
        parameters.map(\.0) + [SignedLinkFormat.signatureParameter], in: url, with: parameters)
      guard let unsignedURL = URL(string: unsigned) else { throw .unsignable("the link cannot be written back") }
      let canonical: String
      do {
        canonical = try SignedLinkFormat.canonicalForm(of: unsignedURL)
      } catch {
        if case let .malformed(reason) = error { throw .unsignable(reason) }
        throw .unsignable(error.errorMessage)
      }
      let signature: Data
      do {
        signature = try key.signature(for: Data(canonical.utf8))
      } catch {
        throw .unsignable("the key did not sign: \(error)")
      }
      guard
        let signed = URL(string: unsigned + "&\(SignedLinkFormat.signatureParameter)=\(Base64URL.encode(signature))")
      else { throw .unsignable("the signed link cannot be written") }
      return signed
    }

    /// `url`'s text, its parameters named in `names` removed and `parameters` appended (their
    /// values need no encoding: digits, ids and base64url).
    private static func replacing(_ names: [String], in url: URL, with parameters: [(String, String)]) -> String {
      var text = url.absoluteString
      var query = ""
      if let mark = text.firstIndex(of: "?") {
        query = String(text[text.index(after: mark)...])
        text = String(text[..<mark])
      }
      var kept = query.split(separator: "&").filter { part in
        !names.contains(String(part.split(separator: "=", maxSplits: 1).first ?? ""))
      }
      .map(String.init)
      kept += parameters.map { "\($0.0)=\($0.1)" }
      return text + "?" + kept.joined(separator: "&")
    }

    /// 16 random bytes, base64url (22 characters).
    private static func nonce() -> String {
      var generator = SystemRandomNumberGenerator()
      return Base64URL.encode((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
  }
#endif
