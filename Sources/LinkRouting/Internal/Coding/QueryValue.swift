/// What the decoder finds at one place of a query: nothing, one value, repeated values, or
/// nested keys.
///
/// Most links carry a handful of plain keys (`query=swift&limit=20`). Those stay a flat list that
/// a field looks itself up in; only queries with nested keys (`note.title`, `tags[0]`) or many
/// items become a ``QueryNode`` tree. A tree costs an object, an array and a dictionary per key,
/// which for a typical link is most of the work of decoding it.
enum QueryValue {
  case missing
  case one(String)
  case many([String])
  /// Items whose keys are all plain names, looked up by a linear scan.
  case flat([QueryPart])
  case node(QueryNode)

  /// Above this many items a dictionary lookup beats scanning the list once per field.
  static let flatLimit = 24

  /// The value for a whole query.
  static func root(
    _ items: [QueryPart], options: URLQueryDecoder.KeyOptions, limits: URLLimits
  ) throws(URLQueryDecodingError) -> QueryValue {
    if items.count <= flatLimit, items.allSatisfy(\.hasPlainName) {
      return .flat(items)
    }
    return .node(try QueryNode.tree(items, options: options, limits: limits))
  }

  /// The value of a tree node: leaves become plain values.
  init(_ node: QueryNode) {
    guard node.children.isEmpty else {
      self = .node(node)
      return
    }
    switch node.values.count {
    case 0: self = .missing
    case 1: self = .one(node.values[0])
    default: self = .many(node.values)
    }
  }

  /// The value under `key`; `.missing` when there is none or this value has no keys.
  func child(_ key: String) -> QueryValue {
    switch self {
    case let .flat(items):
      var found: QueryValue = .missing
      for item in items where item.name == key {
        switch found {
        case .missing: found = .one(item.value)
        case let .one(first): found = .many([first, item.value])
        case var .many(values):
          values.append(item.value)
          found = .many(values)
        case .flat, .node: break
        }
      }
      return found
    case let .node(node):
      return node.children[key].map(QueryValue.init) ?? .missing
    case .missing, .one, .many:
      return .missing
    }
  }

  /// The keys under this value.
  var keys: [String] {
    switch self {
    case let .flat(items):
      var seen = Set<String>()
      return items.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    case let .node(node):
      return Array(node.children.keys)
    case .missing, .one, .many:
      return []
    }
  }

  /// Whether there is nothing here, or only empty values: what reads as `nil`.
  var isNil: Bool {
    switch self {
    case .missing: true
    case let .one(value): value.isEmpty
    case let .many(values): values.allSatisfy(\.isEmpty)
    case let .flat(items): items.isEmpty
    case let .node(node): node.children.isEmpty && node.values.allSatisfy(\.isEmpty)
    }
  }
}
