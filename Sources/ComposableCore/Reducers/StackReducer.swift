import CustomDump

extension Reducer {
  /// Runs the screens of a navigation stack.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path) { Path() }
  /// ```
  ///
  /// - ``StackAction/element(id:action:)`` runs that screen, then this reducer.
  /// - ``StackAction/push(id:state:)`` and ``StackAction/popFrom(id:)`` run this reducer, then
  ///   change the stack.
  /// - `@Dependency(\.dismiss)` inside a screen's effects pops that screen.
  /// - A screen's effects are cancelled when it leaves the stack (whoever removed it: then
  ///   once the next action passes this reducer).
  /// - While a screen is on the stack an effect lives that ends when it leaves, as in TCA: a
  ///   `Store`'s `send(_:).finish()` for the action that pushed it waits until then.
  @inlinable
  public func forEach<
    ElementState, ElementAction, Element: Reducer<ElementState, ElementAction>
  >(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _StackReducer(
      parent: self, element: destination(), toStack: toStack,
      toStackAction: CaseExtractor(toStackAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by `forEach(_:action:destination:)` on a ``StackState``.
@usableFromInline
struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: BuiltOnce<Parent>
  @usableFromInline let element: BuiltOnce<Element>
  @usableFromInline let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction: CaseExtractor<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toStack: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: CaseExtractor<Parent.Action, StackAction<Element.State, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = BuiltOnce(parent)
    self.element = BuiltOnce(element)
    self.toStack = toStack
    self.toStackAction = toStackAction
    self.location = location
  }

  /// Runs the addressed screen and the parent as described in `forEach(_:action:destination:)`.
  @usableFromInline
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let idsBefore = state[keyPath: toStack].mounted
    var elementEffect = Effect<Parent.Action>.none
    let stackAction = toStackAction.extract(from: action)
    if case let .element(id, elementAction) = stackAction {
      let effect = modifyWrapped(&state[keyPath: toStack][id: id]) {
        element.reduce(into: &$0, action: elementAction)
      }
      if let effect {
        let toStackAction = self.toStackAction
        elementEffect = effect.navigated(
          to: NavigationID(path: toStack, id: id),
          embed: { toStackAction.embed(.element(id: id, action: $0)) },
          dismissAction: { toStackAction.embed(.popFrom(id: id)) }
        )
      } else {
        report("an action for a screen that is not in the stack", action)
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    switch stackAction {
    case let .popFrom(id):
      if state[keyPath: toStack].ids.contains(id) {
        state[keyPath: toStack].pop(from: id)
      } else {
        report("a pop for a screen that is not in the stack", action)
      }
    case let .push(id, elementState):
      if !state[keyPath: toStack].append(elementState, id: id) {
        report("a push with an id that is already in the stack", action)
      }
    case .element, nil:
      break
    }
    let idsAfter = state[keyPath: toStack].ids
    state[keyPath: toStack].mounted = idsAfter
    let cancellation = Effect<Parent.Action>.cancellingRemoved(
      idsBefore, keeping: idsAfter, path: toStack
    )
    var lifetimes = Effect<Parent.Action>.none
    if idsAfter != idsBefore {
      for id in idsAfter where !idsBefore.contains(id) {
        lifetimes = .combine(lifetimes, ScreenLifetime.effect(for: NavigationID(path: toStack, id: id)))
      }
    }
    return .combine(.combine(elementEffect, parentEffect), .combine(cancellation, lifetimes))
  }

  private func report(_ what: String, _ action: Parent.Action) {
    location.report(
      """
      A "forEach" on a stack received \(what).

        Action:
          \(String(customDumping: action))
      """
    )
  }
}
