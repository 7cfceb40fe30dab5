import Foundation
import IssueReporting
@_spi(Testing) import LinkRouting

/// URL patterns and the state they lead to, in both directions: how an app turns a link into
/// navigation, and the screen it shows back into a link.
///
/// ```swift
/// static let links = DeepLinkRoutes<Notes.State, Notes.Action>(
///   configuration: .init(schemes: ["notes"], hostHandling: .firstPathSegment)
/// )
/// .route("/notes", examples: ["notes://notes"]) { state in
///   state.path.removeAll()
/// } shows: { _ in true }
/// .route("/notes/:id", parent: "/notes", examples: ["notes://notes/3"]) {
///   (state, link: NoteLink) in state.path.append(link.id)
/// } read: { state in
///   state.path.last.map(NoteLink.init(id:))
/// }
/// ```
///
/// - **Link → state.** ``apply(_:to:)`` matches a URL (patterns with `:name`, `*` and `**`,
///   the most specific winning; see `RoutePattern`), decodes its input from the path
///   parameters and the query, and changes the state: a tab, several pushes, a sheet, at once.
///   A route with a `parent` applies its parent first, with the same link, so a link opened
///   in a fresh app builds the back stack behind its screen.
/// - **State → link.** A route that says how to read its input back from the state (`read:`,
///   or `shows:` for a route without input) can print the link of the screen being shown:
///   ``url(for:)`` picks the deepest route (the longest chain of parents) whose reader answers.
/// - **Examples.** Routes can declare example links; ``checkExamples(from:fileID:filePath:line:column:)`` proves, in any
///   test, that each one matches its route, applies, and prints back to the same link.
///
/// Registering an invalid or duplicate pattern, or a parent that is not registered yet,
/// reports an issue and leaves the route out. A `DeepLinkRoutes` is an immutable value:
/// each `route` returns a new one (so keep the result), and the table it matches with is
/// built as routes are added, never on the match path. Keep it in a `static let`.
public struct DeepLinkRoutes<State, Action: Sendable>: Sendable {
  /// What a matched route does, given the request: the state change, and the actions to send
  /// after it (from routes that send one).
  package typealias Apply = @Sendable (inout State, RouteRequest) throws -> [Action]
  /// How a route reads its link back from the state: the input's encoded pairs, or `nil` when
  /// the state does not show the route's screen.
  @usableFromInline package typealias Read = @Sendable (State) throws -> [(key: String, value: String)]?

  /// A route's value in the table.
  @usableFromInline package struct Entry: Sendable {
    package let apply: Apply
    package let read: Read?
    /// The parent's index in the table: registered earlier, so known when this route is added
    /// and never looked up by pattern when a link is applied.
    package let parent: Int?
    /// The number of ancestors.
    package let depth: Int
    package let examples: [String]
  }

  package var builder: RouteTableBuilder<Entry>
  /// The routes frozen for matching; made again as each route is added.
  @usableFromInline package private(set) var table: RouteTable<Entry>
  /// The routes that can read themselves back from the state, deepest first (registration
  /// order among equals), with their readers: ``url(for:)`` asks them in this order and stops
  /// at the first answer, instead of asking every route on every call. The readers are held
  /// here rather than fetched from each route's `Entry`: copying an `Entry` out of the table
  /// looked up its generic metadata twice per call, a tenth of printing a link.
  @usableFromInline package private(set) var readOrder: [(route: Int, depth: Int, read: Read)] = []

  /// Creates routes for links with one of `schemes`, host ignored.
  public init(scheme: String, _ otherSchemes: String...) {
    self.init(configuration: LinkConfiguration(schemes: [scheme] + otherSchemes))
  }

  /// Creates routes whose URLs are matched as `configuration` says (schemes, universal-link
  /// hosts, host handling, decoding, limits).
  public init(configuration: LinkConfiguration) {
    self.builder = RouteTableBuilder(configuration: configuration)
    self.table = builder.build()
  }

  /// How links are read and printed.
  public var configuration: LinkConfiguration { table.configuration }

  /// What each route takes, in registration order.
  public var descriptions: [RouteDescription] { table.descriptions }

  /// Freezes the routes again (after an alias or a rename): the read order's route indexes
  /// stay valid, since neither adds a route.
  package mutating func rebuild() {
    table = builder.build()
  }

  /// The same routes, with every match counted by `probe` (see `LinkRoutes`).
  @_spi(Testing) public func counting(into probe: MatchProbe) -> Self {
    var copy = self
    copy.table = table.counting(into: probe)
    return copy
  }

  /// Adds a route: the change the link makes, the `parent` applied before it, and the routes'
  /// example links. Used by every `route` shape.
  func adding(
    _ pattern: String, parent: String?, examples: [String], signature: RouteSignature,
    apply: @escaping Apply, read: Read?, location: SourceLocation
  ) -> Self {
    var copy = self
    var parentIndex: Int?
    var depth = 0
    if let parent {
      guard let parsed = try? RoutePattern(parent), let index = table.index(of: parsed) else {
        location.report("Deep-link route \(pattern) not added: its parent \(parent) is not registered yet.")
        return self
      }
      parentIndex = index
      depth = table.route(at: index).value.depth + 1
    }
    let entry = Entry(apply: apply, read: read, parent: parentIndex, depth: depth, examples: examples)
    do {
      try copy.builder.add(pattern, entry, signature: signature)
    } catch {
      location.report("Deep-link route not added: \(error)")
      return self
    }
    copy.table = copy.builder.build()
    if let read {
      // Stable: after every route at least as deep, before the shallower ones.
      let position = copy.readOrder.firstIndex { $0.depth < depth } ?? copy.readOrder.count
      copy.readOrder.insert((copy.table.count - 1, depth, read), at: position)
    }
    return copy
  }
}
