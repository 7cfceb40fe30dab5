#if LinkServer
  import AppLinks
  import Foundation
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import LinkServer
  import Prometheus
  import Testing

  /// The article "Serving your links on the web", its code as written there.
  @Suite struct LinkServerArticleTests {
    struct Note { var title: String; var firstLine: String }
    actor SharedNotes {
      func note(_ id: Int) -> Note? { id == 3 ? Note(title: "Groceries", firstLine: "Milk") : nil }
    }

    @Test func theArticlesServer() async throws {
      let sharedNotes = SharedNotes()
      let site = try LinkSite(
        name: "Notes", host: "notes.example.com",
        appleAppIDs: ["ABCDE12345.com.example.notes"],
        androidApps: [
          "com.example.notes": [
            "5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25:E6:2A:3D:6B:7A:4B:9A:5F:3A:91:D2:11"
          ]
        ],
        appStoreID: "123456789",
        downloads: [.init("Download for Linux", url: URL(string: "https://example.com/notes.deb")!)]
      )
      let map = try LinkMap(json: Shelf.links.map.json())  // on a site: the committed file
      var pages = LinkPages(map: map, site: site)
      pages.preview("/notes/:id") { request in
        guard let id = request.pathParameters["id"].flatMap(Int.init), let note = await sharedNotes.note(id)
        else { return nil }
        return LinkPreview(title: note.title, description: note.firstLine)
      }
      // A site listens on its public address, ("0.0.0.0", 8080), and its metrics on one only the
      // scraper reaches, such as 9100; the test takes ports the system picks.
      let (host, port, metricsPort) = ("127.0.0.1", 0, 0)
      let server = try LinkServer(pages)
      let registry = PrometheusCollectorRegistry()
      let router = Router()
      router.add(middleware: server.middleware(metrics: registry))
      let app = Application(
        router: router, server: LinkServerConnections().http1(),
        configuration: .init(address: .hostname(host, port: port)))
      let metrics = Application(
        router: LinkServer.metricsRouter(registry),
        configuration: .init(address: .hostname("127.0.0.1", port: metricsPort)))
      // The example's notes-web runs them in a ServiceGroup until SIGTERM; here the test's
      // client drives each.
      try await app.test(.live) { client in
        try await client.execute(uri: "/notes/3", method: .get) { response in
          #expect(String(buffer: response.body).contains("<h1>Groceries</h1>"))
        }
        try await client.execute(uri: "/notes/4", method: .get) { response in
          #expect(String(buffer: response.body).contains("<h1>Notes</h1>"))
        }
      }
      try await metrics.test(.live) { client in
        try await client.execute(uri: "/metrics", method: .get) { response in
          #expect(String(buffer: response.body).contains(#"link_server_requests_total{route="/notes/:id""#))
        }
      }
    }
  }
#endif
