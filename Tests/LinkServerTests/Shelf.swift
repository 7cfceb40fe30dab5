import AppLinks
import Foundation
import LinkRouting
import LinkServer

/// A small app's table for the server's tests: notes shown at `/notes/:id`, a search, and a
/// rename that takes signed links only.
enum Shelf {
  struct State { var path: [Int] = [] }

  enum Action: Sendable {
    case rename(Rename, LinkReply<NoOutput>)
  }

  struct NoteLink: Codable, Hashable { var id: Int }
  struct Search: Codable, Hashable { var query: String }
  struct Rename: Decodable, Sendable { var id: Int; var title: String }

  static let configuration = LinkConfiguration(
    schemes: ["notes"], universalLinkHosts: ["notes.example.com"], hostHandling: .firstPathSegment,
    limits: URLLimits(maxURLLength: 2048, maxQueryItems: 50))

  static let links = LinkRoutes<State, Action>(configuration, screens: screens, requests: requests)

  static func screens(_ screens: inout LinkRoutes<State, Action>.Screens) {
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

  static func requests(_ requests: inout LinkRoutes<State, Action>.Requests) {
    requests.route("/notes/:id/rename", access: .signed(maximumAge: 600, singleUse: true)) {
      (rename: Rename, reply: LinkReply<NoOutput>) in .rename(rename, reply)
    }
  }

  static let site = try! LinkSite(
    name: "Notes", host: "notes.example.com", appleAppIDs: ["ABCDE12345.com.example.notes"],
    androidApps: [
      "com.example.notes": [
        "5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25:E6:2A:3D:6B:7A:4B:9A:5F:3A:91:D2:11"
      ]
    ], appStoreID: "123456789",
    iconURL: URL(string: "https://notes.example.com/icon.png"),
    downloads: [.init("Download for Linux", url: URL(string: "https://example.com/notes.deb")!)])
}
