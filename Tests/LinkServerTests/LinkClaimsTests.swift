#if LinkServer
  import AppLinks
  import ConcurrencyExtras
  import Foundation
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import LinkTestSupport
  import Logging
  import SignedLinks
  import Testing

  @testable import LinkServer

  /// Claims on deferred links, as a page and an app meet them: "Install and continue" makes a
  /// code that the app redeems once for the link, signed by the site; every other redeem is
  /// refused with a typed reason, and no code reaches the log.
  @Suite struct LinkClaimsTests {
    static let siteKey = try! LinkSigningKey(keyID: "site")

    static func pages(store: LinkClaimStore = .memory(), limit: Int = 10_000) -> LinkPages {
      var pages = LinkServerTests.pages()
      var deferred = DeferredLinks(store: store, signingKey: siteKey, lifetime: .seconds(600))
      deferred.openLimit = limit
      pages.deferredLinks = deferred
      return pages
    }

    /// The code on a claim's page.
    static func code(in response: LinkResponse) throws -> String {
      let html = String(decoding: response.body, as: UTF8.self)
      let start = try #require(html.range(of: #"<output id="claim">"#))
      let end = try #require(html.range(of: "</output>", range: start.upperBound..<html.endIndex))
      return String(html[start.upperBound..<end.lowerBound])
    }

    static func redeem(_ server: LinkServer, _ text: String?) async -> (status: Int, json: [String: String]) {
      let response = await server.respond(
        method: "POST", target: LinkServer.redeemPath, body: text.map { Array($0.utf8) })
      let json = (try? JSONDecoder().decode([String: String].self, from: Data(response.body))) ?? [:]
      return (response.status, json)
    }

    @Test func aCodeIsReadForgivinglyAndRefusedWithAReason() throws {
      let key = LinkClaimKey(signingKey: Data(repeating: 7, count: 32))
      let code = LinkClaimCode.make(sign: key.sign)
      #expect(code.text.count == 29 && code.text.split(separator: "-").count == 6)
      #expect(try LinkClaimCode(reading: code.text, sign: key.sign) == code)
      // Any case, no dashes, spaces and a line around it; O for 0, I and L for 1.
      let loose = "  " + code.text.lowercased().replacingOccurrences(of: "-", with: " ") + "\n"
      #expect(try LinkClaimCode(reading: loose, sign: key.sign) == code)
      let confusable = code.text.replacingOccurrences(of: "0", with: "O").replacingOccurrences(of: "1", with: "l")
      #expect(try LinkClaimCode(reading: confusable, sign: key.sign) == code)

      let other = LinkClaimKey(signingKey: Data(repeating: 8, count: 32))
      #expect(throws: LinkClaimRefusal.forged) { try LinkClaimCode(reading: code.text, sign: other.sign) }
      var flipped = Array(code.text)
      flipped[27] = flipped[27] == "A" ? "B" : "A"
      #expect(throws: LinkClaimRefusal.forged) { try LinkClaimCode(reading: String(flipped), sign: key.sign) }
      #expect(throws: LinkClaimRefusal.truncated) { try LinkClaimCode(reading: code.text.dropLast(3), sign: key.sign) }
      #expect(throws: LinkClaimRefusal.oversized) { try LinkClaimCode(reading: code.text + "AB", sign: key.sign) }
      #expect(throws: LinkClaimRefusal.oversized) {
        try LinkClaimCode(reading: String(repeating: "A", count: 65), sign: key.sign)
      }
      for text in ["", "   ", "U", code.text.replacingOccurrences(of: "-", with: "!"), "ÄÖÜ", "\u{0}"] {
        #expect(throws: LinkClaimRefusal.malformed) { try LinkClaimCode(reading: text, sign: key.sign) }
      }
    }

    /// A link's page offers "Install and continue"; posting it makes a code the app redeems
    /// once, for the link signed by the site's key (checked as the app checks it).
    @Test func theAppRedeemsTheCodeOnceForTheSignedLink() async throws {
      let lines = LockIsolated<[String]>([])
      let server = try LinkServer(
        Self.pages(), logger: Logger(label: "test") { _ in CapturingLogHandler(lines: lines) })
      let page = String(decoding: await server.respond(method: "GET", target: "/notes/3").body, as: UTF8.self)
      #expect(
        page.contains(
          #"<form method="post" action="/notes/3"><button type="submit" class="open">Install and continue</button>"#))

      let claim = await server.respond(method: "POST", target: "/notes/3")
      #expect(claim.status == 201)
      let html = String(decoding: claim.body, as: UTF8.self)
      #expect(html.contains("<h1>Groceries</h1>") && html.contains(#"<button id="copy""#))
      #expect(html.contains("QR code of the code"))
      // The page's one script is allowed by its hash, and nothing else runs.
      let policy = try #require(claim.headers.first { $0.name == "Content-Security-Policy" }?.value)
      #expect(policy.contains("script-src 'sha256-") && !policy.contains("unsafe-inline';script"))
      #expect(html.components(separatedBy: "<script>").count == 2)
      let code = try Self.code(in: claim)

      let first = await Self.redeem(server, code)
      #expect(first.status == 200)
      let signed = try #require(first.json["link"].flatMap(URL.init(string:)))
      #expect(signed.absoluteString.hasPrefix("https://notes.example.com/notes/3?"))
      var trusted = TrustedLinkKeys()
      try trusted.trust(Self.siteKey.publicKey, as: "site")
      let keys = trusted
      let verifier = SignedLinkVerifier(keys: { keys }, nonces: .inMemory())
      #expect(
        await verifier.verify(signed, rule: LinkSignatureRule(maximumAge: 600, singleUse: true)) == .success("site"))

      let second = await Self.redeem(server, code)
      #expect(second.status == 410 && second.json["refused"] == "used")
      // Nothing of the code in the log: its lines say what happened, never to which claim.
      let fragments = code.split(separator: "-").map(String.init)
      #expect(!lines.value.isEmpty)
      #expect(lines.value.allSatisfy { line in fragments.allSatisfy { !line.contains($0) } })
      #expect(lines.value.allSatisfy { !$0.contains("sig=") })
    }

    /// Every redeem that gives no link says why, with a status that says the same.
    @Test func everyRefusalIsTyped() async throws {
      let store = LinkClaimStore.memory()
      let server = try LinkServer(Self.pages(store: store))
      let key = LinkClaimKey(signingKey: Self.siteKey.rawRepresentation)
      let code = try Self.code(in: await server.respond(method: "POST", target: "/notes/3"))

      var forged = Array(code)
      forged[0] = forged[0] == "A" ? "B" : "A"
      let unknown = LinkClaimCode.make(sign: key.sign)
      let expired = LinkClaimCode.make(sign: key.sign)
      try await store.open(
        LinkClaim(id: expired.storeID, link: "https://notes.example.com/notes/3", expires: Date() - 5), 10, Date() - 10)
      let cases: [(String?, Int, LinkClaimRefusal)] = [
        (String(forged), 400, .forged), (String(code.dropLast(4)), 400, .truncated), (code + "-ABCD", 400, .oversized),
        (String(repeating: "x", count: 500), 400, .oversized), (nil, 400, .oversized), ("{}", 400, .malformed),
        ("", 400, .malformed), (unknown.text, 404, .unknown), (expired.text, 410, .expired),
      ]
      for (text, status, refusal) in cases {
        let answer = await Self.redeem(server, text)
        #expect(answer.status == status && answer.json["refused"] == refusal.rawValue, "\(String(describing: text))")
        #expect(answer.json["reason"] == refusal.description)
      }
      // None of them spent the real claim.
      #expect(await Self.redeem(server, code).status == 200)
    }

    /// Beyond its limit of open claims, a site makes no more (a typed page, 503), until some
    /// are redeemed.
    @Test func aFullSiteSaysSoAndMakesRoomAsClaimsAreRedeemed() async throws {
      let server = try LinkServer(Self.pages(limit: 2))
      let first = try Self.code(in: await server.respond(method: "POST", target: "/notes/3"))
      _ = try Self.code(in: await server.respond(method: "POST", target: "/notes/4"))
      let refused = await server.respond(method: "POST", target: "/notes/5")
      #expect(refused.status == 503)
      #expect(String(decoding: refused.body, as: UTF8.self).contains("too many open codes"))
      #expect(await Self.redeem(server, first).status == 200)
      #expect(await server.respond(method: "POST", target: "/notes/5").status == 201)
    }

    /// Without deferred links, nothing is offered and a post is not allowed; a post to a URL
    /// no route takes makes no claim, nor one to a signed link: both are not allowed (`405`).
    @Test func noClaimWithoutDeferredLinksOrALinkTheTableTakes() async throws {
      let plain = try LinkServer(LinkServerTests.pages())
      let page = String(decoding: await plain.respond(method: "GET", target: "/notes/3").body, as: UTF8.self)
      #expect(!page.contains("Install and continue"))
      let post = await plain.respond(method: "POST", target: "/notes/3")
      #expect(post.status == 405 && post.headers.contains { $0 == ("Allow", "GET, HEAD") })
      #expect(await plain.respond(method: "POST", target: LinkServer.redeemPath, body: []).status == 405)

      let server = try LinkServer(Self.pages())
      #expect(await server.respond(method: "POST", target: "/nowhere").status == 405)
      // A signed link is its signer's to give: no claim would carry its signature.
      let signed = "/notes/3?exp=1800000000&kid=k&sig=" + String(repeating: "A", count: 86)
      let signedPage = String(decoding: await server.respond(method: "GET", target: signed).body, as: UTF8.self)
      #expect(!signedPage.contains("Install and continue"))
      let signedPost = await server.respond(method: "POST", target: signed)
      #expect(signedPost.status == 405 && !String(decoding: signedPost.body, as: UTF8.self).contains("id=\"claim\""))
      #expect(await server.respond(method: "POST", target: "/.well-known/assetlinks.json").status == 405)
      #expect(
        await server.respond(method: "PUT", target: "/notes/3").headers.contains { $0 == ("Allow", "GET, HEAD, POST") })
    }

    /// Through Hummingbird: the redeem's body is read, and a `POST` that goes on to one of the
    /// router's own routes keeps its body, however long.
    @Test func theMiddlewareReadsTheRedeemsBodyAndNoOtherPosts() async throws {
      let server = try LinkServer(Self.pages())
      let router = Router()
      router.add(middleware: server.middleware())
      router.post("/upload") { request, _ in
        String(try await request.body.collect(upTo: 1 << 20).readableBytes)
      }
      try await Application(router: router).test(.router) { client in
        let claim = try await client.execute(uri: "/notes/3", method: .post) { response in
          #expect(response.status == .created)
          return String(buffer: response.body)
        }
        let start = try #require(claim.range(of: #"<output id="claim">"#))
        let code = String(claim[start.upperBound...].prefix(29))
        try await client.execute(
          uri: LinkServer.redeemPath, method: .post, body: ByteBuffer(string: code)
        ) { response in
          #expect(response.status == .ok && String(buffer: response.body).contains(#""link":"#))
        }
        try await client.execute(
          uri: "/upload", method: .post, body: ByteBuffer(repeating: 65, count: 5000)
        ) { response in
          #expect(String(buffer: response.body) == "5000")
        }
      }
    }

    /// A hundred redeems of one claim at once: exactly one gets the link.
    @Test func ofAHundredConcurrentRedeemsExactlyOneWins() async throws {
      let server = try LinkServer(Self.pages())
      let code = try Self.code(in: await server.respond(method: "POST", target: "/notes/3"))
      let statuses = await withTaskGroup(of: Int.self) { group in
        for _ in 0..<100 { group.addTask { await Self.redeem(server, code).status } }
        return await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 200 }.count == 1)
      #expect(statuses.filter { $0 == 410 }.count == 99)
    }
  }
#endif
