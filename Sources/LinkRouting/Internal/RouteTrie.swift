/// The routes as a tree of path segments, as registration builds it; ``RouteTable`` is the
/// frozen form that matching walks, one node per segment, so a match costs the same whatever
/// the number of routes.
final class RouteTrie {
  final class Node {
    /// Literal children by the FNV-1a hash of their bytes; collisions share a bucket.
    var literals: [UInt64: [(bytes: [UInt8], node: Node)]] = [:]
    var parameter: Node?
    var wildcard: Node?
    var rest: Int?
    var route: Int?

    func addLiteral(_ text: String) -> Node {
      let bytes = Array(text.utf8)
      let hash = bytes.withUnsafeBufferPointer(fnv1a)
      if let existing = literals[hash]?.first(where: { $0.bytes == bytes }) { return existing.node }
      let node = Node()
      literals[hash, default: []].append((bytes, node))
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

/// FNV-1a, 64 bits: a fast, allocation-free hash of a short byte string.
func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01b3
  }
  return hash
}
