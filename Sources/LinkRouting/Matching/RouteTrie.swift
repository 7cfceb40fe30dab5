/// The routes as a tree of path segments, as registration builds it; ``FrozenTrie`` is the
/// frozen form that matching walks, one node per segment, so a match costs the same whatever
/// the number of routes.
final class RouteTrie {
  final class Node {
    /// Literal children by their UTF-8 bytes (the form ``FrozenTrie`` hashes and compares).
    var literals: [[UInt8]: Node] = [:]
    var parameter: Node?
    var wildcard: Node?
    var rest: Int?
    var route: Int?

    func addLiteral(_ text: String) -> Node {
      let bytes = Array(text.utf8)
      if let existing = literals[bytes] { return existing }
      let node = Node()
      literals[bytes] = node
      return node
    }
  }

  let root = Node()

  /// Adds a route's pattern; returns `false` if one of the same shape is there already.
  func insert(_ pattern: RoutePattern, route: Int) -> Bool {
    var node = root
    for segment in pattern.segments {
      switch segment {
      case let .literal(text):
        node = node.addLiteral(text)
      case .parameter:
        if node.parameter == nil { node.parameter = Node() }
        node = node.parameter ?? node
      case .wildcard:
        if node.wildcard == nil { node.wildcard = Node() }
        node = node.wildcard ?? node
      case .rest:
        guard node.rest == nil else { return false }
        node.rest = route
        return true
      }
    }
    guard node.route == nil else { return false }
    node.route = route
    return true
  }
}
