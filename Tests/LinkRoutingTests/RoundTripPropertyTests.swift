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
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/notes/:id") { (_: Input) in }
      router.route("/notes/:id/edit") { (_: Input) in }
    }
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
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/notes/:id") { (_: Input) in }
    }
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

  struct Folder: Codable, Equatable, Sendable {
    var name: String
    var notes: [Input]
    var archived: [Inner]?
  }

  static let folder = zip(text, Self.input.array(of: 0...3), Self.input.map(\.inner).array(of: 1...3).optional)
    .map { Folder(name: $0, notes: $1, archived: $2) }

  @Test func arraysOfNestedValuesRoundTripWithIndexedKeys() async {
    let encoder = URLQueryEncoder(arrayKeys: .indexed)
    let decoder = URLQueryDecoder(arrayKeys: .indexed)
    await propertyCheck(count: 200, input: Self.folder) { folder in
      let query = try encoder.encodedQuery(folder)
      #expect(try decoder.decode(Folder.self, from: query) == folder)
    }
  }

  /// Callback strings: some well-formed, some hostile, most full of awkward characters.
  static let callback = zip(
    Gen<String?>.element(of: [
      "caller://done", "caller://done?ref=1", "https://trusted.example/back",
      "https://evil.example/", "javascript:alert(1)", "FILE:///etc/passwd", "caller:", "relative", "",
    ]).map { $0 ?? "" },
    text
  ).map { $0 + $1 }

  @Test func answersObeyThePolicyAndKeepTheCallback() async {
    let policy = CallbackPolicy(allowedSchemes: ["caller", "https"], allowedHosts: ["trusted.example"])
    let router = LinkRouter(configuration: .init(schemes: ["notes"], callbackPolicy: policy)) { router in
      router.route("/create") { (input: Input) in input }
    }
    await propertyCheck(count: 300, input: Self.callback, Self.input) { callback, input in
      let encoded = callback.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      let query = try URLQueryEncoder().encodedQuery(input)
      let outcome = await router.handle("notes:///create?x-success=\(encoded)&\(query)")
      switch outcome {
      case .handled(nil):
        #expect(callback.isEmpty)  // An empty x-success is ignored, never a relative URL.
      case let .handled(answer?):
        let url = answer
        #expect(["caller", "https"].contains(url.scheme?.lowercased()))
        if url.scheme?.lowercased() == "https" { #expect(url.host == "trusted.example") }
        // The output is the last items of the answer, exactly as encoded.
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let output = try URLQueryEncoder().encode(input)
        #expect(
          Array(items.suffix(output.count)).map { [$0.name, $0.value ?? ""] }
            == output.map { [$0.name, $0.value ?? ""] })
      case let .refused(refusal):
        #expect(refusal.parameter == "x-success")
      default:
        Issue.record("unexpected outcome \(outcome) for \(callback)")
      }
    }
  }

  @Test func printingErrorsAreTyped() {
    struct Empty: Encodable { var id = "" }
    let router = LinkRouter(scheme: "notes") { _ in }
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
