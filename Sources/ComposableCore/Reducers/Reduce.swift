/// A reducer written as a closure: the usual way to write a feature's own logic in a `body`.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that changes state and returns effects.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases the type of another reducer.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }
}
