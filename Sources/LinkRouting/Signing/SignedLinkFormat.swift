import Foundation

/// The signed-link format, version 1 (`docs/SignedLinks.md` is its specification): a link
/// carries its expiry (`exp`), when it was made (`iat`), the id of the key that signed it
/// (`kid`), for a single-use link a nonce (`nonce`), and an Ed25519 signature (`sig`) of its
/// canonical form (``canonicalForm(of:)``). Signing and checking are `SignedLinks`'; the form
/// lives here, with no dependency, so that anything that prints or reads links agrees on it.
package enum SignedLinkFormat {
  /// The parameter of the expiry: seconds since 1970, UTC.
  package static let expiresParameter = "exp"
  /// The parameter of the time the link was made: seconds since 1970, UTC.
  package static let issuedParameter = "iat"
  /// The parameter of the signing key's id.
  package static let keyIDParameter = "kid"
  /// The parameter of a single-use link's nonce.
  package static let nonceParameter = "nonce"
  /// The parameter of the signature: 64 bytes, base64url without padding. Not signed itself.
  package static let signatureParameter = "sig"

  /// Whether `request`'s link carries a signature (its ``signatureParameter``), whatever the
  /// signature is worth.
  package static func isSigned(_ request: RouteRequest) -> Bool {
    request.queryItems.contains { $0.name == signatureParameter }
  }

  /// `url` without its signature's parameters (``expiresParameter``, ``issuedParameter``,
  /// ``keyIDParameter``, ``nonceParameter``, ``signatureParameter``), every other part as it
  /// was written: the link as it was before it was signed.
  package static func withoutSignature(_ url: URL) -> URL {
    let names: Set<Substring> = [
      Substring(expiresParameter), Substring(issuedParameter), Substring(keyIDParameter), Substring(nonceParameter),
      Substring(signatureParameter),
    ]
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let query = components.percentEncodedQuery
    else { return url }
    let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { parameter in
      !names.contains(parameter.prefix { $0 != "=" })
    }
    components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
    return components.url ?? url
  }

  /// What a signed link says about itself, read but not yet checked.
  package struct Claims: Hashable, Sendable {
    /// The signing key's id.
    package var keyID: String
    /// The expiry, in seconds since 1970.
    package var expires: Int
    /// When it was made, in seconds since 1970, if it says.
    package var issued: Int?
    /// Its nonce, if it has one.
    package var nonce: String?
    /// The signature's 64 bytes.
    package var signature: [UInt8]
    /// The canonical form the signature must be of.
    package var canonical: String

    /// Claims as given (``SignedLinkFormat/claims(of:)`` reads them from a link).
    package init(keyID: String, expires: Int, issued: Int?, nonce: String?, signature: [UInt8], canonical: String) {
      self.keyID = keyID
      self.expires = expires
      self.issued = issued
      self.nonce = nonce
      self.signature = signature
      self.canonical = canonical
    }

    /// The first reason `rule` refuses these claims at `now` (seconds since 1970), the
    /// signature aside; nil when it takes them.
    package func refusal(under rule: LinkSignatureRule, now: Int) -> LinkSignatureError? {
      if let issued, issued > now + rule.clockSkew { return .notYetValid }
      if expires + rule.clockSkew < now { return .expired }
      if expires - now > rule.maximumAge + rule.clockSkew { return .lifetimeTooLong }
      if rule.singleUse, nonce == nil { return .malformed("a single-use link needs a nonce") }
      return nil
    }
  }

  /// Checks `url` under `rule` at `now` (seconds since 1970), in the order the format sets:
  /// its claims read (``claims(of:)``), its signature checked by `signatureHolds` (given the
  /// key id, the signature and the canonical form; it says why not, such as an unknown or
  /// revoked key, or a bad signature), its times (against the rule), and for a
  /// single-use rule its nonce spent by `spend` (given the nonce, the key id and the time until
  /// which it must be kept). The key's id when all hold.
  ///
  /// The algorithm without the signature primitive: `SignedLinks` gives it Ed25519; the fuzz
  /// target gives it a stand-in, to check the algorithm's promises on any input.
  package static func verify(
    _ url: URL, rule: LinkSignatureRule, now: Int,
    signatureHolds: (_ keyID: String, _ signature: [UInt8], _ canonical: String) -> LinkSignatureError?,
    spend: (_ nonce: String, _ keyID: String, _ until: Int) -> LinkSignatureError?
  ) -> Result<String, LinkSignatureError> {
    let claims: Claims
    do {
      claims = try self.claims(of: url)
    } catch {
      return .failure(error)
    }
    if let refusal = signatureHolds(claims.keyID, claims.signature, claims.canonical) { return .failure(refusal) }
    if let refusal = claims.refusal(under: rule, now: now) { return .failure(refusal) }
    if rule.singleUse, let nonce = claims.nonce,
      let refusal = spend(nonce, claims.keyID, claims.expires + rule.clockSkew)
    {
      return .failure(refusal)
    }
    return .success(claims.keyID)
  }

  /// The claims of `url`.
  ///
  /// - Throws: ``LinkSignatureError/missing`` for a link with no signature;
  ///   ``LinkSignatureError/malformed(_:)`` for one whose parameters cannot be read: a name
  ///   repeated, a `+` in the query, a claim out of its grammar, made after it expires.
  package static func claims(of url: URL) throws(LinkSignatureError) -> Claims {
    let link = try CanonicalLink(url.absoluteString)
    // Every name appears at most once (the canonical form refuses a repeated one).
    func single(_ name: String) -> String? {
      link.parameters.first { $0.name == name }.map { $0.value ?? "" }
    }
    guard let signature = single(signatureParameter) else { throw .missing }
    guard let bytes = Base64URL.decode(signature), bytes.count == 64 else {
      throw .malformed("the signature is not 64 bytes of base64url")
    }
    guard let keyID = single(keyIDParameter), isKeyID(keyID) else {
      throw .malformed("no key id of 1 to 64 letters, digits, '.', '_' or '-'")
    }
    guard let expiresText = single(expiresParameter), let expires = seconds(expiresText) else {
      throw .malformed("no expiry in seconds since 1970")
    }
    let issued = single(issuedParameter)
    if let issued, seconds(issued) == nil { throw .malformed("the time it was made is not in seconds since 1970") }
    if let made = issued.flatMap(seconds), made > expires { throw .malformed("it was made after it expires") }
    let nonce = single(nonceParameter)
    if let nonce, !isNonce(nonce) { throw .malformed("the nonce is not 16 to 128 base64url characters") }
    return Claims(
      keyID: keyID, expires: expires, issued: issued.flatMap(seconds), nonce: nonce, signature: bytes,
      canonical: link.canonical)
  }

  /// The canonical form of `url`, the text a signature is of:
  ///
  /// ```text
  /// SIGNED-LINK-1
  /// <scheme, lowercased>
  /// <authority, lowercased>
  /// <path: each segment percent-decoded and encoded again; "/" when empty>
  /// <query: every parameter but "sig", name and value decoded and encoded again, sorted, joined by "&">
  /// ```
  ///
  /// Encoded again means every byte but the unreserved ones (`A–Z a–z 0–9 - . _ ~`) as `%XX`,
  /// upper-case hex. `+` is a plus sign, not a space. Two links that differ only in
  /// how they are encoded (`%7e` or `~`, `%2a` or `%2A`, the order of the parameters, the case
  /// of the scheme and host) have one canonical form.
  ///
  /// - Throws: ``LinkSignatureError/malformed(_:)`` for a link with a fragment, user
  ///   information, a broken percent-encoding, a `+` in its query or a parameter named twice.
  package static func canonicalForm(of url: URL) throws(LinkSignatureError) -> String {
    try CanonicalLink(url.absoluteString).canonical
  }

  package static func isKeyID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { CanonicalLink.isAlphanumeric($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
  }

  static func isNonce(_ text: String) -> Bool {
    (16...128).contains(text.utf8.count)
      && text.utf8.allSatisfy { CanonicalLink.isAlphanumeric($0) || $0 == 0x5F || $0 == 0x2D }
  }

  /// Seconds since 1970: 1 to 12 digits, the first not `0` (a time is written one way).
  static func seconds(_ text: String) -> Int? {
    guard (1...12).contains(text.utf8.count), text.utf8.first != 0x30,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(text)
  }
}
