import Foundation

/// The `<meta>` tags of a page's HTML, by `property` or `name` (`og:image`, `twitter:card`),
/// their `content` unescaped: what an unfurler reads. The first of each name counts.
struct PageMeta {
  private(set) var values: [String: String] = [:]

  init(html: String) {
    var rest = html[...]
    while let open = rest.range(of: "<meta", options: .caseInsensitive) {
      guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
      let tag = rest[open.upperBound..<close]
      let attributes = Self.attributes(of: tag)
      if let key = attributes["property"] ?? attributes["name"], let content = attributes["content"],
        values[key.lowercased()] == nil
      {
        values[key.lowercased()] = content
      }
      rest = rest[close...]
    }
  }

  subscript(name: String) -> String? { values[name] }

  /// `name="value"` and `name='value'` pairs, names lower-cased, values unescaped.
  private static func attributes(of tag: Substring) -> [String: String] {
    var found: [String: String] = [:]
    var rest = tag
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map { String($0).lowercased() } ?? ""
      var after = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = after.first, quote == "\"" || quote == "'" else {
        rest = after
        continue
      }
      after = after.dropFirst()
      guard let end = after.firstIndex(of: quote) else { break }
      found[name] = unescaped(after[..<end])
      rest = after[after.index(after: end)...]
    }
    return found
  }

  private static func unescaped(_ text: Substring) -> String {
    var result = String(text)
    for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
      result = result.replacingOccurrences(of: entity, with: character)
    }
    return result
  }
}
