import Dependencies

/// An environment in the style of SwiftUI's: values declared once at the root are read in any
/// descendant, and any node can override them for its own subtree.
///
/// ```swift
/// final class AppEnvironment: ComposableEnvironment {
///   @Dependency(\.mainQueue) var mainQueue
///   @DerivedEnvironment var search: SearchEnvironment
/// }
///
/// let app = AppEnvironment().with(\.mainQueue, .immediate)
/// app.search.mainQueue  // .immediate, inherited without writing an initializer
/// ```
///
/// Values are swift-dependencies' `DependencyValues`, so the same `DependencyKey` serves
/// environments and reducers. A value defined on an environment (``with(_:_:)`` or the
/// subscript) wins over an inherited one and shields that environment's subtree; everything else
/// is read from the parent when it is read, so later changes reach children already created.
/// Values never defined anywhere come from the current `DependencyValues` (their `liveValue`,
/// `testValue`, or a `withDependencies` override), or from the values an environment was
/// created with in ``init(dependencies:)``.
///
/// Reading and writing values is safe from several tasks at once: an environment's own state
/// is locked. To share an environment across tasks, declare your subclass
/// `@unchecked Sendable` — the claim is about the stored properties you add, which this class
/// cannot see (`final class AppEnvironment: ComposableEnvironment, @unchecked Sendable`).
@dynamicMemberLookup
open class ComposableEnvironment {
  let node: EnvironmentNode

  /// Creates an environment with no values of its own.
  ///
  /// The one designated initializer: a subclass that writes its own `required init()` (to set
  /// stored properties of its own) inherits ``init(dependencies:)`` with no more code.
  public required init() {
    node = Self.sharesValues ? .global : EnvironmentNode()
  }

  /// Creates a root environment whose defaults are `dependencies` instead of the current
  /// `DependencyValues`: the bridge from code that already has dependency values. For a
  /// ``GlobalEnvironment`` the shared defaults become `dependencies` (the last write wins).
  public convenience init(dependencies: DependencyValues) {
    self.init()
    node.setBase(dependencies)
  }

  /// Whether every instance shares one set of values (``GlobalEnvironment``).
  class var sharesValues: Bool { false }

  /// Defines a value on this environment (and so for its subtree, unless overridden there).
  ///
  /// - Returns: This environment, to chain definitions.
  @discardableResult
  public func with<Value: Sendable>(_ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value) -> Self {
    node.define(keyPath, value)
    return self
  }

  /// Declares `alias` and `target` the same dependency here and below: a read of either sees
  /// the latest value written to either; when neither is defined, `target` (the root of the
  /// alias chain) supplies the default.
  ///
  /// - Returns: This environment, to chain declarations.
  @discardableResult
  public func aliasing<Value: Sendable>(
    _ alias: WritableKeyPath<DependencyValues, Value>, to target: WritableKeyPath<DependencyValues, Value>
  ) -> Self {
    node.alias(alias, to: target)
    return self
  }

  /// Reads a value as this environment sees it, or defines it here.
  public subscript<Value: Sendable>(keyPath: WritableKeyPath<DependencyValues, Value>) -> Value {
    get { node.value(keyPath) }
    set { node.define(keyPath, newValue) }
  }

  /// Reads a dependency value, stored or computed: `environment.mainQueue`.
  public subscript<Value: Sendable>(dynamicMember keyPath: KeyPath<DependencyValues, Value>) -> Value {
    if let writable = keyPath as? WritableKeyPath<DependencyValues, Value> {
      return node.value(writable)
    }
    return dependencies[keyPath: keyPath]
  }

  /// All dependency values as this environment sees them: for running reducers and effects
  /// with this environment's values (see `Reducer.environment(_:)`).
  public var dependencies: DependencyValues {
    node.dependencies()
  }

  /// Makes `child` a child of this environment: it inherits what it does not define.
  func adopt(as child: ComposableEnvironment) {
    guard child.node !== node else { return }
    child.node.parent = node
  }
}
