#if LoopbackAuthorization
  import Foundation
  import Testing

  @testable import LoopbackAuthorization

  @Suite struct PKCETests {
    @Test func theChallengeIsRFC7636sExample() throws {
      // RFC 7636, Appendix B.
      let pkce = try PKCE(verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
      #expect(pkce.challenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
      #expect(PKCE.method == "S256")
    }

    @Test func newVerifiersAreLongUnreservedAndDifferent() {
      let verifiers = (0..<100).map { _ in PKCE().verifier }
      #expect(Set(verifiers).count == 100)
      for verifier in verifiers {
        #expect(verifier.utf8.count == 64)
        #expect(verifier.utf8.allSatisfy(PKCE.alphabet.contains))
      }
      #expect(PKCE(length: 10).verifier.count == 43)
      #expect(PKCE(length: 500).verifier.count == 128)
    }

    @Test func aVerifierOutsideTheRulesIsRefused() {
      #expect(throws: PKCEError.length(42)) { try PKCE(verifier: String(repeating: "a", count: 42)) }
      #expect(throws: PKCEError.length(129)) { try PKCE(verifier: String(repeating: "a", count: 129)) }
      #expect(throws: PKCEError.character) { try PKCE(verifier: String(repeating: "a", count: 42) + "+") }
    }
  }

  @Suite struct RedirectRequestReaderTests {
    typealias Item = RedirectRequestReader.QueryItem

    func decide(_ target: String, method: String = "GET") -> RedirectRequestReader.Decision {
      RedirectRequestReader.decide(method: method, target: target, path: "/callback", state: "s1")
    }

    @Test func theAnswerCarriesItsItemsDecoded() {
      #expect(
        decide("/callback?code=a%2Bb+c&state=s1")
          == .answer([Item(name: "code", value: "a+b c"), Item(name: "state", value: "s1")]))
      #expect(
        decide("/callback?error=access_denied&state=s1")
          == .answer([Item(name: "error", value: "access_denied"), Item(name: "state", value: "s1")]))
    }

    @Test(arguments: [
      ("/", RedirectRequestReader.Decision.notFound),
      ("/favicon.ico", .notFound),
      ("/callback/", .notFound),
      ("/CALLBACK?code=1&state=s1", .notFound),
      ("http://127.0.0.1/callback?code=1&state=s1", .notFound),
      ("/callback", .badRequest("no state")),
      ("/callback?code=1", .badRequest("no state")),
      ("/callback?code=1&state=s2", .badRequest("another call's state")),
      ("/callback?code=1&state=s", .badRequest("another call's state")),
      ("/callback?code=1&state=s1&state=s1", .badRequest("state given more than once")),
      ("/callback?code=1&code=2&state=s1", .badRequest("code given more than once")),
      ("/callback?state=s1", .badRequest("neither code nor error")),
      ("/callback?code=%ZZ&state=s1", .badRequest("a parameter that is not percent-encoded UTF-8")),
      ("/callback?code=%FF&state=s1", .badRequest("a parameter that is not percent-encoded UTF-8")),
      ("/callback?code=1&state=s1#x", .badRequest("a fragment in the request target")),
    ])
    func everythingElseIsRefusedWithoutEndingTheWait(_ target: String, _ expected: RedirectRequestReader.Decision) {
      #expect(decide(target) == expected)
    }

    @Test func onlyGETAnswers() {
      #expect(decide("/callback?code=1&state=s1", method: "POST") == .badRequest("method POST, not GET"))
    }

    @Test func aHugeTargetIsRefused() {
      #expect(decide("/callback?code=" + String(repeating: "a", count: 9000)) == .badRequest("request target too long"))
    }
  }
#endif
