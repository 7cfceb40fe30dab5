import Foundation
import FuzzSupport
import LinkRouting

// The signed-link verification algorithm (`SignedLinkFormat.verify`) on arbitrary links, with a
// stand-in for Ed25519 (a keyed checksum of the canonical form: the primitive is swift-crypto's,
// checked by the interoperability tests; the algorithm around it is the package's). Promises:
// it never traps and every refusal is a typed reason with a message; a link it takes is signed
// over its canonical form, and any other encoding of that form is taken too; a single-use link
// is taken once, its replay refused; adding a signature parameter's twin or a fragment to a
// taken link makes it refused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
  let options = input.byte()
  let text = input.rest()
  let rule = LinkSignatureRule(maximumAge: 600, singleUse: options & 1 == 1)
  let now = 1_900_000_000
  // Half the inputs are signed with the stand-in, so that the paths past the signature are
  // reached; the rest are checked as they come.
  var candidate = text
  if options & 2 != 0, let url = URL(string: text), let canonical = try? SignedLinkFormat.canonicalForm(of: url) {
    candidate += (text.contains("?") ? "&" : "?") + "sig=" + StandIn.signature(canonical)
  }
  guard let url = URL(string: candidate) else { return 0 }
  var spent: Set<String> = []
  let verify = { (url: URL) in
    SignedLinkFormat.verify(url, rule: rule, now: now) { keyID, signature, canonical in
      guard keyID != "revoked" else { return .revokedKey(keyID) }
      return signature == StandIn.bytes(canonical) ? nil : .badSignature
    } spend: { nonce, keyID, _ in
      spent.insert(keyID + " " + nonce).inserted ? nil : .replayed
    }
  }
  switch verify(url) {
  case let .failure(reason):
    require(!reason.errorMessage.isEmpty && reason.errorCode == 401, "an untyped refusal for \(candidate)")
  case let .success(keyID):
    let claims: SignedLinkFormat.Claims
    do {
      claims = try SignedLinkFormat.claims(of: url)
    } catch {
      require(false, "a taken link has no claims: \(candidate)")
      return 0
    }
    require(claims.keyID == keyID, "taken under another key: \(candidate)")
    require(claims.signature == StandIn.bytes(claims.canonical), "taken with a signature of another text: \(candidate)")
    if rule.singleUse {
      require(verify(url) == .failure(.replayed), "a single-use link was taken twice: \(candidate)")
      spent = []
    }
    // Another encoding of the same link: the scheme in capitals. (Found by bytes: as Characters,
    // a ':' followed by a combining mark is another character, and the first ':' found was one
    // inside the query, whose uppercasing changed the link: a broken promise of this harness,
    // not of the library.)
    if let scheme = url.scheme, candidate.utf8.starts(with: Array((scheme + ":").utf8)),
      let shouted = URL(
        string: String(
          decoding: Array(scheme.uppercased().utf8) + candidate.utf8.dropFirst(scheme.utf8.count), as: UTF8.self))
    {
      require(verify(shouted) == .success(keyID), "another encoding refused: \(candidate)")
      spent = []
    }
    if let twice = URL(string: candidate + "&sig=" + StandIn.signature(claims.canonical)) {
      require(verify(twice) != .success(keyID), "a second signature was taken: \(candidate)")
    }
    if let fragment = URL(string: candidate + "#x") {
      require(verify(fragment) != .success(keyID), "a fragment was taken: \(candidate)")
    }
  }
  return 0
}

/// A deterministic stand-in for a signature: 64 bytes spread from the canonical form.
enum StandIn {
  static func bytes(_ canonical: String) -> [UInt8] {
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in canonical.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return (0..<64).map { index in
      state = (state ^ UInt64(index)) &* 0x0000_0100_0000_01b3
      return UInt8(truncatingIfNeeded: state >> 29)
    }
  }

  static func signature(_ canonical: String) -> String {
    Base64URL.encode(bytes(canonical))
  }
}
