import CustomDump
import IssueReporting

extension Reducer {
  /// Runs a child reducer on an optional part of the state while it is not `nil`.
  ///
  /// The child runs before this reducer. When the child's state becomes `nil` (or is replaced by
  /// a state with another `id`), the child's running effects are cancelled.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfLetReducer(
      parent: self, child: child(), toChildState: toChildState,
      toChildAction: CaseExtractor(toChildAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by `ifLet(_:action:then:)` on an optional child state.
@usableFromInline
struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltOnce<Parent>
  @usableFromInline let child: BuiltOnce<Child>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: CaseExtractor<Parent.Action, Child.Action>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CaseExtractor<Parent.Action, Child.Action>, location: OperatorLocation
  ) {
    self.parent = BuiltOnce(parent)
    self.child = BuiltOnce(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the child if present, then the parent, then cancels the child's effects if its state went away.
  @usableFromInline
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let idBefore = state[keyPath: toChildState].map {
      NavigationID(path: toChildState, state: $0)
    }
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let idBefore {
        let effect = modifyWrapped(&state[keyPath: toChildState]) {
          child.reduce(into: &$0, action: childAction)
        }
        let toChildAction = self.toChildAction
        childEffect = (effect ?? .none).navigated(to: idBefore) { toChildAction.embed($0) }
      } else {
        location.report(
          """
          An "ifLet" received a child action when the child state was "nil".

            Action:
              \(String(customDumping: action))

          The child's effects are cancelled when its state becomes "nil"; an action arriving \
          afterwards usually comes from a view or a parent sending it too late.
          """
        )
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let idAfter = state[keyPath: toChildState].map { NavigationID(path: toChildState, state: $0) }
    let cancellation = Effect<Parent.Action>.cancelling(idBefore, unlessStill: idAfter)
    return .combine(.combine(childEffect, parentEffect), cancellation)
  }
}
