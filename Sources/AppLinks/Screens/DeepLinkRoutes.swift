import Foundation
import IssueReporting
@_spi(Testing) import LinkRouting

/// URL patterns and the state they lead to, in both directions, built: how an app turns a
/// link into navigation, and the screen it shows back into a link.
///
/// A finished table (``LinkRoutes/screens``): its routes are declared on the
/// ``LinkRoutes/Screens`` a ``LinkRoutes``' `screens` closure is handed, and it has no `route`
/// of its own. It is built once, when that declaration returns.
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

  /// The routes frozen for matching.
  @usableFromInline package private(set) var table: RouteTable<Entry>
  /// The routes that can read themselves back from the state, deepest first (registration
  /// order among equals), with their readers: ``url(for:)`` asks them in this order and stops
  /// at the first answer, instead of asking every route on every call. The readers are held
  /// here rather than fetched from each route's `Entry`: copying an `Entry` out of the table
  /// looked up its generic metadata twice per call, a tenth of printing a link.
  @usableFromInline package let readOrder: [(route: Int, depth: Int, read: Read)]
  /// How links are read and printed.
  package let configuration: LinkConfiguration

  /// Builds the table and the read order from the routes declared: once, when `LinkRoutes` is
  /// made. Time proportional to the routes (the read order is sorted, n log n); declaring a
  /// route builds nothing.
  package init(building builder: RouteTableBuilder<Entry>) {
    self.table = builder.build()
    self.configuration = builder.configuration
    var order: [(route: Int, depth: Int, read: Read)] = []
    for (index, entry) in builder.values.enumerated() {
      if let read = entry.read { order.append((index, entry.depth, read)) }
    }
    // Deepest first; registration order among equals.
    order.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.route < $1.route }
    self.readOrder = order
  }

  /// What each route takes, in registration order.
  package var descriptions: [RouteDescription] { table.descriptions }

  /// The same routes, with every match counted by `probe` (see `LinkRoutes`).
  package func counting(into probe: MatchProbe) -> Self {
    var copy = self
    copy.table = table.counting(into: probe)
    return copy
  }
}
