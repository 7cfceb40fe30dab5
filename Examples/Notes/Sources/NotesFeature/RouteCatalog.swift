import ComposableLinks
import Foundation

/// Every route the notes app answers, for `notes routes`: the x-callback-url requests and the
/// deep links, as the route tables describe themselves.
public struct RouteCatalog: Equatable, Sendable {
  /// One route and what kind of link reaches it.
  public struct Entry: Codable, Equatable, Sendable {
    /// `x-callback` (a request answered through callbacks) or `deep link` (a screen).
    public var kind: String
    /// What the route takes and gives.
    public var route: RouteDescription
  }

  /// The routes, x-callback requests first, each in registration order.
  public var entries: [Entry]

  /// The notes app's routes.
  public static let notes = RouteCatalog(
    entries: Notes.routes.descriptions.map { Entry(kind: "x-callback", route: $0) }
      + Notes.links.descriptions.map { Entry(kind: "deep link", route: $0) }
  )

  /// A Markdown table: pattern, kind, input, output, confirmation, access (the token
  /// parameter a route needs, the `x-source` values it accepts).
  public var markdown: String {
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
      return "| `\(route.pattern)` | \(entry.kind) | \(list(route.inputFields)) | \(list(route.outputFields)) | "
        + (route.requiresConfirmation ? "yes" : "no") + " | " + (access.isEmpty ? "anyone" : access) + " |"
    }
    return
      (["| pattern | kind | input | output | confirmation | access |", "| --- | --- | --- | --- | --- | --- |"] + rows)
      .joined(separator: "\n")
  }

  /// The entries as a JSON array (keys sorted, so the output is stable).
  public var json: String {
    // Encoding plain strings, arrays and booleans cannot fail.
    (try? JSONEncoder.notesOutput().encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}
