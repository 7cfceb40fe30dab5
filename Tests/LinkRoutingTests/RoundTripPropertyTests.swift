import Foundation
import LinkRouting
import PropertyBased
import Testing

// Property tests: printed URLs route back to the same input, and encoding then decoding is the
// identity, for strings full of the characters URLs treat specially.
struct RoundTripPropertyTests {
  struct Inner: Codable, Equatable, Sendable {
    var label: String
    var weight: Double?
  }

  struct Input: Codable, Equatable, Sendable {
    var id: String
    var title: String
    var count: Int
    var flag: Bool
    var tags: [String]?
    var inner: Inner
  }

  /// Characters that URLs, queries and our key syntax give meaning to, plus non-ASCII.
  static let awkward: [Character] = [
    "&", "=", "+", "%", "#", "?", "/", " ", ".", "[", "]", ":", "@", "é", "ß", "中", "😀", "a", "Z", "0", "-", "_", "~",
  ]
  static let character = Gen<Character?>.element(of: awkward).map { $0 ?? "a" }
  static let text = character.string(of: 0...12)
  static let nonEmptyText = character.string(of: 1...12)

  static let input = zip(
    nonEmptyText, text, Gen.int(in: -1_000_000...1_000_000), Gen.bool,
    text.array(of: 1...4).optional, text, Gen.int(in: -1000...1000).optional
  ).map { id, title, count, flag, tags, label, weight in
    Input(
      id: id, title: title, count: count, flag: flag, tags: tags,
      inner: Inner(label: label, weight: weight.map { Double($0) / 8 })
    )
  }

  @Test func encodeThenDecodeIsTheIdentity() async {
    await propertyCheck(count: 300, input: Self.input) { input in
      let query = try URLQueryEncoder().encodedQuery(input)
      #expect(try URLQueryDecoder().decode(Input.self, from: query) == input)
    }
  }

  @Test func printedURLMatchesTheSameRouteAndInput() async {
    let router = Router(scheme: "notes")
    router.route("/notes/:id") { (_: Input) in }
    router.route("/notes/:id/edit") { (_: Input) in }
    await propertyCheck(count: 300, input: Self.input, Gen.bool) { input, edit in
      let pattern = edit ? "/notes/:id/edit" : "/notes/:id"
      let url = try router.url(for: pattern, input: input)
      let (match, decoded) = try router.match(url.absoluteString, as: Input.self)
      #expect(match.pattern.description == pattern)
      #expect(match.pathParameters == ["id": input.id])
      #expect(decoded == input)
    }
  }

  @Test func parsingOnlyEverThrowsTypedErrors() async {
    let bytes = Gen<Character?>.element(of: Self.awkward + ["%", "2", "5", "x", "=", "&"])
      .map { $0 ?? "a" }.string(of: 0...40)
    let router = Router(scheme: "notes")
    router.route("/notes/:id") { (_: Input) in }
    await propertyCheck(count: 500, input: bytes) { garbage in
      do {
        _ = try URLQueryDecoder().decode(Input.self, from: garbage)
      } catch {
        #expect(error is URLQueryDecodingError)
      }
      let outcome = await router.handle("notes:///notes/1?" + garbage)
      #expect(["handled", "failed", "notMatched"].contains(outcome.kind))
    }
  }

  @Test func printingErrorsAreTyped() {
    struct Empty: Encodable { var id = "" }
    let router = Router(scheme: "notes")
    #expect(throws: RoutePrintingError.emptyPathParameter("id")) {
      try router.url(for: "/notes/:id", input: Empty())
    }
    struct None: Encodable { var other = 1 }
    #expect(throws: RoutePrintingError.missingPathParameter("id")) {
      try router.url(for: "/notes/:id", input: None())
    }
    #expect(throws: RoutePrintingError.wildcard("/notes/*")) {
      try router.url(for: "/notes/*", input: None())
    }
  }
}
