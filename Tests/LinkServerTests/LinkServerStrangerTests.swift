#if LinkServer
  import AppLinks
  import ConcurrencyExtras
  import Foundation
  import LinkRouting
  import LinkTestSupport
  import Logging
  import SignedLinks
  import Testing

  @testable import LinkServer

  /// The site as a stranger meets it: it makes a claim (and so signs a link) only where a
  /// person may land, whatever table it serves; the app trusts its key for nothing more; its
  /// pages cannot be framed; a request must name its host; a weak validator is matched.
  @Suite struct LinkServerStrangerTests {
    struct State { var path: [String] = [] }
    enum Action: Sendable {
      case delete(Item, LinkReply<NoOutput>)
      case rename(Item, LinkReply<NoOutput>)
      case join(Invitation, LinkReply<NoOutput>)
    }
    struct Item: Codable, Hashable, Sendable { var id: Int }
    struct Invitation: Codable, Hashable, Sendable { var code: String }

    /// Screens and requests, as any app's table has them: one screen refused to the web, one
    /// request allowed (and why).
    static let links = LinkRoutes<State, Action>(Shelf.configuration) { screens in
      screens.route("/items/:id") { (state, item: Item) in
        state.path = ["\(item.id)"]
      } read: { _ in
        nil
      }
      screens.route("/items/:id/edit") { (state, item: Item) in
        state.path = ["\(item.id)", "edit"]
      } read: { _ in
        nil
      }
      screens.landing(.refused, on: "/items/:id/edit")
    } requests: { requests in
      requests.route("/items/:id/delete", access: .token()) { (item: Item, reply: LinkReply<NoOutput>) in
        .delete(item, reply)
      }
      requests.route("/items/:id/rename", access: .token().acceptingSignedLinks(maximumAge: 600, singleUse: true)) {
        (item: Item, reply: LinkReply<NoOutput>) in .rename(item, reply)
      }
      requests.route("/join/:code") { (invitation: Invitation, reply: LinkReply<NoOutput>) in .join(invitation, reply) }
      requests.landing(.allowed(because: "joining shows the invitation and asks first"), on: "/join/:code")
    }

    static let siteKey = try! LinkSigningKey(keyID: "site")

    /// A server on `links`, whose store counts the claims it is asked to keep.
    static func server(
      opened: LockIsolated<Int>, perClient: LinkClaimRate? = LinkClaimRate(), logger: Logger = Logger(label: "test")
    ) throws -> LinkServer {
      let memory = LinkClaimStore.memory()
      let store = LinkClaimStore(
        open: { claim, limit, now in
          opened.withValue { $0 += 1 }
          try await memory.open(claim, limit, now)
        }, redeem: memory.redeem)
      var pages = LinkPages(routes: links, site: Shelf.site)
      pages.deferredLinks = DeferredLinks(store: store, signingKey: siteKey, lifetime: .seconds(600))
      pages.deferredLinks?.perClient = perClient
      return try LinkServer(pages, logger: logger)
    }

    @Test func aClaimOnlyWhereAPersonMayLandAndNoRowForAnyOtherPost() async throws {
      let opened = LockIsolated(0)
      let server = try Self.server(opened: opened)
      for target in [
        "/items/8/delete", "/items/8/rename?title=Changed%20by%20a%20stranger", "/items/8/edit",
        "/items/8?x-success=evil://x", "/nowhere", "/.well-known/assetlinks.json",
      ] {
        let page = await server.respond(method: "GET", target: target)
        #expect(!String(decoding: page.body, as: UTF8.self).contains("Install and continue"), "\(target)")
        let post = await server.respond(method: "POST", target: target)
        #expect(post.status == 405, "\(target): \(post.status)")
        #expect(post.headers.contains { $0 == ("Allow", "GET, HEAD") }, "\(target)")
      }
      #expect(opened.value == 0)

      for target in ["/items/8", "/join/ABC"] {
        let page = String(decoding: await server.respond(method: "GET", target: target).body, as: UTF8.self)
        #expect(page.contains("Install and continue"), "\(target)")
        // The form posts to the link's own path, whatever address the page was opened at.
        #expect(page.contains(#"<form method="post" action="\#(target)">"#), "\(target)")
        #expect(await server.respond(method: "POST", target: target).status == 201, "\(target)")
      }
      #expect(opened.value == 2)
    }

    @Test func whatTheSiteSignsTheAppRunsNoRequestWith() async throws {
      let server = try Self.server(opened: LockIsolated(0))
      let code = try LinkClaimsTests.code(in: await server.respond(method: "POST", target: "/items/8"))
      let (status, json) = await LinkClaimsTests.redeem(server, code)
      #expect(status == 200)
      let link = try #require(json["link"].flatMap(URL.init(string:)))

      var trusted = TrustedLinkKeys()
      try trusted.trust(Self.siteKey.publicKey, as: "site", for: [.deferredScreens])
      let keys = trusted
      let verifier = SignedLinkVerifier(keys: { keys }, nonces: .inMemory())
      // The same key's signature on a request, made as the site would (a stranger cannot get
      // one from the site: above): refused for its purpose, by name.
      let request = try Self.siteKey.sign(
        try #require(URL(string: "https://notes.example.com/items/8/rename?title=Changed")), expiresIn: 300,
        singleUse: true)
      let forRequests = LinkSignatureRule(maximumAge: 600, singleUse: true)
      #expect(await verifier.verify(request, rule: forRequests) == .failure(.notTrustedFor("site", .requests)))
      #expect(
        LinkSignatureError.notTrustedFor("site", .requests).errorMessage
          == #"The key "site" is not trusted to sign requests."#)
      // Its deferred link to a screen holds, once.
      let forDeferred = LinkSignatureRule(maximumAge: 600, singleUse: true, purpose: .deferredScreens)
      #expect(await verifier.verify(link, rule: forDeferred) == .success("site"))
      #expect(await verifier.verify(link, rule: forDeferred) == .failure(.replayed))
      #expect(keys.purposes(of: "site") == [.deferredScreens] && keys.purposes(of: "other").isEmpty)
    }

    /// One client's flood gets `429` with `Retry-After` once its allowance is spent, and makes
    /// nothing; another client still gets its claim; pages and association files are never
    /// limited; no address reaches a log line.
    @Test func aFloodFromOneClientIsRefusedAndAnotherStillGetsItsClaim() async throws {
      let opened = LockIsolated(0)
      let lines = LockIsolated<[String]>([])
      let server = try Self.server(
        opened: opened, perClient: LinkClaimRate(burst: 3, interval: .seconds(60)),
        logger: Logger(label: "test") { _ in CapturingLogHandler(lines: lines) })
      var statuses: [Int] = []
      for _ in 0..<10 {
        statuses.append(await server.respond(method: "POST", target: "/items/8", client: "203.0.113.7").status)
      }
      #expect(statuses == [201, 201, 201] + Array(repeating: 429, count: 7))
      let refused = await server.respond(method: "POST", target: "/items/8", client: "203.0.113.7")
      let retry = try #require(refused.headers.first { $0.name == "Retry-After" }.map { Int($0.value) } ?? nil)
      #expect((1...60).contains(retry), "\(retry)")
      #expect(opened.value == 3)
      #expect(await server.respond(method: "POST", target: "/items/8", client: "198.51.100.2").status == 201)
      for target in ["/items/8", "/.well-known/assetlinks.json", "/.well-known/apple-app-site-association"] {
        for _ in 0..<20 { #expect(await server.respond(method: "GET", target: target).status == 200) }
      }
      #expect(lines.value.contains { $0.contains("reason=too-many") })
      #expect(!lines.value.contains { $0.contains("203.0.113") || $0.contains("198.51.100") })
    }

    /// A client is kept under a keyed hash of its address that changes each day: the same
    /// address is the same client all day, and another the next.
    @Test func aClientIsAHashOfItsAddressUnderTheDaysKey() {
      let key = LinkClaimKey(signingKey: Data(repeating: 7, count: 32))
      let morning = Date(timeIntervalSince1970: 1_800_000_000 - 1_800_000_000.truncatingRemainder(dividingBy: 86_400))
      let evening = morning.addingTimeInterval(86_399)
      #expect(key.client("203.0.113.7", at: morning) == key.client("203.0.113.7", at: evening))
      #expect(key.client("203.0.113.7", at: morning) != key.client("203.0.113.7", at: evening + 1))
      #expect(key.client("203.0.113.7", at: morning) != key.client("203.0.113.8", at: morning))
      #expect(!key.client("203.0.113.7", at: morning).contains("203"))
    }

    /// An app killed after the site answered asks again with its install id: the link again,
    /// signed afresh; another install, `used`; an id that is not one, `malformed`.
    @Test func theInstallThatRedeemedAClaimGetsItsLinkAgain() async throws {
      let server = try Self.server(opened: LockIsolated(0))
      let code = try LinkClaimsTests.code(in: await server.respond(method: "POST", target: "/items/8"))
      let install = "0123456789abcdef-ABCDEF_xyz"
      let first = await LinkClaimsTests.redeem(server, code + "\n" + install)
      let again = await LinkClaimsTests.redeem(server, code + "\n" + install + "\n")
      #expect(first.status == 200 && again.status == 200)
      #expect(first.json["link"]?.hasPrefix("https://notes.example.com/items/8?") == true)
      #expect(first.json["link"] != again.json["link"], "each answer signed afresh, its own nonce")
      #expect(await LinkClaimsTests.redeem(server, code + "\nanother-install-0123456789").json["refused"] == "used")
      #expect(await LinkClaimsTests.redeem(server, code).json["refused"] == "used")
      for id in ["short", "has spaces in it 0123", String(repeating: "a", count: 65), "ünïcode-0123456789abc"] {
        #expect(await LinkClaimsTests.redeem(server, code + "\n" + id).json["refused"] == "malformed", "\(id)")
      }
    }

    @Test func aTableThatMisdeclaresALandingSaysSo() {
      withKnownIssue {
        let routes = LinkRoutes<State, Action>(
          Self.links.configuration,
          requests: { requests in
            requests.route("/items/:id/delete", access: .token()) { (item: Item, reply: LinkReply<NoOutput>) in
              .delete(item, reply)
            }
            requests.landing(.allowed(because: "  "), on: "/items/:id/delete")
            requests.landing(.refused, on: "/nowhere")
          })
        #expect(routes.registrationErrors.count == 2)
        #expect(!routes.mayLand(on: try! RoutePattern("/items/:id/delete"), isScreen: false))
      }
    }

    @Test func pagesCannotBeFramedAndARequestMustNameItsHost() async throws {
      let server = try Self.server(opened: LockIsolated(0))
      for response in [
        await server.respond(method: "GET", target: "/items/8"),
        await server.respond(method: "POST", target: "/items/8"),
        await server.respond(method: "GET", target: "/nowhere"),
      ] {
        let policy = response.headers.first { $0.name == "Content-Security-Policy" }?.value ?? ""
        #expect(policy.contains("frame-ancestors 'none'"), "\(response.status): \(policy)")
        #expect(response.headers.contains { $0 == ("X-Frame-Options", "DENY") }, "\(response.status)")
      }
      let hostless = await server.respond(method: "GET", target: "/items/8", namesHost: false)
      #expect(hostless.status == 400)
      #expect(String(decoding: hostless.body, as: UTF8.self).contains("The request names no host."))
    }

    @Test func aWeakValidatorMatchesTheAssociationFiles() async throws {
      let server = try Self.server(opened: LockIsolated(0))
      let etag = try #require(
        await server.respond(method: "GET", target: "/.well-known/assetlinks.json").headers.first { $0.name == "ETag" }?
          .value)
      for header in [etag, "W/\(etag)", #"W/"other", \#(etag)"#, " W/\(etag) ", "*"] {
        let response = await server.respond(method: "GET", target: "/.well-known/assetlinks.json", ifNoneMatch: header)
        #expect(response.status == 304, "\(header)")
      }
      for header in [#""other""#, #"W/"other""#, "W/"] {
        let response = await server.respond(method: "GET", target: "/.well-known/assetlinks.json", ifNoneMatch: header)
        #expect(response.status == 200, "\(header)")
      }
    }
  }
#endif
