#if SignedLinks
  import Foundation
  import LinkRouting
  import Testing

  /// The canonical form, the text a signature is of: one form for every encoding of one link, and
  /// a typed refusal for a link that has none.
  @Suite struct SignedLinkFormatTests {
    @Test func theCanonicalFormIsWrittenDown() throws {
      let url = URL(
        string: "Notes://X-Callback-URL/notes/3/delete?x-success=caller%3A%2F%2Fok&b=2&a=%7e%2b1&kid=k1&sig=AAAA")!
      #expect(
        try SignedLinkFormat.canonicalForm(of: url) == """
          SIGNED-LINK-1
          notes
          x-callback-url
          /notes/3/delete
          a=~%2B1&b=2&kid=k1&x-success=caller%3A%2F%2Fok
          """)
    }

    @Test func everyEncodingOfOneLinkHasOneForm() throws {
      let forms = try [
        "notes://host/a%20b?x=1&y=%C3%A9",
        "NOTES://HOST/a%20b?y=%c3%a9&x=1",
        "notes://host/a%20b?y=%C3%A9&x=%31",
        "notes://Host/%61%20%62?x=1&y=%C3%A9&sig=whatever",
      ].map { try SignedLinkFormat.canonicalForm(of: URL(string: $0)!) }
      #expect(Set(forms).count == 1, "\(forms)")
      // A parameter without "=" is not one with an empty value; a repeated one has no form
      // (the sorted form would not sign its order), nor has a `+` (a plus sign or a space?).
      let bare = try SignedLinkFormat.canonicalForm(of: URL(string: "notes://h/p?flag")!)
      let empty = try SignedLinkFormat.canonicalForm(of: URL(string: "notes://h/p?flag=")!)
      #expect(bare != empty)
      #expect(throws: LinkSignatureError.malformed("\"a\" appears more than once")) {
        try SignedLinkFormat.canonicalForm(of: URL(string: "notes://h/p?a=2&%61=1")!)
      }
      #expect(throws: LinkSignatureError.malformed("a '+' in the query (a plus sign is written %2B, a space %20)")) {
        try SignedLinkFormat.canonicalForm(of: URL(string: "notes://h/p?a=1+2")!)
      }
      // In the path, `+` is a plus sign.
      #expect(try SignedLinkFormat.canonicalForm(of: URL(string: "notes://h/a+b")!).hasSuffix("\n/a%2Bb\n"))
    }

    @Test func aLinkWithNoCanonicalFormIsATypedRefusal() {
      for (link, reason) in [
        ("notes://h/p?a=1#top", "a signed link has no fragment"),
        ("notes://user@h/p", "a signed link has no user information"),
      ] {
        #expect(throws: LinkSignatureError.malformed(reason)) {
          try SignedLinkFormat.canonicalForm(of: URL(string: link)!)
        }
      }
    }

    @Test func claimsAreReadOnceEachOrRefused() throws {
      let signature = String(repeating: "A", count: 86)
      let base = "notes://h/p?exp=2000000000&iat=1999999000&kid=server-1&nonce=abcdefghijklmnop"
      let claims = try SignedLinkFormat.claims(of: URL(string: base + "&sig=" + signature)!)
      #expect(claims.keyID == "server-1" && claims.expires == 2_000_000_000 && claims.issued == 1_999_999_000)
      #expect(claims.nonce == "abcdefghijklmnop" && claims.signature.count == 64)
      #expect(throws: LinkSignatureError.missing) { try SignedLinkFormat.claims(of: URL(string: base)!) }
      let refused: [(String, LinkSignatureError)] = [
        (base + "&sig=AAAA", .malformed("the signature is not 64 bytes of base64url")),
        // 86 characters whose last carries bits no signature has: one value, one text.
        (
          base + "&sig=" + String(repeating: "A", count: 85) + "B",
          .malformed("the signature is not 64 bytes of base64url")
        ),
        (base + "&sig=\(signature)&sig=\(signature)", .malformed("\"sig\" appears more than once")),
        (
          "notes://h/p?exp=2000000000&sig=\(signature)",
          .malformed("no key id of 1 to 64 letters, digits, '.', '_' or '-'")
        ),
        (
          "notes://h/p?kid=a%20b&exp=1&sig=\(signature)",
          .malformed("no key id of 1 to 64 letters, digits, '.', '_' or '-'")
        ),
        ("notes://h/p?kid=k&exp=soon&sig=\(signature)", .malformed("no expiry in seconds since 1970")),
        ("notes://h/p?kid=k&exp=1&exp=2&sig=\(signature)", .malformed("\"exp\" appears more than once")),
        (
          "notes://h/p?kid=k&exp=1&nonce=short&sig=\(signature)",
          .malformed("the nonce is not 16 to 128 base64url characters")
        ),
      ]
      for (link, reason) in refused {
        #expect(throws: reason, "\(link)") { try SignedLinkFormat.claims(of: URL(string: link)!) }
      }
    }

    @Test func theRuleRefusesByTimeAndNonce() throws {
      let rule = LinkSignatureRule(maximumAge: 600, singleUse: true, clockSkew: 60)
      func claims(expires: Int, issued: Int? = nil, nonce: String? = "abcdefghijklmnop") -> SignedLinkFormat.Claims {
        SignedLinkFormat.Claims(
          keyID: "k", expires: expires, issued: issued, nonce: nonce, signature: [], canonical: "")
      }
      let now = 1_000_000
      #expect(claims(expires: now + 600).refusal(under: rule, now: now) == nil)
      #expect(claims(expires: now - 60).refusal(under: rule, now: now) == nil)
      #expect(claims(expires: now - 61).refusal(under: rule, now: now) == .expired)
      #expect(claims(expires: now + 661).refusal(under: rule, now: now) == .lifetimeTooLong)
      #expect(claims(expires: now + 10, issued: now + 61).refusal(under: rule, now: now) == .notYetValid)
      #expect(
        claims(expires: now + 10, nonce: nil).refusal(under: rule, now: now)
          == .malformed("a single-use link needs a nonce"))
    }
  }

  /// Keys and signatures are written in base64url, one way each.
  @Suite struct Base64URLTests {
    @Test func itAgreesWithFoundationsBase64AndRefusesEverySecondSpelling() {
      for count in 0..<70 {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ count) }
        let text = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
          .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        #expect(Base64URL.encode(bytes) == text, "\(count)")
        #expect(Base64URL.decode(text) == bytes, "\(count)")
        #expect(Base64URL.decode(text + "=") == nil)
        if count % 3 != 0, let last = text.last,
          let index = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".firstIndex(of: last)
        {
          // The same bytes with an unused bit set in the last character.
          let next = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
          let other = next[next.index(after: index)]
          #expect(Base64URL.decode(String(text.dropLast()) + String(other)) == nil, "\(count)")
        }
      }
      #expect(Base64URL.decode("a+b/") == nil)
      #expect(Base64URL.decode("abcde") == nil)
    }
  }
#endif
