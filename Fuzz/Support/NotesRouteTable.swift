import Foundation
import LinkRouting

/// A realistic route table: a notes app's own routes (static, `:parameter`, `*`, `**`), with
/// typed inputs, over two schemes and a universal-link host.
public final class NotesRouteTable: Sendable {
  /// `/create`'s input.
  public struct Create: Decodable, Sendable {
    public var title: String
    public var body: String?
    public var tags: [String]
    public var pinned: Bool?
  }

  /// `/search`'s input.
  public struct Search: Decodable, Sendable {
    public var query: String
    public var limit: Int?
    public var sort: Sort?
    public enum Sort: String, Decodable, Sendable { case newest, oldest, title }
  }

  /// `/notes/:id` input.
  public struct NoteID: Decodable, Sendable {
    public var id: Int
  }

  /// The patterns registered, most of them with an input type.
  public static let patterns = [
    "/create", "/search", "/fetch", "/notes/:id", "/notes/:id/delete", "/notes/:id/tags/:tag",
    "/notes/*/share", "/files/**", "/settings", "/settings/:section", "/folders/:folder/notes/:id",
  ]

  /// The router, with every route registered and no callback opener.
  public let router: Router

  /// Builds the table.
  public init() {
    router = Router(
      configuration: Router.Configuration(
        schemes: ["notes", "notes-beta"], universalLinkHosts: ["notes.example.com"]
      )
    )
    for pattern in Self.patterns {
      switch pattern {
      case "/create": router.route(pattern) { (_: Create) in }
      case "/search": router.route(pattern) { (_: Search) in }
      case "/notes/:id", "/notes/:id/delete", "/folders/:folder/notes/:id":
        router.route(pattern) { (_: NoteID) in }
      default: router.route(pattern) {}
      }
    }
  }

  /// Matches `url` and decodes its input; requires that only typed errors come out and that a
  /// match is consistent with the table.
  public func check(url: String) {
    switch router.match(url) {
    case let .success(match):
      require(Self.patterns.contains(match.pattern.description), "matched an unknown pattern \(match.pattern)")
      do {
        let request = try router.request(for: url)
        require(request.pattern == match.pattern, "request(for:) and match disagree on \(url)")
        require(!request.queryItems.contains { $0.name.utf8.starts(with: "x-".utf8) }, "x- parameter in route input: \(url)")
        switch match.pattern.description {
        case "/create": _ = try router.decode(Create.self, from: request)
        case "/search": _ = try router.decode(Search.self, from: request)
        case "/notes/:id", "/notes/:id/delete", "/folders/:folder/notes/:id":
          let input = try router.decode(NoteID.self, from: request)
          if let expected = match.pathParameters["id"].flatMap({ Int($0) }) {
            require(input.id == expected, "id \(input.id) is not the path's \(expected): \(url)")
          }
        default: break
        }
      } catch {
        requireTyped(error, "routing \(url)")
      }
    case .failure:
      do {
        _ = try router.request(for: url)
        require(false, "request(for:) accepted a URL match rejected: \(url)")
      } catch {
        requireTyped(error, "request(for: \(url))")
      }
    }
  }
}
