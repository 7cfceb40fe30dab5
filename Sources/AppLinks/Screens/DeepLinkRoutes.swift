import Foundation
import IssueReporting
@_spi(Testing) import LinkRouting

/// URL patterns and the state they lead to, in both directions: how an app turns a link into
/// navigation, and the screen it shows back into a link.
///
/// Declared in a ``LinkRoutes``' `screens` closure, the one place an app's links are declared:
///
/// ```swift
/// static let links = LinkRoutes<Notes.State, Notes.Action>(
///   .init(schemes: ["notes"], hostHandling: .firstPathSegment)
/// ) { screens in
///   screens
///     .route("/notes", examples: ["notes://notes"]) { state in
///       state.path.removeAll()
///     } shows: { _ in true }
///     .route("/notes/:id", parent: "/notes", examples: ["notes://notes/3"]) {
///       (state, link: NoteLink) in state.path.append(link.id)
///     } read: { state in
///       state.path.last.map(NoteLink.init(id:))
///     }
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
/// reports an issue and leaves the route out (`LinkRoutes.registrationErrors` lists it).
/// Each `route` returns the routes with one more (so keep the result) and builds nothing:
/// `LinkRoutes` builds the table once, when the declaration returns; ``LinkRoutes/screens``
/// is the built table.
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
  /// The routes frozen for matching: built once by `LinkRoutes` (see `rebuild()`).
  @usableFromInline package private(set) var table: RouteTable<Entry>
  /// The routes that can read themselves back from the state, deepest first (registration
  /// order among equals), with their readers: ``url(for:)`` asks them in this order and stops
  /// at the first answer, instead of asking every route on every call. The readers are held
  /// here rather than fetched from each route's `Entry`: copying an `Entry` out of the table
  /// looked up its generic metadata twice per call, a tenth of printing a link.
  @usableFromInline package private(set) var readOrder: [(route: Int, depth: Int, read: Read)] = []

  /// Empty routes for links read as `configuration` says: what `LinkRoutes` hands to its
  /// `screens` declaration.
  package init(configuration: LinkConfiguration) {
    self.builder = RouteTableBuilder(configuration: configuration)
    self.table = builder.build()
  }

  /// How links are read and printed.
  package var configuration: LinkConfiguration { builder.configuration }

  /// What each route takes, in registration order.
  package var descriptions: [RouteDescription] { table.descriptions }

  /// The routes that were not added, in declaration order (each also reported as an issue
  /// where it was declared).
  package private(set) var errors: [RouteRegistrationError] = []

  /// Builds the table and the read order from the routes declared: once, when `LinkRoutes` is
  /// made (and again after an alias or a rename, which add no route). Time proportional to
  /// the routes (the read order is sorted, n log n); declaring a route builds nothing.
  package mutating func rebuild() {
    table = builder.build()
    var order: [(route: Int, depth: Int, read: Read)] = []
    for (index, entry) in builder.values.enumerated() {
      if let read = entry.read { order.append((index, entry.depth, read)) }
    }
    // Deepest first; registration order among equals.
    order.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.route < $1.route }
    readOrder = order
  }

  /// The same routes, with every match counted by `probe` (see `LinkRoutes`).
  package func counting(into probe: MatchProbe) -> Self {
    var copy = self
    copy.table = table.counting(into: probe)
    return copy
  }

  /// Adds a route: the change the link makes, the `parent` applied before it, and the routes'
  /// example links. Used by every `route` shape.
  ///
  /// Consuming, as each `route` is: a declaration's chain hands its routes from call to call
  /// without copying them, so declaring N routes takes time proportional to N. (Borrowed, each
  /// call copied the arrays it was given: 1,000 screens took N²/2 copies of a route.)
  consuming func adding(
    _ pattern: String, parent: String?, examples: [String], signature: RouteSignature,
    apply: @escaping Apply, read: Read?, location: SourceLocation
  ) -> Self {
    var copy = consume self
    var parentIndex: Int?
    var depth = 0
    if let parent {
      guard let parsed = try? RoutePattern(parent), let index = copy.builder.patterns.firstIndex(of: parsed) else {
        let error = RouteRegistrationError.invalidPattern(
          pattern, reason: "its parent \(parent) is not registered yet")
        location.report("Deep-link route not added: \(error)")
        copy.errors.append(error)
        return copy
      }
      parentIndex = index
      depth = copy.builder.values[index].depth + 1
    }
    let entry = Entry(apply: apply, read: read, parent: parentIndex, depth: depth, examples: examples)
    do {
      try copy.builder.add(pattern, entry, signature: signature)
    } catch {
      location.report("Deep-link route not added: \(error)")
      copy.errors.append(error)
    }
    return copy
  }
}
