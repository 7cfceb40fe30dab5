import CustomDump

extension Reducer {
  /// Runs an element reducer on each element of an identified array, for the actions addressed
  /// to that element.
  ///
  /// ```swift
  /// .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// The element runs before this reducer. When an element is removed, its running effects are
  /// cancelled.
  @inlinable
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> {
    _ForEachReducer(
      parent: self, element: element(), toElements: toElements,
      toElementAction: CaseExtractor(toElementAction),
      location: OperatorLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by `forEach(_:action:element:)` on an `IdentifiedArray`.
@usableFromInline
struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: BuiltOnce<Parent>
  @usableFromInline let element: BuiltOnce<Element>
  @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: CaseExtractor<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: OperatorLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CaseExtractor<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: OperatorLocation
  ) {
    self.parent = BuiltOnce(parent)
    self.element = BuiltOnce(element)
    self.toElements = toElements
    self.toElementAction = toElementAction
    self.location = location
  }

  /// Runs the addressed element, then the parent, then cancels the effects of removed elements.
  @usableFromInline
  func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let idsBefore = state[keyPath: toElements].ids
    var elementEffect = Effect<Parent.Action>.none
    if case let .element(id, elementAction) = toElementAction.extract(from: action) {
      let effect = modifyWrapped(&state[keyPath: toElements][id: id]) {
        element.reduce(into: &$0, action: elementAction)
      }
      if let effect {
        let toElementAction = self.toElementAction
        elementEffect = effect.navigated(to: NavigationID(path: toElements, id: id)) {
          toElementAction.embed(.element(id: id, action: $0))
        }
      } else {
        location.report(
          """
          A "forEach" received an action for an element that is not in the collection.

            Action:
              \(String(customDumping: action))

          An element's effects are cancelled when it is removed; an action arriving afterwards \
          usually comes from a view or a parent sending it too late.
          """
        )
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElements].ids
    let cancellation = Effect<Parent.Action>.cancellingRemoved(
      idsBefore, keeping: idsAfter, path: toElements
    )
    return .combine(.combine(elementEffect, parentEffect), cancellation)
  }
}
