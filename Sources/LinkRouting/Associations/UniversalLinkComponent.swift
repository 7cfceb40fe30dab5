/// One entry of an `apple-app-site-association` file's `components` (and of Android 15's
/// `dynamic_app_link_components`, which reads the same keys): the URLs it matches, and whether
/// a match opens the app or leaves the URL to the web.
///
/// The keys are Apple's (`applinks.Details.Components`, developer.apple.com/documentation/
/// bundleresources/applinks/details-swift.dictionary/components-swift.dictionary): `/` the
/// path, `?` the query (a pattern, or one pattern per query item), `#` the fragment, each
/// `*` when absent; `exclude`; `caseSensitive` and `percentEncoded`, both `true` by default;
/// `comment`, ignored. In a pattern `*` matches zero or more characters (`/` included) and `?`
/// exactly one, so `?*` is one or more.
package struct UniversalLinkComponent: Hashable, Sendable, Codable {
  /// The query's pattern: one for the whole query, or one per query item.
  package enum Query: Hashable, Sendable, Codable {
    /// A pattern the whole query must match.
    case whole(String)
    /// For each name, a pattern the value of an item of that name must match.
    case items([String: String])

    /// Reads a string or an object.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let pattern = try? container.decode(String.self) {
        self = .whole(pattern)
      } else {
        self = .items(try container.decode([String: String].self))
      }
    }

    /// Writes a string or an object.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case let .whole(pattern): try container.encode(pattern)
      case let .items(items): try container.encode(items)
      }
    }
  }

  /// The path's pattern (`/`); `nil` matches any path.
  package var path: String?
  /// The query's pattern (`?`); `nil` matches any query.
  package var query: Query?
  /// The fragment's pattern (`#`); `nil` matches any fragment.
  package var fragment: String?
  /// Whether a URL this component matches stays on the web (`exclude`).
  package var exclude: Bool
  /// Whether patterns compare case (`caseSensitive`; `nil` is the default, `true`).
  package var caseSensitive: Bool?
  /// Whether patterns are compared with the URL as percent-encoded (`percentEncoded`; `nil`
  /// is the default, `true`).
  package var percentEncoded: Bool?
  /// A note for people (`comment`).
  package var comment: String?

  /// Creates a component.
  package init(
    path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool = false,
    caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
  ) {
    self.path = path
    self.query = query
    self.fragment = fragment
    self.exclude = exclude
    self.caseSensitive = caseSensitive
    self.percentEncoded = percentEncoded
    self.comment = comment
  }

  enum CodingKeys: String, CodingKey {
    case path = "/"
    case query = "?"
    case fragment = "#"
    case exclude, caseSensitive, percentEncoded, comment
  }

  /// Reads a component; a missing `exclude` is `false`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decodeIfPresent(String.self, forKey: .path)
    query = try container.decodeIfPresent(Query.self, forKey: .query)
    fragment = try container.decodeIfPresent(String.self, forKey: .fragment)
    exclude = try container.decodeIfPresent(Bool.self, forKey: .exclude) ?? false
    caseSensitive = try container.decodeIfPresent(Bool.self, forKey: .caseSensitive)
    percentEncoded = try container.decodeIfPresent(Bool.self, forKey: .percentEncoded)
    comment = try container.decodeIfPresent(String.self, forKey: .comment)
  }

  /// Writes the keys that are set; `exclude` only when `true`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(path, forKey: .path)
    try container.encodeIfPresent(query, forKey: .query)
    try container.encodeIfPresent(fragment, forKey: .fragment)
    if exclude { try container.encode(true, forKey: .exclude) }
    try container.encodeIfPresent(caseSensitive, forKey: .caseSensitive)
    try container.encodeIfPresent(percentEncoded, forKey: .percentEncoded)
    try container.encodeIfPresent(comment, forKey: .comment)
  }
}
