import Atomics
import Dependencies
import Foundation

/// The values one environment defines, its aliases, and its parent: what a read walks through.
///
/// Why not a `DependencyValues` per node: a node must know which values it defines itself (to
/// shield its subtree and let the rest come from its parent at read time), and
/// `DependencyValues` does not say which keys were set. Reads are resolved when they happen, so
/// a change on a parent reaches children already created, and a derived environment's first
/// read is as correct as any other.
final class EnvironmentNode: @unchecked Sendable {
  /// A value defined on a node, with the order of its write (the latest write in an alias group
  /// wins) and how to write it into `DependencyValues`.
  struct Definition {
    let value: any Sendable
    let order: Int
  }

  /// Writes a value of the right type at one key of `DependencyValues`.
  typealias Setter = @Sendable (inout DependencyValues, any Sendable) -> Void

  /// One order for all writes, so "latest" means the same everywhere.
  private static let writes = ManagedAtomic<Int>(0)

  /// The values every `GlobalEnvironment` shares.
  static let global = EnvironmentNode()

  // Guarded by `lock`. Children hold their parent weakly: the parent owns them.
  private let lock = NSLock()
  private weak var _parent: EnvironmentNode?
  private var definitions: [AnyKeyPath: Definition] = [:]
  private var aliases: [AnyKeyPath: AnyKeyPath] = [:]
  private var setters: [AnyKeyPath: Setter] = [:]
  private var base: DependencyValues?

  init() {}

  /// Where defaults come from when no node defines a value; `nil` means the current
  /// `DependencyValues`.
  func setBase(_ values: DependencyValues) {
    lock.withLock { base = values }
  }

  var parent: EnvironmentNode? {
    get { lock.withLock { _parent } }
    set { lock.withLock { _parent = newValue } }
  }

  func define<Value: Sendable>(_ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value) {
    let order = Self.writes.wrappingIncrementThenLoad(ordering: .relaxed)
    lock.withLock {
      definitions[keyPath] = Definition(value: value, order: order)
      setters[keyPath] = Self.setter(keyPath)
    }
  }

  func alias<Value: Sendable>(
    _ alias: WritableKeyPath<DependencyValues, Value>, to target: WritableKeyPath<DependencyValues, Value>
  ) {
    lock.withLock {
      aliases[alias] = target
      setters[alias] = Self.setter(alias)
      setters[target] = Self.setter(target)
    }
  }

  /// The value for `keyPath`: the latest definition of its alias group on the nearest node that
  /// defines one, else the default of the group's root key.
  func value<Value: Sendable>(_ keyPath: WritableKeyPath<DependencyValues, Value>) -> Value {
    let chain = self.chain()
    let edges = chain.reduce(into: [AnyKeyPath: AnyKeyPath]()) { edges, node in
      for (alias, target) in node.snapshot().aliases where edges[alias] == nil {
        edges[alias] = target
      }
    }
    let group = Self.group(of: keyPath, edges: edges)
    for node in chain {
      let definitions = node.snapshot().definitions
      let latest = group.compactMap { definitions[$0] }.max { $0.order < $1.order }
      if let value = latest?.value as? Value { return value }
    }
    var root: AnyKeyPath = keyPath
    var seen: Set<AnyKeyPath> = [root]
    while let next = edges[root], seen.insert(next).inserted { root = next }
    let defaults = chain.last?.snapshot().base ?? DependencyValues._current
    return defaults[keyPath: root as? KeyPath<DependencyValues, Value> ?? keyPath]
  }

  /// `DependencyValues` with every value this node sees written in: defaults from the root's
  /// base (or the current values), then each node's definitions from the root down, each
  /// written to every key of its alias group.
  func dependencies() -> DependencyValues {
    let chain = self.chain()
    var edges: [AnyKeyPath: AnyKeyPath] = [:]
    var setters: [AnyKeyPath: Setter] = [:]
    for node in chain {
      let snapshot = node.snapshot()
      for (alias, target) in snapshot.aliases where edges[alias] == nil { edges[alias] = target }
      setters.merge(snapshot.setters) { first, _ in first }
    }
    var values = chain.last?.snapshot().base ?? DependencyValues._current
    for node in chain.reversed() {
      for (keyPath, definition) in node.snapshot().definitions.sorted(by: { $0.value.order < $1.value.order }) {
        for key in Self.group(of: keyPath, edges: edges) {
          setters[key]?(&values, definition.value)
        }
      }
    }
    return values
  }

  /// This node, its parent, and so on up to the root.
  private func chain() -> [EnvironmentNode] {
    var nodes: [EnvironmentNode] = []
    var node: EnvironmentNode? = self
    while let current = node, !nodes.contains(where: { $0 === current }) {
      nodes.append(current)
      node = current.parent
    }
    return nodes
  }

  private func snapshot() -> (
    definitions: [AnyKeyPath: Definition], aliases: [AnyKeyPath: AnyKeyPath],
    setters: [AnyKeyPath: Setter], base: DependencyValues?
  ) {
    lock.withLock { (definitions, aliases, setters, base) }
  }

  /// The keys connected to `keyPath` by aliases, in either direction.
  private static func group(of keyPath: AnyKeyPath, edges: [AnyKeyPath: AnyKeyPath]) -> Set<AnyKeyPath> {
    var group: Set<AnyKeyPath> = [keyPath]
    var changed = true
    while changed {
      changed = false
      for (alias, target) in edges where group.contains(alias) != group.contains(target) {
        group.insert(alias)
        group.insert(target)
        changed = true
      }
    }
    return group
  }

  private static func setter<Value: Sendable>(_ keyPath: WritableKeyPath<DependencyValues, Value>) -> Setter {
    nonisolated(unsafe) let keyPath = keyPath
    return { values, value in
      if let value = value as? Value { values[keyPath: keyPath] = value }
    }
  }

  /// Forgets every definition, alias and base (for ``GlobalEnvironment``'s reset).
  func removeAll() {
    lock.withLock {
      definitions = [:]
      aliases = [:]
      setters = [:]
      base = nil
    }
  }
}
