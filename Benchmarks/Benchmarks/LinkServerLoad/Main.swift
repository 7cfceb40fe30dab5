import AppLinks
import Foundation
import Hummingbird
import LinkRouting
import LinkServer
import Prometheus

/// The two servers `scripts/web-benchmark` loads with wrk, in one run:
///
///   LinkServerLoad links PORT              LinkServer as deployed (its middleware, metrics
///                                          into a Prometheus registry), over a notes-like
///                                          table whose `/notes/:id` preview is in memory,
///                                          short links in memory; prints `short: /s/CODE`,
///                                          a short link of `/notes/3` with no limit
///   LinkServerLoad floor PORT PATH=FILE…   Hummingbird answering each PATH (a route pattern,
///                                          `/notes/:id`) with FILE's bytes
///                                          (what the link server answered), as a fixed
///                                          response: the floor
@main
struct LinkServerLoad {
  struct State { var path: [Int] = [] }
  enum Action: Sendable { case none }
  struct NoteLink: Codable, Hashable { var id: Int }
  struct Search: Codable, Hashable { var query: String }

  static let links = LinkRoutes<State, Action>(
    LinkConfiguration(schemes: ["notes"], universalLinkHosts: ["notes.example.com"], hostHandling: .firstPathSegment)
  ) { screens in
    screens.route("/notes") { state in
      state.path = []
    } shows: { _ in
      true
    }
    screens.route("/notes/:id") { (state, link: NoteLink) in
      state.path.append(link.id)
    } read: { state in
      state.path.last.map(NoteLink.init(id:))
    }
    screens.route("/search") { (state, _: Search) in
      state.path = []
    } read: { _ in
      nil
    }
  }

  static func main() async throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3, let port = Int(arguments[2]) else {
      FileHandle.standardError.write(Data("usage: LinkServerLoad links|floor PORT [PATH=FILE…]\n".utf8))
      exit(64)
    }
    let router = Router()
    if arguments[1] == "floor" {
      for pair in arguments.dropFirst(3) {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: parts[1]))
        let type = parts[0].hasPrefix("/.well-known") ? "application/json" : "text/html; charset=utf-8"
        router.get(RouterPath(parts[0])) { _, _ in
          Response(
            status: .ok, headers: [.contentType: type],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
      }
    } else {
      var pages = LinkPages(
        routes: links,
        site: try LinkSite(
          name: "Notes", host: "notes.example.com", appleAppIDs: ["ABCDE12345.com.example.notes"],
          appStoreID: "123456789",
          downloads: [.init("Download for Linux", url: URL(string: "https://example.com/notes.deb")!)]))
      pages.preview("/notes/:id") { request in
        LinkPreview(title: "Note \(request.pathParameters["id"] ?? "")", description: "Milk, eggs and bread")
      }
      // Short links in memory, and one for `/notes/3` with no limit on its uses: written first,
      // at once, for the script to load its page and its expansion beside the long link's.
      pages.shortLinks = .memory()
      let server = try LinkServer(pages)
      let short = try await server.shorten(URL(string: "https://notes.example.com/notes/3")!)
      FileHandle.standardOutput.write(Data("short: \(short.path)\n".utf8))
      router.add(middleware: server.middleware(metrics: PrometheusCollectorRegistry()))
    }
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
    try await app.runService()
  }
}
