#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The route tree frozen for matching: every node, edge and literal byte in a few flat arrays.
///
/// ``RouteTrie`` is convenient to build (a class per node, a dictionary per node's literals),
/// but walking it costs a hash with `Hasher`, a retain and an exclusivity check per step. A
/// route table builds this snapshot once, when it is built, and matches against it: literal
/// children are found through a small open-addressing table per node, keyed by FNV-1a, and
/// nothing is retained or checked dynamically on the way down.
final class FrozenTrie: Sendable {
  struct Node {
    /// Where the node's literal slots start in ``slots``, and their count minus one (a power
    /// of two minus one); -1 when the node has no literal children.
    var slotStart: Int32 = 0
    var slotMask: Int32 = -1
    var parameter: Int32 = -1
    var wildcard: Int32 = -1
    /// The route of a `**` ending at this node, or -1.
    var rest: Int32 = -1
    /// The route ending exactly at this node, or -1.
    var route: Int32 = -1
  }

  private let nodes: [Node]
  /// Edge indexes, or -1 for an empty slot.
  private let slots: [Int32]
  private let edgeHash: [UInt64]
  /// Edge `e`'s bytes are `edgeBytes[edgeStart[e]..<edgeStart[e + 1]]`.
  private let edgeStart: [Int32]
  private let edgeBytes: [UInt8]
  private let edgeChild: [Int32]
  init(trie: RouteTrie) {
    var nodes: [Node] = []
    var slots: [Int32] = []
    var edgeHash: [UInt64] = []
    var edgeStart: [Int32] = [0]
    var edgeBytes: [UInt8] = []
    var edgeChild: [Int32] = []

    // Breadth-first, so that a node's index is known before its children are laid out.
    var queue: [RouteTrie.Node] = [trie.root]
    nodes.append(Node())
    var next = 0
    func enqueue(_ node: RouteTrie.Node) -> Int32 {
      queue.append(node)
      nodes.append(Node())
      return Int32(nodes.count - 1)
    }
    while next < queue.count {
      let source = queue[next]
      var node = Node()
      node.route = source.route.map(Int32.init) ?? -1
      node.rest = source.rest.map(Int32.init) ?? -1
      if let parameter = source.parameter { node.parameter = enqueue(parameter) }
      if let wildcard = source.wildcard { node.wildcard = enqueue(wildcard) }
      let literals = source.literals
      if !literals.isEmpty {
        var capacity = 2
        while capacity < literals.count * 2 { capacity *= 2 }
        node.slotStart = Int32(slots.count)
        node.slotMask = Int32(capacity - 1)
        slots.append(contentsOf: repeatElement(-1, count: capacity))
        for (bytes, child) in literals {
          let edge = Int32(edgeChild.count)
          let hash = bytes.withUnsafeBufferPointer(fnv1a)
          edgeHash.append(hash)
          edgeBytes.append(contentsOf: bytes)
          edgeStart.append(Int32(edgeBytes.count))
          edgeChild.append(enqueue(child))
          var slot = slotIndex(hash) & (capacity - 1)
          while slots[Int(node.slotStart) + slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
          slots[Int(node.slotStart) + slot] = edge
        }
      }
      nodes[next] = node
      next += 1
    }
    self.nodes = nodes
    self.slots = slots
    self.edgeHash = edgeHash
    self.edgeStart = edgeStart
    self.edgeBytes = edgeBytes
    self.edgeChild = edgeChild
  }

  /// The most specific route matching the (percent-decoded) segments, or `nil`.
  func match(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Int? {
    nodes.withUnsafeBufferPointer { nodes in
      slots.withUnsafeBufferPointer { slots in
        edgeHash.withUnsafeBufferPointer { edgeHash in
          edgeStart.withUnsafeBufferPointer { edgeStart in
            edgeBytes.withUnsafeBufferPointer { edgeBytes in
              edgeChild.withUnsafeBufferPointer { edgeChild in
                let tree = Tree(
                  nodes: nodes, slots: slots, edgeHash: edgeHash, edgeStart: edgeStart,
                  edgeBytes: edgeBytes, edgeChild: edgeChild
                )
                let route = tree.match(segments, from: 0, at: 0)
                return route >= 0 ? Int(route) : nil
              }
            }
          }
        }
      }
    }
  }

  /// The arrays, borrowed for one match.
  private struct Tree {
    let nodes: UnsafeBufferPointer<Node>
    let slots: UnsafeBufferPointer<Int32>
    let edgeHash: UnsafeBufferPointer<UInt64>
    let edgeStart: UnsafeBufferPointer<Int32>
    let edgeBytes: UnsafeBufferPointer<UInt8>
    let edgeChild: UnsafeBufferPointer<Int32>

    /// At each segment: the literal child, then the parameter, then `*`; `**` last.
    func match(
      _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, from index: Int, at nodeIndex: Int32
    ) -> Int32 {
      let node = nodes[Int(nodeIndex)]
      guard index < segments.count else { return node.route >= 0 ? node.route : node.rest }
      let segment = segments[index]
      if let child = literal(segment, in: node) {
        let route = match(segments, from: index + 1, at: child)
        if route >= 0 { return route }
      }
      if node.parameter >= 0 {
        let route = match(segments, from: index + 1, at: node.parameter)
        if route >= 0 { return route }
      }
      if node.wildcard >= 0 {
        let route = match(segments, from: index + 1, at: node.wildcard)
        if route >= 0 { return route }
      }
      return node.rest
    }

    func literal(_ segment: UnsafeBufferPointer<UInt8>, in node: Node) -> Int32? {
      guard node.slotMask >= 0 else { return nil }
      let hash = fnv1a(segment)
      let mask = Int(node.slotMask)
      var slot = slotIndex(hash) & mask
      while true {
        let edge = Int(slots[Int(node.slotStart) + slot])
        guard edge >= 0 else { return nil }
        let start = Int(edgeStart[edge])
        let count = Int(edgeStart[edge + 1]) - start
        if edgeHash[edge] == hash, count == segment.count, equal(start, segment) {
          return edgeChild[edge]
        }
        slot = (slot + 1) & mask
      }
    }

    /// Whether the edge bytes at `start` are the segment's (of the same length).
    private func equal(_ start: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let stored = edgeBytes.baseAddress, let given = segment.baseAddress else {
        return segment.isEmpty
      }
      return memcmp(stored + start, given, segment.count) == 0
    }
  }
}

/// Where a hash starts probing. FNV-1a's low bits depend only on the low bits of the bytes, so
/// `section12`, `section13`, … crowd the same few slots of a small table; folding the high
/// bits in spreads them.
private func slotIndex(_ hash: UInt64) -> Int {
  Int(truncatingIfNeeded: hash ^ (hash >> 32) ^ (hash >> 47))
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
