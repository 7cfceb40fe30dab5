/// An optional reducer runs when present and does nothing when `nil`; this is what lets a
/// builder's `if` without `else` produce a reducer.
extension Optional: Reducer where Wrapped: Reducer {
  /// The state of the wrapped reducer.
  public typealias State = Wrapped.State
  /// The actions of the wrapped reducer.
  public typealias Action = Wrapped.Action

  /// Runs the wrapped reducer, or does nothing when there is none.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    switch self {
    case let .some(reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
