#if SignedLinks
  import Foundation
  import LinkRouting
  import SignedLinks
  import Testing

  /// The specification's test vectors (`docs/SignedLinks.md`, "Test vectors"), read from the
  /// document itself: every row gives the result this package's checker gives, as
  /// `scripts/signed-links.py vectors` checks the Python reader against the same rows.
  struct SignedLinkVectorTests {
    struct Vector: CustomTestStringConvertible, Sendable {
      var number: Int
      var link: String
      var maximumAge: Int
      var singleUse: Bool
      var expected: String
      var testDescription: String { "vector \(number)" }
    }

    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/SignedLinks.md")

    /// The key, the time and the rows, as the document writes them.
    static func read() throws -> (publicKey: String, now: Int, vectors: [Vector]) {
      let text = try String(contentsOf: spec, encoding: .utf8)
      let publicKey = try #require(text.firstMatch(of: /public key `([A-Za-z0-9_-]{43})`/)?.1)
      let now = try #require(text.firstMatch(of: /checked at `(\d+)`/).flatMap { Int($0.1) })
      let vectors = text.matches(of: /(?m)^\| (\d+) \| `([^`]+)` \| `([^`]+)` \| `([^`]+)` \|/).compactMap {
        row -> Vector? in
        guard let number = Int(row.1), let age = row.3.firstMatch(of: /max-age (\d+)/).flatMap({ Int($0.1) }) else {
          return nil
        }
        return Vector(
          number: number, link: String(row.2), maximumAge: age, singleUse: row.3.contains("single-use"),
          expected: String(row.4))
      }
      return (String(publicKey), now, vectors)
    }

    static var vectors: [Vector] { (try? read().vectors) ?? [] }

    @Test func theDocumentHasItsVectors() throws {
      #expect(try Self.read().vectors.map(\.number) == Array(1...15))
    }

    @Test(arguments: vectors) func eachVectorGivesItsResult(_ vector: Vector) async throws {
      let (publicKey, now, _) = try Self.read()
      var keys = TrustedLinkKeys()
      try keys.trust(publicKey, as: "vector-key")
      let verifier = SignedLinkVerifier(
        keys: { [keys] in keys }, nonces: .inMemory(), now: { Date(timeIntervalSince1970: TimeInterval(now)) })
      // Read as sent: a link a parser would have to mend is no URL at all (as `notes open` and
      // the desktop inbox read it), so it reaches no checker; it has no canonical form either.
      guard let url = URL(string: vector.link, encodingInvalidCharacters: false) else {
        #expect(vector.expected == "refused: malformed")
        return
      }
      let result = await verifier.verify(
        url, rule: LinkSignatureRule(maximumAge: vector.maximumAge, singleUse: vector.singleUse))
      #expect(Self.spelled(result) == vector.expected)
    }

    /// A signer refuses what a checker refuses: a repeated name, a `+` in the query.
    @Test(arguments: [
      ("notes:///n?tag=a&tag=b", "\"tag\" appears more than once"),
      ("notes:///n?title=a+b", "a '+' in the query (a plus sign is written %2B, a space %20)"),
    ])
    func aSignerRefusesWhatACheckerRefuses(_ link: String, _ reason: String) throws {
      let key = try LinkSigningKey(keyID: "k")
      #expect(throws: LinkSigningError.unsignable(reason)) {
        try key.sign(URL(string: link)!, expiresIn: 60, singleUse: false)
      }
    }

    /// The result as `scripts/signed-links.py verify` prints it.
    static func spelled(_ result: Result<String, LinkSignatureError>) -> String {
      switch result {
      case let .success(keyID): "ok \(keyID)"
      case .failure(.missing): "refused: missing"
      case .failure(.malformed): "refused: malformed"
      case .failure(.badSignature): "refused: bad signature"
      case .failure(.notYetValid): "refused: not yet valid"
      case .failure(.expired): "refused: expired"
      case .failure(.lifetimeTooLong): "refused: lifetime too long"
      case let .failure(other): "refused: \(other)"
      }
    }
  }
#endif
