/// Groups reducers so that a modifier (such as `.ifLet` or `.dependency`) applies to all of
/// them at once.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Creates a reducer that runs the given reducers in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the grouped reducers in order.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
