import IssueReporting

/// The state, reducer and effects of a root store; scoped stores and test stores share it.
@MainActor
final class StoreCore<State, Action> {
  private(set) var state: State
  var dependencies: DependencyValues
  nonisolated let runner = EffectRunner()

  /// Called after each action is reduced, with whether it came from an effect; the
  /// `TestStore` records received actions through it.
  var didReduce: ((Action, _ fromEffect: Bool, State) -> Void)?
  /// Called before each action is reduced; the `TestStore` notes where the stack ids stand.
  var willReduce: (() -> Void)?

  private let reduce: (inout State, Action) -> Effect<Action>
  private var queue: [(action: Action, fromEffect: Bool, origin: EffectOrigin?, tasks: EffectTasks?)] = []
  private var isSending = false
  /// How many actions wait in `queue` (kept apart: reading the array's count costs a metadata
  /// lookup here).
  private var queued = 0
  /// Whether a reducer is running now (a send then is reported, as TCA reports it).
  private var isReducing = false
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var nextObserverKey = 0
  /// How an effect started for a send sends: its action's effects join that send's tasks.
  private func effectSend(into tasks: EffectTasks) -> @MainActor @Sendable (Action, EffectOrigin?) -> Void {
    { [weak self] action, origin in
      _ = self?.send(action, fromEffect: true, origin: origin, into: tasks)
    }
  }

  convenience init<R: Reducer<State, Action>>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) {
    let root = BuiltOnce(reducer)
    self.init(initialState: initialState, reduce: { root.reduce(into: &$0, action: $1) }, dependencies: dependencies)
  }

  /// A core whose root reduces with `reduce` (made where the feature's type is known).
  init(initialState: State, reduce: @escaping (inout State, Action) -> Effect<Action>, dependencies: DependencyValues) {
    self.state = initialState
    self.dependencies = dependencies
    self.reduce = reduce
    self.queue.reserveCapacity(4)
  }

  /// Reduces `action` and any action sent while it is reduced, in order, then tells observers.
  /// A send that arrives while another is being reduced is queued, never re-entered.
  ///
  /// Returns the tasks of the effects that followed from `action` (nil when it started none: no
  /// list is made for the actions that start nothing, most of them).
  func send(
    _ action: Action, fromEffect: Bool = false, origin: EffectOrigin? = nil,
    into tasks: EffectTasks? = nil
  ) -> EffectTasks? {
    if isReducing {
      // As TCA (1.25) reports it, and means to make it a precondition: a reducer (or a client it
      // calls) that sends to its own store reads a state that is not yet settled. Queued, as
      // before, so that nothing is lost.
      reportIssue(
        """
        An action was sent to the store while it was reducing another action: "\(action)". \
        Send it from an effect instead (`.send(…)`, or `await send(…)` in `.run`).
        """)
    }
    guard !isSending else {
      // Reduced later in this loop; the list is filled then.
      let tasks = tasks ?? EffectTasks()
      queue.append((action, fromEffect, origin, tasks))
      queued += 1
      return tasks
    }
    isSending = true
    var started = tasks
    // This call's action, then each one sent while it was reduced, in order. The queue is
    // touched only when there are such actions: in this generic class, every use of an array
    // of tuples asks the runtime for the tuple's metadata, and `removeAll` after every send
    // was a quarter of a plain `Store.send` (perf, 2026-11-29: `Array.removeAll`,
    // `swift_getTupleTypeMetadata`).
    var (action, fromEffect, origin, list) = (action, fromEffect, origin, tasks)
    var index = 0
    while true {
      willReduce?()
      isReducing = true
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reduce(&state, action)
      }
      isReducing = false
      didReduce?(action, fromEffect, state)
      if !effect.isNone {
        let tasks = list ?? EffectTasks()
        // The first is this call's action: its list is the one returned.
        if index == 0, started == nil { started = tasks }
        tasks.append(contentsOf: runner.start(effect, origin: origin, send: effectSend(into: tasks)))
      }
      guard index < queued else { break }
      (action, fromEffect, origin, list) = queue[index]
      index += 1
    }
    if queued > 0 {
      queue.removeAll(keepingCapacity: true)
      queued = 0
    }
    isSending = false
    if !observers.isEmpty {
      for observer in observers.values { observer(state) }
    }
    return started
  }

  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> Int {
    defer { nextObserverKey += 1 }
    observers[nextObserverKey] = observer
    return nextObserverKey
  }

  func removeObserver(_ key: Int) {
    observers[key] = nil
  }
}
