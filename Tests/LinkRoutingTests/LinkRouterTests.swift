import Foundation
import LinkRouting
import Testing

struct RouterTests {
  @Test func schemeIsCaseInsensitive() async {
    let router = LinkRouter(scheme: "Notes") { router in
      router.route("/a") {}
    }
    #expect(await router.handle("NOTES:///a").kind == "handled")
    #expect(await router.handle("notes:///a").kind == "handled")
    #expect(await router.handle("other:///a").matchFailure == .scheme("other"))
  }

  @Test func mostSpecificRouteWinsWhateverTheOrder() {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/**") {}
      router.route("/notes/*") {}
      router.route("/notes/:id") {}
      router.route("/notes/new") {}
      router.route("/notes/:id/**") {}
    }
    func pattern(_ url: String) -> String? {
      (try? router.match(url).get())?.pattern.description
    }
    #expect(pattern("app:///notes/new") == "/notes/new")
    #expect(pattern("app:///notes/42") == "/notes/:id")
    #expect(pattern("app:///notes/42/edit/title") == "/notes/:id/**")
    #expect(pattern("app:///settings/x") == "/**")
    #expect(router.registrationErrors.isEmpty)
  }

  @Test func pathParametersAreDecoded() throws {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/tags/:name/notes/:id") {}
    }
    let match = try router.match("app:///tags/caf%C3%A9%2Fbar/notes/7").get()
    #expect(match.pathParameters == ["name": "café/bar", "id": "7"])
  }

  /// A request a test makes by hand equals the one the router reads from the URL, whatever
  /// the router noted about the names on the way (a path parameter named `x-…` included).
  @Test func requestsMadeByHandEqualTheRoutersRequests() throws {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/notes/:x-id") {}
    }
    let url = "app:///notes/7?title=Hello&x-source=Tests"
    let request = try router.request(for: url)
    let byHand = RouteRequest(
      url: url, pattern: try RoutePattern("/notes/:x-id"), pathParameters: ["x-id": "7"],
      queryItems: [URLQueryItem(name: "title", value: "Hello")],
      xCallback: XCallbackParameters(source: "Tests")
    )
    #expect(request == byHand)
    #expect(Set([request, byHand]).count == 1)
  }

  @Test func trailingAndDoubledSlashesAreTolerated() {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/notes/:id") {}
    }
    for url in ["app:///notes/1/", "app:///notes//1", "app://x-callback-url/notes/1/"] {
      #expect((try? router.match(url).get()) != nil, "\(url)")
    }
  }

  @Test func hostAsFirstPathSegmentIsAnOption() throws {
    let router = LinkRouter(configuration: .init(schemes: ["books"], hostHandling: .firstPathSegment)) { router in
      router.route("/shelf/:id") {}
    }
    #expect(try router.match("books://shelf/42").get().pathParameters == ["id": "42"])
    // The x-callback-url host stays ignored.
    #expect(try router.match("books://x-callback-url/shelf/42").get().pathParameters == ["id": "42"])
    // By default the host is ignored, so the same URL finds no route.
    let ignoring = LinkRouter(scheme: "books") { ignoring in
      ignoring.route("/shelf/:id") {}
    }
    #expect(ignoring.match("books://shelf/42") == .failure(.noRoute(path: "/42")))
  }

  @Test func universalLinksMatchOnlyTheirHosts() {
    let router = LinkRouter(configuration: .init(schemes: ["notes"], universalLinkHosts: ["Notes.Example.com"])) {
      router in
      router.route("/n/:id") {}
    }
    #expect((try? router.match("https://notes.example.com/n/1").get()) != nil)
    #expect((try? router.match("http://NOTES.example.com:8080/n/1").get()) != nil)
    #expect(router.match("https://evil.example/n/1") == .failure(.host("evil.example")))
    #expect((try? router.match("notes:///n/1").get()) != nil)
    let withoutHosts = LinkRouter(scheme: "notes") { withoutHosts in
      withoutHosts.route("/n/:id") {}
    }
    #expect(withoutHosts.match("https://notes.example.com/n/1") == .failure(.scheme("https")))
  }

  @Test func samePatternTwiceIsARegistrationError() async {
    let runs = Recorder<Int>()
    let router = LinkRouter(scheme: "app") { router in
      router.route("/notes/:id") { runs.append(1) }
      router.route("/notes/:noteID") { runs.append(2) }
      router.route("/a/**/b") {}
      router.route("/c/:") {}
    }
    #expect(
      router.registrationErrors == [
        .duplicatePattern("/notes/:noteID"),
        .invalidPattern("/a/**/b", reason: "\"**\" must be last"),
        .invalidPattern("/c/:", reason: "a parameter needs a name"),
      ])
    #expect(throws: RouteRegistrationError.duplicatePattern("/notes/:noteID")) { try router.validate() }
    await router.handle("app:///notes/1")
    #expect(runs.values == [1])
  }

  @Test func invalidURLsAreTypedFailures() {
    let router = LinkRouter(
      configuration: .init(schemes: ["app"], limits: URLLimits(maxURLLength: 100, maxPathSegments: 3))
    ) { router in
      router.route("/**") {}
    }
    #expect(router.match("no scheme here") == .failure(.invalidURL("no scheme")))
    #expect(router.match("") == .failure(.invalidURL("no scheme")))
    #expect(router.match("1app:///x") == .failure(.invalidURL("no scheme")))
    #expect(
      router.match("app:///" + String(repeating: "a", count: 100)) == .failure(.invalidURL("longer than 100 bytes")))
    #expect(router.match("app:///a/b/c/d") == .failure(.invalidURL("more than 3 path segments")))
    #expect(router.match("app:///bad%zz") == .failure(.invalidURL("malformed percent-encoding in the path")))
  }

  /// A NUL in the path, raw or escaped, is refused where it is read: a link that matches can
  /// always be printed again, and the printer refuses a NUL (found by the LinkRoundTrip fuzz
  /// target: `notes://folders/wo%00rk/notes/8` matched, then could not be printed).
  @Test(arguments: ["app:///a%00b", "app:///%00", "app:///a\u{0}b", "app://x\u{0}y/a"])
  func aNULInThePathIsATypedRefusal(url: String) {
    let router = LinkRouter(configuration: .init(schemes: ["app"], hostHandling: .firstPathSegment)) { router in
      router.route("/**") {}
    }
    #expect(router.match(url) == .failure(.invalidURL("a NUL character in the path")))
  }

  @Test func handlerShapes() async throws {
    struct Input: Codable, Sendable, Equatable { var id: Int }
    struct Output: Codable, Sendable { var doubled: Int }
    let seen = Recorder<String>()
    let router = LinkRouter(scheme: "app") { router in
      router.route("/none") { seen.append("none") }
      router.route("/input/:id") { (input: Input) in seen.append("input \(input.id)") }
      router.route("/output") { Output(doubled: 2) }
      router.route("/both/:id") { (input: Input) in Output(doubled: input.id * 2) }
      router.route("/request") { (request: RouteRequest) in
        seen.append("request from \(request.xCallback.source ?? "?") \(request.queryItems.map(\.name))")
      }
      router.route("/input-request/:id") { (input: Input, request: RouteRequest) in
        Output(doubled: input.id * 2 + (request.pathParameters["id"].flatMap(Int.init) ?? 0))
      }
      router.route("/async") {
        try await Task.sleep(for: .milliseconds(1))
        seen.append("async")
      }
    }
    let success = "&x-success=cb%3A%2F%2Fok"
    #expect(await router.handle("app:///none").kind == "handled")
    #expect(await router.handle("app:///input/3").kind == "handled")
    #expect(await router.handle("app:///output?" + success).callback?.absoluteString == "cb://ok?doubled=2")
    #expect(await router.handle("app:///both/4?" + success).callback?.absoluteString == "cb://ok?doubled=8")
    #expect(await router.handle("app:///request?x-source=Shortcuts&q=1").kind == "handled")
    #expect(await router.handle("app:///input-request/5?" + success).callback?.absoluteString == "cb://ok?doubled=15")
    #expect(await router.handle("app:///async").kind == "handled")
    #expect(seen.values == ["none", "input 3", "request from Shortcuts [\"q\"]", "async"])
  }

  /// A router is built once and then shared: many tasks handle links through it at once.
  @Test func concurrentHandling() async {
    let runs = Recorder<String>()
    let router = LinkRouter(scheme: "app") { router in
      for index in 0..<50 {
        router.route("/r\(index)/:id") { (input: [String: String]) in runs.append("\(index)/\(input["id"] ?? "")") }
      }
    }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask { _ = await router.handle("app:///r\(index)/1") }
      }
    }
    #expect(router.registrationErrors.isEmpty)
    #expect(Set(runs.values) == Set((0..<50).map { "\($0)/1" }))
  }

  /// LinkRouting's overview: routes and an old form declared once, matched whatever the case.
  @Test func anAliasKeepsAnOldLinkLeadingToItsRoute() async throws {
    struct NoteLink: Decodable, Sendable { var id: Int }
    let shown = Recorder<Int>()
    let router = LinkRouter(scheme: "notes") { routes in
      routes.route("/notes/:id") { (link: NoteLink) in shown.append(link.id) }
      routes.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
    }
    #expect(try router.match("NOTES://x-callback-url/notes/7").get().pattern.description == "/notes/:id")
    #expect(await router.handle("notes:///note/3").kind == "handled")
    #expect(shown.values == [3])
    #expect(router.descriptions.first?.aliases == ["/note/:noteID"])
  }
}
