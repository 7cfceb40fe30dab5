/// The effects started by one `Store.send`: await them or cancel them.
public struct StoreTask: Hashable, Sendable {
  let tasks: [Task<Void, Never>]

  init(_ tasks: [Task<Void, Never>]) {
    self.tasks = tasks
  }

  /// Waits until every effect started by the action has finished.
  public func finish() async {
    for task in tasks { await task.value }
  }

  /// Cancels every effect started by the action.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Whether every effect started by the action was cancelled (`true` when there were none).
  public var isCancelled: Bool {
    tasks.allSatisfy(\.isCancelled)
  }
}
