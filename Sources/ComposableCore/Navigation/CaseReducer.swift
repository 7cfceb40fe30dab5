/// An enum whose cases each hold a feature's reducer: the screens of a navigation stack, or a
/// feature's destinations. What `@Reducer` makes of such an enum, as in TCA.
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(NoteDetail)
/// }
/// ```
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self {
  /// The type of ``body``.
  associatedtype CaseBody: Reducer<State, Action>

  /// The reducers of the cases, each run on its own case.
  @ReducerBuilder<State, Action>
  static var body: CaseBody { get }
}

/// The state of a ``CaseReducer``: the enum `@Reducer` generates, one case per feature.
public protocol CaseReducerState {
  /// The enum of reducers this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension CaseReducer {
  /// Runs the reducer of the case the state is in.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// Runs the reducers of a ``CaseReducer`` enum on the screens of a navigation stack: the form
  /// a `@Reducer enum Path` takes, with no destination to give.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  ///
  /// - Parameters:
  ///   - toStack: Where the stack is in the state.
  ///   - toStackAction: The case of the stack's actions.
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStack: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> some Reducer<State, Action> where ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStack, action: toStackAction, destination: { ElementState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
