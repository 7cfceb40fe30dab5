/// The actions of a presented feature, as seen by its parent.
@CasePathable
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: the parent sees this action, then the state becomes `nil`
  /// and the feature's effects are cancelled.
  case dismiss
  /// An action of the presented feature.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
