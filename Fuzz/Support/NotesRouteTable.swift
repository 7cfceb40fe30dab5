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

  /// What each route's input is.
  public enum Input: Sendable { case create, search, noteID, none }

  /// The table, each route holding the kind of its input.
  package let router: RouteTable<Input>

  /// Builds the table.
  public init() {
    var builder = RouteTableBuilder<Input>(
      configuration: LinkConfiguration(
        schemes: ["notes", "notes-beta"], universalLinkHosts: ["notes.example.com"]
      )
    )
    for pattern in Self.patterns {
      let input: Input =
        switch pattern {
        case "/create": .create
        case "/search": .search
        case "/notes/:id", "/notes/:id/delete", "/folders/:folder/notes/:id": .noteID
        default: .none
        }
      // The patterns are valid and distinct: a failure here is a broken promise.
      do { try builder.add(pattern, input) } catch { require(false, "\(pattern) not added: \(error)") }
    }
    router = builder.build()
  }

  /// Matches `url` and decodes its input; requires that only typed errors come out and that a
  /// match is consistent with the table.
  public func check(url: String) {
    switch router.match(url) {
    case let .success(matched):
      let match = matched.match
      require(Self.patterns.contains(match.pattern.description), "matched an unknown pattern \(match.pattern)")
      do {
        let (request, input) = try router.request(for: url)
        require(request.pattern == match.pattern, "request(for:) and match disagree on \(url)")
        require(input == matched.value, "request(for:) and match disagree on the route's value: \(url)")
        require(
          !request.queryItems.contains { $0.name.utf8.starts(with: "x-".utf8) }, "x- parameter in route input: \(url)")
        switch input {
        case .create: _ = try router.decode(Create.self, from: request)
        case .search: _ = try router.decode(Search.self, from: request)
        case .noteID:
          let input = try router.decode(NoteID.self, from: request)
          if let expected = match.pathParameters["id"].flatMap({ Int($0) }) {
            require(input.id == expected, "id \(input.id) is not the path's \(expected): \(url)")
          }
        case .none: break
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
