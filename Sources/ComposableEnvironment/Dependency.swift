import Dependencies

extension ComposableEnvironment {
  /// Reads a dependency value through the environment that declares the property:
  /// `@Dependency(\.mainQueue) var mainQueue`.
  ///
  /// It is a member of ``ComposableEnvironment``, so inside an environment class the name
  /// `Dependency` means this wrapper even when swift-dependencies (whose `@Dependency` reads the
  /// current `DependencyValues`, as reducers do) is imported too. Elsewhere, spell it
  /// `ComposableEnvironment.Dependency`.
  @propertyWrapper
  public struct Dependency<Value: Sendable>: Sendable {
    // Key paths to stored or computed properties of `DependencyValues` hold no state.
    nonisolated(unsafe) let keyPath: WritableKeyPath<DependencyValues, Value>

    /// Reads `keyPath` through the enclosing environment.
    public init(_ keyPath: WritableKeyPath<DependencyValues, Value>) {
      self.keyPath = keyPath
    }

    /// Not available: the value is read through the enclosing environment.
    @available(*, unavailable, message: "@Dependency is only available in ComposableEnvironment subclasses")
    public var wrappedValue: Value {
      fatalError("Unreachable: the wrapper is read through its enclosing environment.")
    }

    /// Reads the value as the enclosing environment sees it.
    public static subscript<Environment: ComposableEnvironment>(
      _enclosingInstance environment: Environment,
      wrapped wrappedKeyPath: KeyPath<Environment, Value>,
      storage storageKeyPath: KeyPath<Environment, Self>
    ) -> Value {
      environment[environment[keyPath: storageKeyPath].keyPath]
    }
  }
}
