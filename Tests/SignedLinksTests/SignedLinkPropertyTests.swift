#if SignedLinks
  import Foundation
  import LinkRouting
  import PropertyBased
  import SignedLinks
  import Testing

  /// Any one-character change of a signed link is refused, unless it is another encoding of the
  /// same link (its canonical form unchanged), which is taken.
  @Suite struct SignedLinkPropertyTests {
    static let now = Date(timeIntervalSince1970: 1_900_000_000)
    static let alphabet = Array("aZ09-._~%/?&=+#:@ !éA")

    @Test func oneCharacterChangedIsRefusedUnlessItIsTheSameLink() async throws {
      let key = try LinkSigningKey(keyID: "k1")
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      let rule = LinkSignatureRule(maximumAge: 600, singleUse: false)
      let verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(), now: { Self.now })
      let link = try key.sign(
        URL(string: "notes://x-callback-url/notes/3/update?title=Tr%C3%ADp&body=a%20b&x-success=caller%3A%2F%2Fok")!,
        expiresIn: 300, singleUse: false, now: Self.now)
      let text = Array(link.absoluteString)
      let original = try SignedLinkFormat.claims(of: link)
      await propertyCheck(
        count: 400, input: Gen.int(in: 0...(text.count - 1)), Gen.int(in: 0...(Self.alphabet.count - 1))
      ) {
        position, replacement in
        var changed = text
        changed[position] = Self.alphabet[replacement]
        guard changed != text, let url = URL(string: String(changed)) else { return }
        let sameLink =
          (try? SignedLinkFormat.claims(of: url)).map {
            $0.canonical == original.canonical && $0.signature == original.signature
          } ?? false
        let verdict = await verifier.verify(url, rule: rule)
        if sameLink {
          #expect(verdict == .success("k1"), "\(String(changed))")
        } else {
          #expect(verdict != .success("k1"), "\(String(changed))")
        }
      }
    }
  }
#endif
