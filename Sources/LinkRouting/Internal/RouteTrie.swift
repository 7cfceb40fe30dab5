#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The route table: a tree of path segments. Matching walks one node per segment, so its cost
/// depends on the path's length, not on how many routes there are.
///
/// Literal children are found by a hash of the segment's UTF-8 bytes, so a lookup reads the
/// bytes of the URL where they are: no `String` is made for a segment unless it needed
/// percent-decoding.
final class RouteTrie {
  final class Node {
    /// Literal children by the FNV-1a hash of their bytes; collisions share a bucket.
    var literals: [UInt64: [(bytes: [UInt8], node: Node)]] = [:]
    var parameter: Node?
    var wildcard: Node?
    var rest: Int?
    var route: Int?

    func literal(_ bytes: UnsafeBufferPointer<UInt8>) -> Node? {
      guard let bucket = literals[fnv1a(bytes)] else { return nil }
      for entry in bucket where entry.bytes.count == bytes.count {
        let equal = entry.bytes.withUnsafeBufferPointer { stored in
          guard let lhs = stored.baseAddress, let rhs = bytes.baseAddress else { return true }
          return memcmp(lhs, rhs, stored.count) == 0
        }
        if equal { return entry.node }
      }
      return nil
    }

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

  /// The most specific route matching the (percent-decoded) segments, or `nil`.
  func match(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Int? {
    match(segments, from: 0, at: root)
  }

  private func match(
    _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, from index: Int, at node: Node
  ) -> Int? {
    guard index < segments.count else { return node.route ?? node.rest }
    if let next = node.literal(segments[index]),
      let route = match(segments, from: index + 1, at: next)
    {
      return route
    }
    if let next = node.parameter, let route = match(segments, from: index + 1, at: next) {
      return route
    }
    if let next = node.wildcard, let route = match(segments, from: index + 1, at: next) {
      return route
    }
    return node.rest
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
