import Foundation

/// The ordered components that say which URLs of a host open the app: what an
/// `apple-app-site-association` file's `components` and Android 15's
/// `dynamic_app_link_components` hold, written from a route table and read back to be checked.
///
/// ```swift
/// let claims = UniversalLinkClaims(patterns: table.routes.map(\.pattern))
/// claims.claims(URL(string: "https://notes.example.com/notes/3")!)  // true
/// claims.claims(URL(string: "https://notes.example.com/blog")!)     // false: no route
/// ```
///
/// Written from routes, the components claim **exactly** the paths the routes take, no more:
/// a route parameter becomes `?*` (one or more characters), but `?*` also matches a `/`, so
/// the components go deepest routes first, and before the routes of each depth an exclusion
/// leaves every deeper path to the web. The system takes the first component that matches
/// (Apple: "The first match wins"), so this order is the proof that a parameter never reaches
/// past its segment.
public struct UniversalLinkClaims: Hashable, Sendable, Codable {
  /// The components, in the order the system tries them.
  package var components: [UniversalLinkComponent]

  /// Components as written (read from a file, or made by hand).
  package init(components: [UniversalLinkComponent]) {
    self.components = components
  }

  /// The components that claim the paths `patterns` route, and leave `webOnly` path patterns
  /// (association-file wildcards, such as `/notes/*/print`) to the web, before everything else.
  ///
  /// A route whose literal segment holds `*` or `?` cannot be written in an association file
  /// and is left out (``unexpressible`` names it).
  public init(patterns: [RoutePattern], webOnly: [String] = []) {
    var components = webOnly.map {
      UniversalLinkComponent(path: $0, exclude: true, comment: "left to the web")
    }
    // An empty segment (`//`) is skipped by the routes but counted by the wildcards: such
    // paths stay on the web rather than be claimed for a route of the wrong depth.
    components.append(UniversalLinkComponent(path: "*//*", exclude: true, comment: "empty path segments"))
    var byDepth: [Int: [UniversalLinkComponent]] = [:]
    var rest: [UniversalLinkComponent] = []
    var unexpressible: [String] = []
    for pattern in patterns {
      var glob = ""
      var expressible = true
      var endsInRest = false
      for segment in pattern.segments {
        switch segment {
        case let .literal(text):
          // Matched decoded, compared encoded (`percentEncoded` is true): written as a URL
          // writes it, `%` included.
          let encoded = text.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? text
          expressible = expressible && UniversalLinkPattern.isExpressible(encoded)
          glob += "/" + encoded
        case .parameter, .wildcard: glob += "/?*"
        case .rest: endsInRest = true
        }
      }
      guard expressible else {
        unexpressible.append(pattern.description)
        continue
      }
      let comment = "route \(pattern)"
      let prefixIsLiteral = pattern.segments.allSatisfy {
        switch $0 {
        case .literal, .rest: true
        case .parameter, .wildcard: false
        }
      }
      if endsInRest, prefixIsLiteral {
        // `**` takes zero or more segments: the prefix itself, and anything under it.
        rest.append(UniversalLinkComponent(path: glob.isEmpty ? "/" : glob, comment: comment))
        rest.append(UniversalLinkComponent(path: glob + "/*", comment: comment))
      } else if endsInRest {
        // A parameter before `**` would be `?*`, which also crosses `/`: nothing could keep it
        // to one segment with any depth after it. Only the prefix itself is claimed.
        let depth = pattern.segments.count - 1
        byDepth[depth, default: []].append(
          UniversalLinkComponent(path: glob.isEmpty ? "/" : glob, comment: comment + " (its prefix only)"))
        unexpressible.append(pattern.description)
      } else {
        byDepth[pattern.segments.count, default: []].append(
          UniversalLinkComponent(path: glob.isEmpty ? "/" : glob, comment: comment))
      }
    }
    components += rest
    for depth in byDepth.keys.sorted(by: >) {
      components.append(
        UniversalLinkComponent(
          path: String(repeating: "/?*", count: depth + 1), exclude: true,
          comment: "deeper than \(depth) segments: no route")
      )
      components += byDepth[depth] ?? []
    }
    self.components = components
    self.unexpressible = unexpressible
  }

  /// What a path segment holds unescaped.
  static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))

  /// Routes left out because an association file cannot express them.
  public private(set) var unexpressible: [String] = []

  /// The component the system would use for `url` (the first that matches), if any.
  package func component(for url: URL) -> (index: Int, component: UniversalLinkComponent)? {
    guard let parts = URLParts(url) else { return nil }
    for (index, component) in components.enumerated() where parts.match(component) {
      return (index, component)
    }
    return nil
  }

  /// Whether the system would open `url` in the app: the first matching component claims it
  /// and is not an exclusion.
  public func claims(_ url: URL) -> Bool {
    guard let (_, component) = component(for: url) else { return false }
    return !component.exclude
  }

  enum CodingKeys: CodingKey { case components }
}

extension RouteTable {
  /// The components that claim exactly this table's paths on a universal-link host, its
  /// routes' old patterns (aliases) included (see ``UniversalLinkClaims/init(patterns:webOnly:)``).
  package func universalLinkClaims(webOnly: [String] = []) -> UniversalLinkClaims {
    UniversalLinkClaims(patterns: matcher.patterns + matcher.aliases.map(\.pattern), webOnly: webOnly)
  }
}
