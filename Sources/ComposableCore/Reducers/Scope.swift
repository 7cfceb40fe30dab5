import CustomDump
import IssueReporting

/// Runs a child reducer on a part of the parent's state, for the child's part of the parent's
/// actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The case key path for the action is turned into an extraction closure once, when the scope
/// is built, so routing an action through many nested scopes does not pay for key path
/// evaluation at every level on every action.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    /// A stored property at a fixed offset in the parent's state: reached by pointer arithmetic
    /// instead of a key path projection on every action.
    case offset(Int)
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    /// A case of an enum state, and where the scope was written (for the issue a child action
    /// sent in another case reports): one reference, so that the other two cases keep the
    /// scope small enough to be copied in registers.
    case casePath(CaseScope<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: CaseExtractor<ParentAction, Child.Action>
  @usableFromInline let child: BuiltOnce<Child>

  /// Scopes to a stored property of the parent's state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    // `MemoryLayout.offset(of:)` is non-nil only when the property is stored inline, in which
    // case its documentation allows direct access at that offset.
    self.toChildState =
      MemoryLayout<ParentState>.offset(of: toChildState).map(StatePath.offset)
      ?? .keyPath(toChildState)
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = BuiltOnce(child())
  }

  /// Scopes to a stored property of the parent's state: TCA 1.25's spelling of
  /// `Scope(state:action:)`, which both keep.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes to one case of a parent state enum. The child only runs while the parent's state is
  /// in that case; a child action arriving in another case is reported as an issue, because it
  /// usually means an effect outlived the state it belonged to.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      CaseScope(
        extractor: CaseExtractor(toChildState), fileID: fileID, filePath: filePath, line: line, column: column
      )
    )
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = BuiltOnce(child())
  }

  /// Runs the child on its part of the state if the action is one of its actions.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let childEffect: Effect<Child.Action>
    switch toChildState {
    case let .offset(offset):
      childEffect = withUnsafeMutablePointer(to: &state) { parent in
        let childState = (UnsafeMutableRawPointer(parent) + offset)
          .assumingMemoryBound(to: Child.State.self)
        return child.reduce(into: &childState.pointee, action: childAction)
      }
    case let .keyPath(keyPath):
      childEffect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(scope):
      let casePath = scope.extractor
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" received a child action when the parent state was in another case.

            Action:
              \(String(customDumping: action))

          Send child actions only while the state is in the child's case, and cancel the \
          child's effects when the state leaves it.
          """,
          fileID: scope.fileID, filePath: scope.filePath, line: scope.line, column: scope.column
        )
        return .none
      }
      childEffect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if childEffect.isNone { return .none }
    let toChildAction = self.toChildAction
    return childEffect.map { toChildAction.embed($0) }
  }
}
