import Foundation
import LinkRouting
import Testing

@Suite struct RouteTableTests {
  enum Screen: Equatable, Sendable { case list, note, search }

  struct NoteLink: Codable, Equatable { var id: Int }
  struct Filter: Decodable {
    struct Range: Decodable { var from: Int; var to: Int? }
    var query: String
    var tags: [String]
    var range: Range?
    var since: Date?
  }
  struct Answer: Codable { var id: Int; var title: String }
  struct WriteOnly: Encodable { var secret: String }

  func table() throws -> RouteTable<Screen> {
    var builder = RouteTableBuilder<Screen>(configuration: .init(schemes: ["notes"]))
    try builder.add("/notes", .list)
    try builder.add("/notes/:id", .note, signature: RouteSignature().input(NoteLink.self).output(Answer.self))
    try builder.add("/search", .search, signature: RouteSignature(requiresConfirmation: true).input(Filter.self))
    return builder.build()
  }

  @Test func matchesToTheRoutesValue() throws {
    let table = try table()
    let matched = try table.match("NOTES://x-callback-url/notes/7").get()
    #expect(matched.value == .note)
    #expect(matched.match.pathParameters == ["id": "7"])
    let (request, value) = try table.request(for: "notes:///search?query=a&x-source=Other")
    #expect(value == .search)
    #expect(request.xCallback.source == "Other")
    #expect(request.queryItems == [URLQueryItem(name: "query", value: "a")])
    #expect(try table.decode(NoteLink.self, from: table.request(for: "notes:///notes/9").request) == NoteLink(id: 9))
  }

  @Test func registrationErrorsAreTypedAndAddNothing() throws {
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"]))
    try builder.add("/a/:id", 1)
    #expect(throws: RouteRegistrationError.duplicatePattern("/a/:other")) { try builder.add("/a/:other", 2) }
    #expect(throws: RouteRegistrationError.invalidPattern("/a/**/b", reason: "\"**\" must be last")) {
      try builder.add("/a/**/b", 3)
    }
    #expect(builder.count == 1)
    #expect(builder.build().routes.map(\.value) == [1])
  }

  @Test func aTableWithNoSchemeIsRefusedAtRegistration() {
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: []))
    #expect(throws: RouteRegistrationError.noScheme) { try builder.add("/a", 1) }
    let router = LinkRouter(configuration: .init(schemes: [])) { router in
      router.route("/a") {}
    }
    #expect(router.registrationErrors == [.noScheme])
  }

  @Test func aBuilderIsAValue() throws {
    var first = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"]))
    try first.add("/a", 1)
    var second = first
    try second.add("/b", 2)
    #expect(first.build().routes.map(\.pattern.description) == ["/a"])
    #expect(second.build().routes.map(\.pattern.description) == ["/a", "/b"])
    // A table built earlier does not see later routes.
    let early = first.build()
    try first.add("/c", 3)
    #expect(throws: RouteMatchError.noRoute(path: "/c")) { try early.match("app:///c").get() }
  }

  @Test func describesItsRoutes() throws {
    #expect(
      try table().descriptions == [
        RouteDescription(pattern: "/notes"),
        RouteDescription(pattern: "/notes/:id", inputFields: ["id"], outputFields: ["id", "title"]),
        RouteDescription(
          pattern: "/search", inputFields: ["query", "tags", "range", "range.from", "range.to", "since"],
          outputFields: [], requiresConfirmation: true
        ),
      ]
    )
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"]))
    try builder.add("/w", 1, signature: RouteSignature().output(WriteOnly.self))
    #expect(builder.build().descriptions == [RouteDescription(pattern: "/w", outputFields: nil)])
  }

  @Test func printsURLsBackWithTypedErrors() throws {
    let table = try table()
    let pattern = try RoutePattern("/notes/:id")
    #expect(try table.url(for: pattern, input: NoteLink(id: 3)).absoluteString == "notes:///notes/3")
    #expect(throws: RoutePrintingError.missingPathParameter("id")) {
      try table.url(for: pattern, input: ["other": "1"])
    }
    #expect(
      throws: RoutePrintingError.encoding(
        "Only keyed values (structs, dictionaries with string keys) can be encoded as a query.")
    ) {
      try table.url(for: pattern, input: 3)
    }
    let router = LinkRouter(scheme: "notes") { _ in }
    #expect(throws: RoutePrintingError.invalidPattern(.invalidPattern("/:", reason: "a parameter needs a name"))) {
      try router.url(for: "/:", input: NoteLink(id: 1))
    }
  }

  // Which items filled a path parameter is kept as bits for the first 64 items and in a table
  // past them: either way each item is printed once, in the path or in the query, and a
  // parameter takes the first item of its name.
  @Test func pathParametersAreFilledFromAnyOfManyItems() throws {
    struct Many: Encodable {
      let before: Int
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for index in 0..<before { try container.encode(index, forKey: AnyKey("k\(index)")) }
        try container.encode("first", forKey: AnyKey("id"))
        try container.encode("second", forKey: AnyKey("other"))
        try container.encode("again", forKey: AnyKey("id"))
        try container.encode("x-y", forKey: AnyKey("tail"))
      }
    }
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"]))
    try builder.add("/a/:id/b/:other", 1)
    let table = builder.build()
    for before in [0, 3, 63, 64, 70] {
      let url = try table.url(for: RoutePattern("/a/:id/b/:other"), input: Many(before: before))
      let query = (0..<before).map { "k\($0)=\($0)" } + ["id=again", "tail=x-y"]
      #expect(url.absoluteString == "app:///a/first/b/second?" + query.joined(separator: "&"))
    }
  }

  @Test func aLinkLongerThanTheTableReadsIsNotPrinted() throws {
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"], limits: URLLimits(maxURLLength: 40)))
    try builder.add("/search", 1)
    let table = builder.build()
    // 20 bytes read back in a link under the limit; percent-encoded, "é" takes 6 bytes each.
    let query = String(repeating: "é", count: 10)
    let read = try table.request(for: "app:///search?q=\(query)").request
    #expect(read.queryItems == [URLQueryItem(name: "q", value: query)])
    #expect(throws: RoutePrintingError.tooLong(limit: 40)) {
      try table.url(for: RoutePattern("/search"), input: ["q": query])
    }
  }

  @Test func universalLinkOnlyTablesPrintHTTPS() throws {
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: [], universalLinkHosts: ["notes.example.com"]))
    try builder.add("/notes/:id", 1)
    let url = try builder.build().url(for: RoutePattern("/notes/:id"), input: NoteLink(id: 4))
    #expect(url.absoluteString == "https://notes.example.com/notes/4")
    #expect(try builder.build().match(url.absoluteString).get().value == 1)
  }

  @Test func limitsHaveOneSource() {
    var configuration = LinkConfiguration(schemes: ["app"], limits: URLLimits(maxURLLength: 100))
    #expect(configuration.decoder.limits.maxURLLength == 100)
    configuration.decoder.limits.maxQueryItems = 5
    #expect(configuration.limits.maxQueryItems == 5)
    configuration.limits.maxURLLength = 50
    #expect(configuration.decoder.limits.maxURLLength == 50)
  }

  @Test func aRouterDeclaresItsRoutesOnceInOrder() throws {
    let router = LinkRouter(scheme: "app") { router in
      for index in 0..<200 { router.route("/r\(index)") {} }
    }
    #expect(router.descriptions.count == 200)
    #expect(router.descriptions.first?.pattern == "/r0")
    #expect(try router.match("app:///r199").get().pattern.description == "/r199")
  }
}

/// A coding key made from any string, for values that write keys of their own choosing.
struct AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { nil }
}
