import Foundation
import LinkRouting
import Testing

@Suite struct LinkTableTests {
  enum Screen: Equatable, Sendable { case note, draft }
  enum Request: Equatable, Sendable { case show, fetch }

  func table(hostHandling: LinkConfiguration.HostHandling = .firstPathSegment) throws -> LinkTable<Screen, Request> {
    let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: hostHandling)
    var screens = RouteTableBuilder<Screen>(configuration: configuration)
    try screens.add("/notes/:id", .note)
    try screens.add("/create", .draft)
    var requests = RouteTableBuilder<Request>(configuration: configuration)
    try requests.add("/notes/:id", .show)
    try requests.add("/fetch", .fetch)
    return try LinkTable(screens: screens.build(), requests: requests.build())
  }

  /// What the one match decided, in words.
  func kind(_ url: String, in table: LinkTable<Screen, Request>, asRequest: Bool = false) -> String {
    switch asRequest ? table.resolveRequest(url) : table.resolve(url) {
    case let .screen(screen, _): "screen \(screen)"
    case let .request(request, _): "request \(request)"
    case let .screenOnly(request): "screen only \(request.pattern)"
    case .notMatched: "not matched"
    case .refused: "refused"
    case .unreadable: "unreadable"
    }
  }

  @Test func oneRuleDecidesEachLinksKind() throws {
    let table = try table()
    #expect(kind("notes://notes/3", in: table) == "screen note")
    #expect(kind("notes://x-callback-url/notes/3", in: table) == "request show")
    #expect(kind("NOTES://X-Callback-URL/notes/3", in: table) == "request show")
    #expect(kind("notes://notes/3?x-success=caller://ok", in: table) == "request show")
    #expect(kind("notes://notes/3?x-whatever=", in: table) == "request show")
    #expect(kind("notes://notes/3?xenon=1", in: table) == "screen note")
    #expect(kind("notes://fetch", in: table) == "request fetch")
    #expect(kind("notes://create?title=a", in: table) == "screen draft")
    #expect(kind("notes://x-callback-url/create?title=a", in: table) == "screen only /create")
    #expect(kind("notes://settings", in: table) == "not matched")
    #expect(kind("notes://notes/3?x-success=javascript:x", in: table) == "refused")
    #expect(kind("notes://notes/3?q=%ZZ", in: table) == "unreadable")
  }

  /// The app's root link shows its first screen with literal segments only (`/create`, not
  /// `/notes/:id`), read with its query; a call to the root, a process without screens, and a
  /// table that routes `/` itself do not.
  @Test func theRootLinkShowsTheFirstScreenWithoutParameters() throws {
    let table = try table()
    for root in ["notes://", "notes:///", "notes://?title=a", "notes:////"] {
      #expect(kind(root, in: table) == "screen draft", "\(root)")
    }
    if case let .screen(_, request) = table.resolve("notes://?title=a") {
      #expect(request.queryItems == [URLQueryItem(name: "title", value: "a")])
    }
    #expect(kind("notes://x-callback-url/?x-success=caller://ok", in: table) == "not matched")
    #expect(kind("notes://?x-success=caller://ok", in: table) == "not matched")
    #expect(kind("notes://", in: table, asRequest: true) == "not matched")

    let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)
    var screens = RouteTableBuilder<Screen>(configuration: configuration)
    try screens.add("/notes/:id", .note)
    let parametersOnly = try LinkTable(
      screens: screens.build(), requests: RouteTableBuilder<Request>(configuration: configuration).build())
    #expect(kind("notes://", in: parametersOnly) == "not matched")
    try screens.add("/", .draft)
    try screens.add("/home", .note)
    let ownRoot = try LinkTable(
      screens: screens.build(), requests: RouteTableBuilder<Request>(configuration: configuration).build())
    #expect(kind("notes://", in: ownRoot) == "screen draft")
    var rest = RouteTableBuilder<Screen>(configuration: configuration)
    try rest.add("/create", .draft)
    try rest.add("/**", .note)
    let catchAll = try LinkTable(
      screens: rest.build(), requests: RouteTableBuilder<Request>(configuration: configuration).build())
    // `/**` takes the rest of a path, an empty one too: the table's own route keeps the root.
    #expect(kind("notes://", in: catchAll) == "screen note")
  }

  @Test func theHostCountsWhateverTheHostHandling() throws {
    let table = try table(hostHandling: .ignored)
    #expect(kind("notes:///notes/3", in: table) == "screen note")
    #expect(kind("notes://x-callback-url/notes/3", in: table) == "request show")
    #expect(kind("notes://anything/notes/3", in: table) == "screen note")
  }

  @Test func aProcessWithoutScreensTakesEveryLinkAsARequest() throws {
    let table = try table()
    #expect(kind("notes://notes/3", in: table, asRequest: true) == "request show")
    #expect(kind("notes://create", in: table, asRequest: true) == "screen only /create")
  }

  @Test func aCallToAScreenOnlyPathIsStillAnXCallback() throws {
    guard case let .screenOnly(request) = try table().resolve("notes://x-callback-url/create") else {
      Issue.record("not screen-only")
      return
    }
    #expect(request.isXCallback)
    #expect(request.pattern.description == "/create")
  }

  @Test func eachPathIsOneRouteOfTheTable() throws {
    #expect(
      try table().routes.map { "\($0.pattern) \($0.kind)" } == [
        "/notes/:id screen + request", "/create screen", "/fetch request",
      ])
  }

  @Test func tablesThatCannotBeJoinedAreATypedError() throws {
    let configuration = LinkConfiguration(schemes: ["notes"])
    var screens = RouteTableBuilder<Screen>(configuration: configuration)
    try screens.add("/notes/:id", .note)
    var requests = RouteTableBuilder<Request>(configuration: configuration)
    try requests.add("/notes/:noteID", .show)
    #expect(throws: RouteRegistrationError.self) { try LinkTable(screens: screens.build(), requests: requests.build()) }
    let other = RouteTableBuilder<Request>(configuration: .init(schemes: ["other"]))
    #expect {
      try LinkTable(screens: screens.build(), requests: other.build())
    } throws: { error in
      guard case .mismatchedConfiguration = error as? RouteRegistrationError else { return false }
      return true
    }
  }
}
