/// The actions of a navigation stack, as seen by the feature that owns the ``StackState``.
@CasePathable
public enum StackAction<State, Action> {
  /// An action of the screen with id `id`.
  case element(id: StackElementID, action: Action)
  /// Removes the screen with id `id` and every screen above it. The parent sees this action
  /// before the screens are removed.
  case popFrom(id: StackElementID)
  /// Pushes `state` with id `id`. The parent sees this action before the screen is pushed.
  case push(id: StackElementID, state: State)
}

/// The ``StackAction`` of a stack whose screens are the feature `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
