#if LinkServer
  import AppLinks
  import Foundation
  import HTTPTypes
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import Prometheus
  import Testing

  @testable import LinkServer

  /// The server as a browser and a platform's association fetcher meet it, through Hummingbird.
  @Suite struct LinkServerTests {
    static func pages(_ preview: LinkPages.Preview? = nil) -> LinkPages {
      var pages = LinkPages(routes: Shelf.links, site: Shelf.site)
      pages.preview(
        "/notes/:id",
        preview ?? { request in
          LinkPreview(
            title: "Groceries", description: "Milk, eggs", image: URL(string: "https://notes.example.com/3.png"),
            imageDescription: "A shopping list")
        })
      return pages
    }

    static func serve(
      _ pages: LinkPages, registry: PrometheusCollectorRegistry? = nil,
      _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
      let server = try LinkServer(pages)
      let router = Router()
      router.add(middleware: server.middleware(metrics: registry))
      router.get("/health") { _, _ in "ok" }
      try await Application(router: router).test(.router, test)
    }

    @Test func theAssociationFilesAreTheClaimsBytesWithAnETag() async throws {
      let claims = Shelf.links.screens.universalLinkClaims()
      let apple = claims.appleAppSiteAssociation(appIDs: Shelf.site.appleAppIDs)
      let android = claims.assetLinks(apps: Shelf.site.androidApps)
      try await Self.serve(Self.pages()) { client in
        for (path, bytes) in [
          ("/.well-known/apple-app-site-association", apple), ("/apple-app-site-association", apple),
          ("/.well-known/assetlinks.json", android),
        ] {
          let etag = try await client.execute(uri: path, method: .get) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.cacheControl] == "public, max-age=3600")
            #expect(Data(buffer: response.body) == bytes)
            return try #require(response.headers[.eTag])
          }
          try await client.execute(uri: path, method: .head) { response in
            #expect(response.status == .ok && response.body.readableBytes == 0)
            #expect(response.headers[.eTag] == etag)
          }
          try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag]) { response in
            #expect(response.status == .notModified && response.body.readableBytes == 0)
          }
        }
      }
    }

    @Test func aLinksPageHasItsPreviewTagsBannerButtonAndQRCode() async throws {
      try await Self.serve(Self.pages()) { client in
        try await client.execute(uri: "/notes/3", method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "text/html; charset=utf-8")
          let html = String(buffer: response.body)
          for expected in [
            #"<html lang="en">"#, "<title>Groceries – Notes</title>", "<h1>Groceries</h1>", "<p>Milk, eggs</p>",
            #"<meta property="og:title" content="Groceries">"#,
            #"<meta property="og:description" content="Milk, eggs">"#,
            #"<meta property="og:image" content="https://notes.example.com/3.png">"#,
            #"<meta property="og:url" content="https://notes.example.com/notes/3">"#,
            #"<meta name="twitter:card" content="summary_large_image">"#,
            #"<meta name="apple-itunes-app" content="app-id=123456789, app-argument=https://notes.example.com/notes/3">"#,
            #"<a class="open" href="notes://notes/3">Open in Notes</a>"#, #"alt="A shopping list""#,
            #"<a href="https://example.com/notes.deb">Download for Linux</a>"#, "<svg", "prefers-color-scheme:dark",
          ] {
            #expect(html.contains(expected), "\(expected)")
          }
        }
        // A route without a preview: the app's name.
        try await client.execute(uri: "/search?query=milk", method: .get) { response in
          let html = String(buffer: response.body)
          #expect(response.status == .ok && html.contains("<h1>Notes</h1>"))
          #expect(html.contains(#"href="notes://search?query=milk""#))
          #expect(html.contains(#"<meta property="og:url" content="https://notes.example.com/search?query=•••">"#))
        }
        // The router's own routes still answer.
        try await client.execute(uri: "/health", method: .get) { response in
          #expect(String(buffer: response.body) == "ok")
        }
      }
    }

    @Test func aURLNoRouteTakesGetsThePagesShapeWith404() async throws {
      try await Self.serve(Self.pages()) { client in
        try await client.execute(uri: "/nowhere/at/all", method: .get) { response in
          #expect(response.status == .notFound)
          let html = String(buffer: response.body)
          #expect(html.contains("<h1>There is no such page.</h1>"))
          #expect(html.contains("Download for Linux") && !html.contains("<svg"))
        }
      }
    }

    @Test func aURLOrHeaderOverTheTablesLimitsIsATyped4xx() async throws {
      try await Self.serve(Self.pages()) { client in
        try await client.execute(uri: "/notes/3?q=" + String(repeating: "a", count: 2100), method: .get) { response in
          #expect(response.status == .uriTooLong)
          #expect(String(buffer: response.body).contains("longer than Notes reads"))
        }
        try await client.execute(
          uri: "/notes/3", method: .get, headers: [.cookie: String(repeating: "c", count: 3000)]
        ) { response in
          #expect(response.status == .requestHeaderFieldsTooLarge)
        }
        let items = (0..<60).map { "a\($0)=1" }.joined(separator: "&")
        try await client.execute(uri: "/notes/3?" + items, method: .get) { response in
          #expect(response.status == .badRequest)
          #expect(String(buffer: response.body).contains("This link cannot be read"))
        }
        try await client.execute(uri: "/notes/3", method: .post) { response in
          #expect(response.status == .methodNotAllowed)
        }
      }
    }

    @Test func aPreviewThatThrowsOrIsLateShowsTheAppsNameOnly() async throws {
      struct Unavailable: Error {}
      var failing = Self.pages { _ in throw Unavailable() }
      failing.previewDeadline = .seconds(30)
      try await Self.serve(failing) { client in
        try await client.execute(uri: "/notes/3", method: .get) { response in
          #expect(response.status == .ok && String(buffer: response.body).contains("<h1>Notes</h1>"))
        }
      }
      // Never finishes (and ignores cancellation): the page comes at the deadline all the same.
      var late = Self.pages { _ in
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return LinkPreview(title: "Too late")
      }
      late.previewDeadline = .milliseconds(20)
      try await Self.serve(late) { client in
        try await client.execute(uri: "/notes/3", method: .get) { response in
          let html = String(buffer: response.body)
          #expect(response.status == .ok && html.contains("<h1>Notes</h1>") && !html.contains("Too late"))
        }
      }
    }

    @Test func aPreviewForAPatternTheTableLacksFailsTheBuild() {
      var pages = LinkPages(routes: Shelf.links, site: Shelf.site)
      pages.preview("/nope/:id") { _ -> LinkPreview? in nil }
      #expect(
        throws: RouteRegistrationError.invalidPattern("/nope/:id", reason: "no route of the table has this pattern")
      ) {
        try LinkServer(pages)
      }
    }

    @Test func aSiteOnAHostTheTableDoesNotRouteFailsTheBuild() {
      var site = Shelf.site
      site.host = "elsewhere.example.org"
      #expect(throws: RouteRegistrationError.self) { try LinkServer(LinkPages(routes: Shelf.links, site: site)) }
    }

    @Test func requestsAreCountedByPatternNeverByURL() async throws {
      let registry = PrometheusCollectorRegistry()
      try await Self.serve(Self.pages(), registry: registry) { client in
        for path in ["/notes/3", "/notes/4?token=s3cret", "/nowhere", "/.well-known/assetlinks.json"] {
          try await client.execute(uri: path, method: .get) { _ in }
        }
        // Never on the pages' port: there it is a URL no route takes.
        try await client.execute(uri: "/metrics", method: .get) { response in
          #expect(response.status == .notFound)
          #expect(!String(buffer: response.body).contains("link_server_requests_total"))
        }
      }
      // On a listener of its own.
      try await Application(router: LinkServer.metricsRouter(registry)).test(.router) { client in
        try await client.execute(uri: "/metrics", method: .get) { response in
          let text = String(buffer: response.body)
          #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
          #expect(
            text.contains(#"link_server_requests_total{route="/notes/:id",status="200",visitor="person"} 2"#), "\(text)"
          )
          #expect(text.contains(#"link_server_requests_total{route="unmatched",status="404",visitor="person"} 2"#))
          #expect(text.contains(#"link_server_requests_total{route="association",status="200",visitor="person"} 1"#))
          #expect(!text.contains("notes/3") && !text.contains("s3cret") && !text.contains("nowhere"))
        }
        try await client.execute(uri: "/notes/3", method: .get) { response in
          #expect(response.status == .notFound)
        }
      }
    }
  }
#endif
