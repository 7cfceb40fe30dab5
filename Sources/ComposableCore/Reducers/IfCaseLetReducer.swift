import CustomDump

extension Reducer {
  /// Runs a child reducer while the state is in one case of an enum.
  ///
  /// The child runs before this reducer. When the state leaves the case (or the case's state is
  /// replaced by one with another `id`), the child's running effects are cancelled.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: CaseExtractor(toCaseState),
      statePath: toCaseState, toChildAction: CaseExtractor(toCaseAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by `ifCaseLet(_:action:then:)`.
@usableFromInline
struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltOnce<Parent>
  @usableFromInline let child: BuiltOnce<Child>
  @usableFromInline let toChildState: CaseExtractor<Parent.State, Child.State>
  @usableFromInline let statePath: AnyKeyPath
  @usableFromInline let toChildAction: CaseExtractor<Parent.Action, Child.Action>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: CaseExtractor<Parent.State, Child.State>,
    statePath: AnyKeyPath, toChildAction: CaseExtractor<Parent.Action, Child.Action>,
    location: OperatorLocation
  ) {
    self.parent = BuiltOnce(parent)
    self.child = BuiltOnce(child)
    self.toChildState = toChildState
    self.statePath = statePath
    self.toChildAction = toChildAction
    self.location = location
  }

  /// Runs the child in its case, then the parent, then cancels the child's effects if the state left the case.
  @usableFromInline
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let idBefore = navigationID(state)
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let idBefore, var childState = toChildState.extract(from: state) {
        let effect = child.reduce(into: &childState, action: childAction)
        state = toChildState.embed(childState)
        let toChildAction = self.toChildAction
        childEffect = effect.navigated(to: idBefore) { toChildAction.embed($0) }
      } else {
        location.report(
          """
          An "ifCaseLet" received a child action when the state was in another case.

            Action:
              \(String(customDumping: action))

          The child's effects are cancelled when the state leaves its case; an action arriving \
          afterwards usually comes from a view or a parent sending it too late.
          """
        )
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let idAfter = navigationID(state)
    let cancellation = Effect<Parent.Action>.cancelling(idBefore, unlessStill: idAfter)
    return .combine(.combine(childEffect, parentEffect), cancellation)
  }

  private func navigationID(_ state: Parent.State) -> NavigationID? {
    toChildState.extract(from: state).map { NavigationID(path: statePath, state: $0) }
  }
}
