extension Reducer {
  /// Overrides a dependency for this reducer, the reducers inside it and the effects they
  /// return, leaving its parents and siblings untouched.
  ///
  /// ```swift
  /// Profile()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> some Reducer<State, Action> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Changes a dependency in place for this reducer, the reducers inside it and the effects
  /// they return, leaving its parents and siblings untouched.
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> some Reducer<State, Action> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer built by `dependency(_:_:)` and `transformDependency(_:transform:)`.
@usableFromInline
struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: BuiltOnce<Base>
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = BuiltOnce(base)
    self.update = update
  }

  /// Runs the base reducer with the dependency override in force.
  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // `withDependencies` (not a bare task-local write) so that reading a dependency while
    // updating it, as a key path write does, is not taken for a use of its default.
    // Effects made by `base` capture the task-local values at creation, so they keep the
    // override after this scope ends.
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Applies one more override on top of this one.
  @inlinable
  func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: base.base) {
      update(&$0)
      $0[keyPath: keyPath] = value
    }
  }
}
