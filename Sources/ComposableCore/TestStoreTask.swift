import ConcurrencyExtras
import IssueReporting

/// The effects started by one `TestStore.send`.
@MainActor
public struct TestStoreTask: Sendable {
  let tasks: EffectTasks?
  weak var store: AnyObject?
  let origin: EffectOrigin
  /// The store's ``TestStore/timeout`` when the action was sent.
  let storeTimeout: Duration

  init(tasks: EffectTasks?, store: AnyObject, origin: EffectOrigin, timeout: Duration) {
    self.tasks = tasks
    self.store = store
    self.origin = origin
    self.storeTimeout = timeout
  }

  /// Waits for the effects to finish; reports an issue if they are still running after
  /// `timeout` (default: the store's ``TestStore/timeout``). It returns as soon as they
  /// finish: the timeout is a ceiling for effects that hang, not an expectation of speed.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? storeTimeout
    let finished = LockIsolated(false)
    let tasks = self.tasks
    let waiter = Task {
      await tasks?.finish()
      finished.setValue(true)
    }
    _ = await Polling.wait(timeout: timeout) { finished.value }
    waiter.cancel()
    if !finished.value {
      reportIssue(
        "Expected the effects of this action to finish, but they are still running after \(timeout).",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
    }
  }

  /// Cancels the effects.
  public func cancel() {
    tasks?.cancel()
  }

  /// Whether every effect was cancelled (`true` when there were none).
  public var isCancelled: Bool {
    tasks?.all.allSatisfy(\.isCancelled) ?? true
  }
}
