/// An action of one element of a collection of features, addressed by the element's id.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// The action `action` sent to the element with id `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of a collection of features `R` whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
