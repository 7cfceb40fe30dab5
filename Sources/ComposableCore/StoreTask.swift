/// The effects started by one `Store.send`: await them or cancel them.
///
/// They include the effects of the actions those effects send, as in TCA, and the lifetime of
/// a screen the action (or one of those) shows: `finish()` returns once the screen goes.
public struct StoreTask: Hashable, Sendable {
  /// Nil when the action started no effect.
  let tasks: EffectTasks?

  init(_ tasks: EffectTasks?) {
    self.tasks = tasks
  }

  /// Waits until every effect started by the action has finished.
  public func finish() async {
    await tasks?.finish()
  }

  /// Cancels every effect started by the action.
  public func cancel() {
    tasks?.cancel()
  }

  /// Whether every effect started by the action was cancelled (`true` when there were none).
  public var isCancelled: Bool {
    tasks?.all.allSatisfy(\.isCancelled) ?? true
  }
}
