/// The route table: a tree of path segments. Matching walks one node per segment, so its cost
/// depends on the path's length, not on how many routes there are.
final class RouteTrie {
  final class Node {
    var literals: [Substring: Node] = [:]
    var parameter: Node?
    var wildcard: Node?
    var rest: Int?
    var route: Int?
  }

  let root = Node()

  /// Adds a route's pattern; returns `false` if one of the same shape is there already.
  func insert(_ pattern: RoutePattern, route: Int) -> Bool {
    var node = root
    for segment in pattern.segments {
      switch segment {
      case let .literal(text):
        let key = Substring(text)
        if let next = node.literals[key] {
          node = next
        } else {
          let next = Node()
          node.literals[key] = next
          node = next
        }
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

  /// The most specific route matching `segments` (percent-decoded), or `nil`.
  func match(_ segments: [Substring]) -> Int? {
    match(segments[...], at: root)
  }

  private func match(_ segments: ArraySlice<Substring>, at node: Node) -> Int? {
    guard let segment = segments.first else { return node.route ?? node.rest }
    let rest = segments.dropFirst()
    if let next = node.literals[segment], let route = match(rest, at: next) { return route }
    if let next = node.parameter, let route = match(rest, at: next) { return route }
    if let next = node.wildcard, let route = match(rest, at: next) { return route }
    return node.rest
  }
}
