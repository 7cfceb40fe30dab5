import ConcurrencyExtras

/// The tasks of the effects one `send` started, and of the effects started by the actions
/// those effects sent in turn: what a ``StoreTask`` (or ``TestStoreTask``) waits for.
///
/// As in TCA, an action an effect sends belongs to the send that started the effect, so its
/// effects (and the lifetime of a screen it shows) are waited for too. The list grows while
/// its effects run; a wait reads it by index until it has awaited every task in it.
final class EffectTasks: Hashable, Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  func append(contentsOf more: [Task<Void, Never>]) {
    guard !more.isEmpty else { return }
    tasks.withValue { $0 += more }
  }

  /// The tasks so far.
  var all: [Task<Void, Never>] { tasks.value }

  /// Waits until every task in the list, those added while waiting included, has finished.
  func finish() async {
    var index = 0
    while true {
      let next = tasks.value.dropFirst(index).first
      guard let task = next else { return }
      await task.value
      index += 1
    }
  }

  func cancel() {
    for task in all { task.cancel() }
  }

  /// One list is one send's: equal only to itself.
  static func == (lhs: EffectTasks, rhs: EffectTasks) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
