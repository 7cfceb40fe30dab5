import ComposableLinks
import Foundation

/// Every route the notes app takes, for `notes routes`: read from its one table
/// (``Notes/links``), screens and requests, as the routes describe themselves.
package struct RouteCatalog: Equatable, Sendable {
  /// One route and what kind of link reaches it.
  package struct Entry: Codable, Equatable, Sendable {
    /// `screen` (a deep link shown) or `request` (answered through x-callback-url).
    package var kind: String
    /// What the route takes and gives.
    package var route: RouteDescription
  }

  /// The routes in the table's order; a path that is both a screen and a request has a row
  /// for each.
  package var entries: [Entry]

  /// The notes app's routes.
  package static let notes = RouteCatalog(
    entries: Notes.links.routes.flatMap { route in
      [route.screen.map { Entry(kind: "screen", route: $0) }, route.request.map { Entry(kind: "request", route: $0) }]
        .compactMap { $0 }
    }
  )

  /// A Markdown table: pattern, kind, input, output, confirmation, access (the token
  /// parameter a route needs, the `x-source` values it accepts).
  package var markdown: String {
    func list(_ fields: [String]?) -> String {
      guard let fields else { return "?" }
      return fields.isEmpty ? "—" : fields.map { "`\($0)`" }.joined(separator: ", ")
    }
    let rows = entries.map { entry in
      let route = entry.route
      let access =
        [
          route.tokenParameter.map { "token in `\($0)`" },
          route.allowedSources.map { "from " + $0.joined(separator: ", ") },
        ]
        .compactMap { $0 }.joined(separator: "; ")
      let aliases = route.aliases.map { " (also `\($0)`)" }.joined()
      return
        "| `\(route.pattern)`\(aliases) | \(entry.kind) | \(list(route.inputFields)) | \(list(route.outputFields)) | "
        + (route.requiresConfirmation ? "yes" : "no") + " | " + (access.isEmpty ? "anyone" : access) + " |"
    }
    return
      (["| pattern | kind | input | output | confirmation | access |", "| --- | --- | --- | --- | --- | --- |"] + rows)
      .joined(separator: "\n")
  }

  /// The entries as a JSON array (keys sorted, so the output is stable).
  package var json: String {
    // Encoding plain strings, arrays and booleans cannot fail.
    (try? JSONEncoder.notesOutput().encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}
