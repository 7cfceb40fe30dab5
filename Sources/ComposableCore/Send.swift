/// A value an effect calls to feed actions back into the store that runs it.
///
/// You get a `Send` from ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// and call it like a function:
///
/// ```swift
/// return .run { send in
///   let note = try await database.fetch(id)
///   await send(.noteLoaded(note))
/// }
/// ```
///
/// Actions sent after the effect was cancelled are dropped, so a cancelled effect can never
/// change state.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a value that forwards every action to `send`.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the calling task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}
