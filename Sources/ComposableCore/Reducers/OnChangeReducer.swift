extension Reducer {
  /// Runs extra logic when a value derived from the state changes.
  ///
  /// ```swift
  /// .onChange(of: \.query) { oldValue, newValue in
  ///   Reduce { state, _ in
  ///     .send(.search(newValue))
  ///   }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs; when the two differ, the reducer
  /// built by `reducer` runs for the same action.
  @inlinable
  public func onChange<Value: Equatable, Changed: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Changed
  ) -> some Reducer<State, Action> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// The reducer built by `onChange(of:_:)`.
@usableFromInline
struct _OnChangeReducer<Base: Reducer, Value: Equatable, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  @usableFromInline let base: BuiltOnce<Base>
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let reducer: (Value, Value) -> Changed

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    reducer: @escaping (Value, Value) -> Changed
  ) {
    self.base = BuiltOnce(base)
    self.toValue = toValue
    self.reducer = reducer
  }

  /// Runs the base reducer, then the change reducer if the observed value changed.
  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return baseEffect }
    return .combine(baseEffect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
