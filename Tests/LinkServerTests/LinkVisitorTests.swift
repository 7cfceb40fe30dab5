#if LinkServer
  import AppLinks
  import ConcurrencyExtras
  import Foundation
  import HTTPTypes
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import Prometheus
  import Testing

  @testable import LinkServer

  /// People, previewers and scanners: a chat app's unfurl and a mail gateway's fetch are no
  /// person's visit. They are counted apart, they make nothing, and a signed single-use link
  /// they fetch is still the person's to use.
  @Suite struct LinkVisitorTests {
    static let agents: [(String, LinkVisitor)] = [
      ("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", .previewer("slack")),
      ("WhatsApp/2.23.20.0 A", .previewer("whatsapp")),
      ("facebookexternalhit/1.1 Facebot Twitterbot/1.0", .previewer("facebook")),
      ("Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)", .previewer("discord")),
      ("TelegramBot (like TwitterBot)", .previewer("telegram")),
      ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) SkypeUriPreview Preview/0.5", .previewer("teams")),
      ("Microsoft Office Existence Discovery", .scanner("safelinks")),
      ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", .scanner("googlebot")),
      (
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
        .person
      ),
      ("", .person),
      // A generic HTTP client is no scanner (an app's own URLSession on Linux is libcurl).
      ("curl/7.88.1", .person),
      // In-app browsers are people.
      (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 305.0.0.34.110",
        .person
      ),
      (
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0.0.33.116]",
        .person
      ),
      (
        "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 musical_ly_2023203030 BytedanceWebview/d8a21c6",
        .person
      ),
    ]

    @Test func aUserAgentSaysWhoVisits() {
      for (agent, visitor) in Self.agents { #expect(LinkVisitor(userAgent: agent) == visitor, "\(agent)") }
      #expect(LinkVisitor(userAgent: nil) == .person)
      #expect(LinkVisitor.previewer("slack").description == "preview/slack")
      // Every entry is kept with where the agent is documented.
      #expect((LinkVisitor.previewers.map(\.source) + LinkVisitor.scanners.map(\.source)).allSatisfy { !$0.isEmpty })
    }

    /// Every agent fetches a page offering "Install and continue" and a signed single-use link's
    /// page: no claim is made, no nonce spent, and the visits are counted by who made them.
    @Test func previewersAndScannersMakeNothingAndAreCountedApart() async throws {
      let opened = LockIsolated(0)
      let memory = LinkClaimStore.memory()
      var pages = LinkServerTests.pages()
      pages.deferredLinks = DeferredLinks(
        store: LinkClaimStore(
          open: { claim, limit, now in
            opened.withValue { $0 += 1 }
            try await memory.open(claim, limit, now)
          }, redeem: memory.redeem),
        signingKey: LinkClaimsTests.siteKey)
      let server = try LinkServer(pages)
      for (agent, visitor) in Self.agents where visitor != .person {
        #expect(await server.respond(method: "GET", target: "/notes/3", visitor: visitor).status == 200)
        let posted = await server.respond(method: "POST", target: "/notes/3", visitor: visitor)
        #expect(posted.status == 403, "\(agent)")
      }
      #expect(opened.value == 0)
      let claim = await server.respond(method: "POST", target: "/notes/3", visitor: .person)
      #expect(claim.status == 201 && claim.headers.contains { $0 == ("X-Robots-Tag", "noindex, nofollow") })
      // A signed link's page is kept by no search engine either; a plain one's may be.
      let signed = "/notes/3?exp=1800000000&kid=k&sig=" + String(repeating: "A", count: 86)
      #expect(await server.respond(method: "GET", target: signed).headers.contains { $0.name == "X-Robots-Tag" })
      #expect(!(await server.respond(method: "GET", target: "/notes/3").headers.contains { $0.name == "X-Robots-Tag" }))

      let registry = PrometheusCollectorRegistry()
      let router = Router()
      router.add(middleware: server.middleware(metrics: registry))
      try await Application(router: router).test(.router) { client in
        for (agent, _) in Self.agents.prefix(3) + Self.agents.suffix(5) {
          try await client.execute(uri: "/notes/3", method: .get, headers: [.userAgent: agent]) { response in
            #expect(response.status == .ok)
          }
        }
      }
      let text = String(decoding: registry.emitToBuffer(), as: UTF8.self)
      #expect(
        text.contains(#"link_server_requests_total{route="/notes/:id",status="200",visitor="preview"} 3"#), "\(text)")
      #expect(
        text.contains(#"link_server_requests_total{route="/notes/:id",status="200",visitor="person"} 5"#), "\(text)")
    }
  }
#endif
