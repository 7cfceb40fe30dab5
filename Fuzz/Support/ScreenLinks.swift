import Foundation
import LinkRouting

/// A deep-link table in both directions, the way `DeepLinkRoutes` uses a route table: a link
/// is applied by decoding its route's input into the screen it shows, and a screen prints its
/// link back from the same table. (`DeepLinkRoutes` itself lives in ComposableLinks, whose
/// dependencies this swiftc-built harness cannot compile; its printing and reading are these.)
public struct ScreenLinks: Sendable {
  /// A screen of the app, with everything its link carries.
  public enum Screen: Equatable, Sendable {
    case list
    case note(id: Int)
    case search(query: String)
    case draft(title: String, body: String?)
    case folderNote(folder: String, id: Int)
  }

  struct NoteLink: Codable { var id: Int }
  struct SearchLink: Codable { var query: String }
  struct DraftLink: Codable { var title: String; var body: String? }
  struct FolderNoteLink: Codable { var folder: String; var id: Int }

  enum Route: Sendable { case list, note, search, draft, folderNote }

  let table: RouteTable<Route>

  /// Builds the table.
  public init() {
    var builder = RouteTableBuilder<Route>(
      configuration: LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)
    )
    let routes: [(String, Route)] = [
      ("/notes", .list), ("/notes/:id", .note), ("/search", .search), ("/create", .draft),
      ("/folders/:folder/notes/:id", .folderNote),
    ]
    for (pattern, route) in routes {
      do { try builder.add(pattern, route) } catch { require(false, "\(pattern) not added: \(error)") }
    }
    table = builder.build()
  }

  /// The screen a link leads to, or `nil` when it leads nowhere (with a typed error).
  public func apply(_ url: String) -> Screen? {
    do {
      let (request, route) = try table.request(for: url)
      switch route {
      case .list: return .list
      case .note: return .note(id: try table.decode(NoteLink.self, from: request).id)
      case .search: return .search(query: try table.decode(SearchLink.self, from: request).query)
      case .draft:
        let draft = try table.decode(DraftLink.self, from: request)
        return .draft(title: draft.title, body: draft.body)
      case .folderNote:
        let link = try table.decode(FolderNoteLink.self, from: request)
        return .folderNote(folder: link.folder, id: link.id)
      }
    } catch {
      requireTyped(error, "applying \(url)")
      return nil
    }
  }

  /// The link of a screen, printed from the table.
  public func url(for screen: Screen) throws(RoutePrintingError) -> URL {
    switch screen {
    case .list: try table.url(for: try pattern("/notes"), input: [String: String]())
    case let .note(id): try table.url(for: try pattern("/notes/:id"), input: NoteLink(id: id))
    case let .search(query): try table.url(for: try pattern("/search"), input: SearchLink(query: query))
    case let .draft(title, body): try table.url(for: try pattern("/create"), input: DraftLink(title: title, body: body))
    case let .folderNote(folder, id):
      try table.url(for: try pattern("/folders/:folder/notes/:id"), input: FolderNoteLink(folder: folder, id: id))
    }
  }

  private func pattern(_ text: String) throws(RoutePrintingError) -> RoutePattern {
    do { return try RoutePattern(text) } catch { throw .invalidPattern(error) }
  }

  /// The promise: a link that leads to a screen prints back to a link that leads to the same
  /// screen; a screen whose link cannot be printed fails with a typed printing error only for
  /// a reason printing names (an empty path parameter, or a printed link longer than the table
  /// reads: percent-encoding can triple a value's length).
  public func check(url: String) {
    guard let screen = apply(url) else { return }
    let printed: URL
    do {
      printed = try self.url(for: screen)
    } catch {
      switch error {
      case .emptyPathParameter, .tooLong: return
      default: break
      }
      require(false, "\(screen) from \(url) cannot be printed: \(error)")
      return
    }
    let again = apply(printed.absoluteString)
    require(again == screen, "\(url) → \(screen) → \(printed.absoluteString) → \(String(describing: again))")
  }
}
