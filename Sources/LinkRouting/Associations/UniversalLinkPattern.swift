/// The wildcard patterns of association files, as Apple documents them for
/// `applinks.Details.Components`: `*` matches zero or more characters, greedily and across
/// `/`; `?` matches exactly one character; every other character matches itself.
enum UniversalLinkPattern {
  /// Whether `text` matches `pattern` whole. Compared by Unicode scalars; iterative, with one
  /// backtracking point (the last `*`), so a hostile pattern or URL costs at most
  /// `pattern × text` steps, never an exponential search.
  static func matches(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
    let pattern = Array((caseSensitive ? pattern : pattern.lowercased()).unicodeScalars)
    let text = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
    var (p, t) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if let last = star {
        // Let the last `*` take one more character, and try again after it.
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Whether a route's literal segment can be written in a pattern: `*` and `?` would be
  /// read as wildcards, and association files have no way to escape them.
  static func isExpressible(_ literal: String) -> Bool {
    !literal.contains("*") && !literal.contains("?")
  }
}
