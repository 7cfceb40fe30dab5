import IssueReporting

/// Lets a presented or pushed feature close itself from an effect.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// …
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// Inside a feature run by `ifLet` with ``PresentationState``, this sends
/// ``PresentationAction/dismiss``; inside a feature run by `forEach` on a ``StackState``, it
/// sends ``StackAction/popFrom(id:)`` for that element. Anywhere else it reports an issue.
public struct DismissEffect: Sendable {
  /// Asks the parent to dismiss the feature whose effect is running.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard let dismiss = DismissContext.current else {
      reportIssue(
        """
        "dismiss()" was called from an effect of a feature that is not presented. Only \
        features run by "ifLet" on a "PresentationState" or by "forEach" on a "StackState" \
        can dismiss themselves.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    dismiss()
  }
}

extension DependencyValues {
  /// Closes the current presented or pushed feature. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
