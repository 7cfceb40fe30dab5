import ConcurrencyExtras

/// Runs a feature: holds its state, reduces the actions sent to it, and runs the effects its
/// reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.increment)
/// store.state.count  // 1
/// ```
///
/// A store lives on the main actor. An action sent while another is being reduced (by an
/// effect's `.send`, or by an observer reacting to a change) is queued and reduced after it,
/// never in the middle of it. Observers are told once per `send`, after every queued action has
/// been reduced.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> EffectTasks?
  private let subscribe: @MainActor (@escaping @MainActor (State) -> Void) -> Int
  private let unsubscribe: @MainActor (Int) -> Void
  /// How many effects run now.
  private let runningEffects: @Sendable () -> Int
  // Scoped stores keep the root's core alive through these closures; the root keeps it here.
  private let core: AnyObject
  /// The dependencies the store runs its reducer and effects with (for drivers bound to it).
  package let dependencies: DependencyValues

  /// Creates a store for a feature.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state when the store starts.
  ///   - reducer: The feature's reducer. It is built with the store's dependencies in force, so
  ///     `@Dependency` properties of reducers see the overrides.
  ///   - prepareDependencies: Overrides dependencies for everything the store runs.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let dependencies = withDependencies(prepareDependencies) { DependencyValues._current }
    let reducer = DependencyValues.$_current.withValue(dependencies) { reducer() }
    // The root's reduce is made here, where the feature's type is known: made inside the
    // store (generic over it, in this module) it ran unspecialized, asking the runtime for
    // its types' metadata on every action (perf, 2026-11-29: `swift_getGenericMetadata`
    // under the root's `BuiltOnce.reduce`, about 10 % of `Store.send` through 10 `Scope`s).
    let root = BuiltOnce(reducer)
    self.init(initialState: initialState, reduce: { root.reduce(into: &$0, action: $1) }, dependencies: dependencies)
  }

  /// A store whose root reduces with `reduce`.
  @usableFromInline
  convenience init(
    initialState: State, reduce: @escaping (inout State, Action) -> Effect<Action>, dependencies: DependencyValues
  ) {
    self.init(core: StoreCore(initialState: initialState, reduce: reduce, dependencies: dependencies))
  }

  init(core: StoreCore<State, Action>) {
    self.core = core
    self.dependencies = core.dependencies
    self.readState = { core.state }
    self.sendAction = { core.send($0) }
    self.subscribe = { core.addObserver($0) }
    self.unsubscribe = { core.removeObserver($0) }
    let runner = core.runner
    self.runningEffects = { runner.running.count }
  }

  private init(
    core: AnyObject,
    dependencies: DependencyValues,
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> EffectTasks?,
    subscribe: @escaping @MainActor (@escaping @MainActor (State) -> Void) -> Int,
    unsubscribe: @escaping @MainActor (Int) -> Void,
    runningEffects: @escaping @Sendable () -> Int
  ) {
    self.core = core
    self.runningEffects = runningEffects
    self.dependencies = dependencies
    self.readState = readState
    self.sendAction = sendAction
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// The current state.
  public var state: State {
    readState()
  }

  /// Reads a value of the current state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// Sends an action. Returns the effects it started, to await or cancel.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(sendAction(action))
  }

  /// A store for a part of this one: it reads the child's state from this store's state and
  /// sends its actions embedded in this store's actions.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let embed = AnyCasePath(toChildAction).embed
    let readState = self.readState
    let sendAction = self.sendAction
    return Store<ChildState, ChildAction>(
      core: core,
      dependencies: dependencies,
      readState: { readState()[keyPath: toChildState] },
      sendAction: { sendAction(embed($0)) },
      subscribe: { [subscribe] observer in
        subscribe { observer($0[keyPath: toChildState]) }
      },
      unsubscribe: unsubscribe,
      runningEffects: runningEffects
    )
  }

  /// Calls `onChange` with the current value of `toValue`, then every time it changes, until
  /// the returned observation is cancelled or released.
  ///
  /// Changes are reported once per `send`, after every queued action has been reduced, on the
  /// main actor and synchronously, so an observer sees every distinct value the store settles
  /// on.
  public func observe<Value: Equatable>(
    _ toValue: @escaping @MainActor (State) -> Value,
    onChange: @escaping @MainActor (Value) -> Void
  ) -> StoreObservation {
    var last = toValue(state)
    let isActive = LockIsolated(true)
    let key = subscribe { state in
      guard isActive.value else { return }
      let value = toValue(state)
      guard value != last else { return }
      last = value
      onChange(value)
    }
    onChange(last)
    return StoreObservation { [weak self] in
      isActive.setValue(false)
      Task { @MainActor in self?.unsubscribe(key) }
    }
  }

  /// The distinct values of `toValue`, starting with the current one.
  public func values<Value: Equatable & Sendable>(
    of toValue: @escaping @MainActor (State) -> Value
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    let observation = observe(toValue) { continuation.yield($0) }
    continuation.onTermination = { _ in observation.cancel() }
    return stream
  }

  /// Waits until no effect runs, or `timeout` passes: for a command-line app that answers
  /// a prompt whenever its store goes quiet, then exits once nothing is left to do.
  ///
  /// A screen that shows (pushed by `forEach`, presented by `ifLet`) keeps an effect alive
  /// until it goes, as in TCA; that effect is not work, and the store settles around it.
  ///
  /// - Parameter timeout: How long to wait at most.
  /// - Returns: How many effects still run (0 when the store settled).
  public func settle(timeout: Duration) async -> Int {
    _ = await Polling.wait(timeout: timeout) { runningEffects() == 0 }
    return runningEffects()
  }
}

extension Store where State: Sendable {
  /// Every state the store settles on after a `send`, starting with the current one.
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self)
    let isActive = LockIsolated(true)
    continuation.yield(state)
    let key = subscribe { state in
      guard isActive.value else { return }
      continuation.yield(state)
    }
    let unsubscribe = self.unsubscribe
    continuation.onTermination = { _ in
      isActive.setValue(false)
      Task { @MainActor in unsubscribe(key) }
    }
    return stream
  }
}

/// The store of a reducer's state and actions: `StoreOf<Notes>` is
/// `Store<Notes.State, Notes.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
