/// A query arranged as the tree its keys describe: `note.title=A&tags=x&tags=y` has a `note`
/// node with a `title` child holding `["A"]`, and a `tags` node holding `["x", "y"]`.
final class QueryNode {
  /// The values given for this key, in order (several for repeated keys).
  var values: [String] = []
  /// Child nodes, by key, for nested keys (`a.b`, `a[b]`, indexed `a[0]`).
  var children: [String: QueryNode] = [:]

  init() {}

  /// Builds the tree of `items`.
  static func tree(
    _ items: [QueryPart],
    options: URLQueryDecoder.KeyOptions,
    limits: URLLimits
  ) throws(URLQueryDecodingError) -> QueryNode {
    let root = QueryNode()
    root.children.reserveCapacity(items.count)
    for item in items {
      let (key, value) = (item.name, item.value)
      // Most keys are plain names: one level, no key path to split.
      if isPlain(key) {
        if let child = root.children[key] {
          child.values.append(value)
        } else {
          let child = QueryNode()
          child.values = [value]
          root.children[key] = child
        }
        continue
      }
      let path = keyPath(key, options: options)
      guard path.count <= limits.maxNestingDepth else {
        throw .nestedTooDeeply(parameter: key, limit: limits.maxNestingDepth)
      }
      var node = root
      for component in path {
        if let child = node.children[component] {
          node = child
        } else {
          let child = QueryNode()
          node.children[component] = child
          node = child
        }
      }
      node.values.append(value)
    }
    return root
  }

  static func isPlain(_ key: String) -> Bool {
    !key.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }
  }

  /// Splits `note.title`, `note[title]`, `tags[]` and `tags[0]` into key components. An empty
  /// bracket pair (`tags[]`) adds no component when bracketed arrays are enabled, so its values
  /// join `tags`; otherwise the key is taken literally.
  static func keyPath(_ key: String, options: URLQueryDecoder.KeyOptions) -> [String] {
    if isPlain(key) { return [key] }
    // Split by Unicode scalars, not characters: a combining mark after `.` or `[` must not hide
    // the delimiter (the character ".\u{301}" is not ".").
    let scalars = key.unicodeScalars
    var components: [String] = []
    var current = String.UnicodeScalarView()
    var afterBracket = false
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "." {
        // `items[0].title`: the dot after a bracket starts the next component.
        if !afterBracket { components.append(String(current)) }
        current = String.UnicodeScalarView()
        afterBracket = false
      } else if scalar == "[", let close = scalars[index...].firstIndex(of: "]") {
        let inside = scalars[scalars.index(after: index)..<close]
        if !current.isEmpty || components.isEmpty { components.append(String(current)) }
        current = String.UnicodeScalarView()
        if inside.isEmpty {
          guard options.bracketedArrays else { return [key] }
        } else {
          components.append(String(String.UnicodeScalarView(inside)))
        }
        index = scalars.index(after: close)
        afterBracket = true
        continue
      } else {
        current.append(scalar)
        afterBracket = false
      }
      index = scalars.index(after: index)
    }
    if !current.isEmpty || components.isEmpty { components.append(String(current)) }
    return components
  }
}
