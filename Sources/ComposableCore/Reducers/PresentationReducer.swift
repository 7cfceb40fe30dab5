import CustomDump

extension Reducer {
  /// Runs a presented feature while its ``PresentationState`` is not `nil`.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  ///
  /// - ``PresentationAction/presented(_:)`` runs the destination, then this reducer.
  /// - ``PresentationAction/dismiss`` runs this reducer, then sets the state to `nil`.
  /// - `@Dependency(\.dismiss)` inside the destination's effects sends `.dismiss`.
  /// - The destination's effects are cancelled when its state goes away.
  /// - While the destination shows an effect lives that ends when it goes, as in TCA: a
  ///   `Store`'s `send(_:).finish()` for the action that presented it waits until then.
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _PresentationReducer(
      parent: self, destination: destination(), toPresentationState: toPresentationState,
      toPresentationAction: CaseExtractor(toPresentationAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by `ifLet(_:action:destination:)` on ``PresentationState``.
@usableFromInline
struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: BuiltOnce<Parent>
  @usableFromInline let destination: BuiltOnce<Destination>
  @usableFromInline let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction: CaseExtractor<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent, destination: Destination,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>,
    toPresentationAction: CaseExtractor<Parent.Action, PresentationAction<Destination.Action>>,
    location: OperatorLocation
  ) {
    self.parent = BuiltOnce(parent)
    self.destination = BuiltOnce(destination)
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.location = location
  }

  /// Runs the destination and the parent as described in `ifLet(_:action:destination:)`.
  @usableFromInline
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let idBefore = state[keyPath: toPresentationState].presentedID
    // A destination set by another reducer since the last pass is the one shown now.
    let idShown = navigationID(state)
    var destinationEffect = Effect<Parent.Action>.none
    let presentationAction = toPresentationAction.extract(from: action)
    switch presentationAction {
    case let .presented(destinationAction):
      if let idShown {
        let effect = modifyWrapped(&state[keyPath: toPresentationState].wrappedValue) {
          destination.reduce(into: &$0, action: destinationAction)
        }
        let toPresentationAction = self.toPresentationAction
        destinationEffect = (effect ?? .none).navigated(
          to: idShown,
          embed: { toPresentationAction.embed(.presented($0)) },
          dismissAction: { toPresentationAction.embed(.dismiss) }
        )
      } else {
        reportLate(action)
      }
    case .dismiss:
      if idShown == nil { reportLate(action) }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let idAfter = navigationID(state)
    state[keyPath: toPresentationState].presentedID = idAfter
    let cancellation = Effect<Parent.Action>.cancelling(idBefore, unlessStill: idAfter)
    var lifetime = Effect<Parent.Action>.none
    if let idAfter, idAfter != idBefore { lifetime = ScreenLifetime.effect(for: idAfter) }
    return .combine(.combine(destinationEffect, parentEffect), .combine(cancellation, lifetime))
  }

  private func navigationID(_ state: Parent.State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map {
      NavigationID(path: toPresentationState, state: $0)
    }
  }

  private func reportLate(_ action: Parent.Action) {
    location.report(
      """
      An "ifLet" received a presentation action when the destination was not presented.

        Action:
          \(String(customDumping: action))

      The destination's effects are cancelled when it is dismissed; an action arriving \
      afterwards usually comes from a view or a parent sending it too late.
      """
    )
  }
}
