import ConcurrencyExtras

/// Starts the effects a store's reducer returns, and cancels them by id.
///
/// Each store has its own runner, so cancellation ids never reach across stores and no global
/// table (and no lock) is needed: everything here runs on the main actor.
@MainActor
final class EffectRunner {
  struct Running: Sendable {
    let task: Task<Void, Never>
    let ids: [AnyHashableSendable]
    let origin: EffectOrigin?
    /// Whether this is a screen's lifetime (see ``ScreenLifetime``), not work.
    var isScreenLifetime: Bool { ids.contains(Self.screenLifetime) }

    static let screenLifetime = AnyHashableSendable(ScreenLifetimeID())
  }

  /// The effects still running, screens' lifetimes included. Behind a lock because a
  /// `TestStore`'s deinit, which is not isolated to the main actor, reads it for its
  /// end-of-test checks.
  nonisolated let table = LockIsolated<[Int: Running]>([:])
  /// The effects still working: running, less the lifetimes of the screens that show, which
  /// end only when their screen goes. What a store waits for when it waits to settle.
  nonisolated var running: [Int: Running] { table.value.filter { !$0.value.isScreenLifetime } }
  private var tasksByID: [AnyHashableSendable: Set<Int>] = [:]
  private var nextKey = 0

  /// Starts `effect`, sending its actions with `send`. Returns the tasks that make it up, which
  /// finish when the effect has finished.
  func start<Action>(
    _ effect: Effect<Action>,
    ids: [AnyHashableSendable] = [],
    origin: EffectOrigin?,
    send: @escaping @MainActor @Sendable (Action, EffectOrigin?) -> Void
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []

    case let .send(action):
      send(action, origin)
      return []

    case let .run(priority, operation):
      let key = reserveKey()
      let sender = Send<Action> { send($0, origin) }
      let table = self.table
      let task = Task(priority: priority) { [weak self] in
        await Self.perform(operation, sender) { @Sendable in
          // Marked finished where the operation ends, not after a hop back to the main actor:
          // a `TestStore`'s end-of-test check reads the table, and an effect whose last step
          // sent an action must not count as running while it waits for the main actor.
          table.withValue { _ = $0.removeValue(forKey: key) }
        }
        self?.finish(key, ids: ids)
      }
      register(key, task: task, ids: ids, origin: origin)
      return [task]

    case let .merge(effects):
      return effects.flatMap { start($0, ids: ids, origin: origin, send: send) }

    case let .concatenate(effects):
      let key = reserveKey()
      let table = self.table
      let task = Task { @MainActor [weak self] in
        for (index, effect) in effects.enumerated() {
          guard let self, !Task.isCancelled else { break }
          // From its last effect on, the concatenation is that effect (which has an entry of
          // its own if it runs): a test that has received the last action of a concatenation
          // must not find the concatenation itself still running.
          if index == effects.count - 1 { table.withValue { _ = $0.removeValue(forKey: key) } }
          for child in self.start(effect, ids: ids, origin: origin, send: send) {
            await withTaskCancellationHandler {
              await child.value
            } onCancel: {
              child.cancel()
            }
          }
        }
        self?.finish(key, ids: ids)
      }
      register(key, task: task, ids: ids, origin: origin)
      return [task]

    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      return start(effect, ids: ids + [id], origin: origin, send: send)

    case let .cancel(id):
      cancel(id: id)
      return []
    }
  }

  /// Cancels every running effect tagged with `id`.
  func cancel(id: AnyHashableSendable) {
    guard let keys = tasksByID.removeValue(forKey: id) else { return }
    // No longer running once cancelled: `Send` drops whatever a cancelled effect sends, so a
    // test's end-of-test check must not wait for the task to notice.
    let cancelled = table.withValue { table in keys.compactMap { table.removeValue(forKey: $0) } }
    for running in cancelled { running.task.cancel() }
  }

  /// Ends the lifetime of every screen that shows (see ``ScreenLifetime``), as TCA's
  /// `TestStore` does when it finishes.
  func endScreenLifetimes() {
    cancel(id: Running.screenLifetime)
  }

  /// Cancels every running effect.
  nonisolated func cancelAll() {
    for running in table.value.values { running.task.cancel() }
  }

  private func reserveKey() -> Int {
    defer { nextKey += 1 }
    return nextKey
  }

  private func register(
    _ key: Int, task: Task<Void, Never>, ids: [AnyHashableSendable], origin: EffectOrigin?
  ) {
    table.withValue { $0[key] = Running(task: task, ids: ids, origin: origin) }
    for id in ids { tasksByID[id, default: []].insert(key) }
  }

  private func finish(_ key: Int, ids: [AnyHashableSendable]) {
    table.withValue { _ = $0.removeValue(forKey: key) }
    for id in ids {
      tasksByID[id]?.remove(key)
      if tasksByID[id]?.isEmpty == true { tasksByID[id] = nil }
    }
  }

  /// Runs an effect's operation off the main actor, then `done` on the same executor.
  private nonisolated static func perform<Action>(
    _ operation: @Sendable (Send<Action>) async -> Void, _ send: Send<Action>, done: @Sendable () -> Void
  ) async {
    await operation(send)
    done()
  }
}
