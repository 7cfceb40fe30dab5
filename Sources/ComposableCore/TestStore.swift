import ConcurrencyExtras
import CustomDump
import Foundation
import IssueReporting

/// A store for tests: every action you send, and every action its effects send back, is checked
/// against the state change you expect.
///
/// ```swift
/// @MainActor @Test func increment() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.increment) {
///     $0.count = 1
///   }
/// }
/// ```
///
/// By default a test store is exhaustive (see ``Exhaustivity``): a state change you did not
/// describe, an action an effect sent that you did not `receive`,
/// or an effect still running when the store goes away (at the end of the test) is a failure,
/// reported through IssueReporting with a diff of expected (−) and actual (+) values.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the store checks the test. Can be changed at any point.
  public var exhaustivity: Exhaustivity = .on {
    didSet {
      let exhaustivity = self.exhaustivity
      endOfTest.withValue { $0.exhaustivity = exhaustivity }
    }
  }

  /// How long `receive`, ``finish(timeout:fileID:filePath:line:column:)`` and
  /// ``TestStoreTask/finish(timeout:fileID:filePath:line:column:)`` wait at most by default,
  /// and how long the end of the test waits for effects that are returning: 60 seconds.
  ///
  /// Every wait ends as soon as what it waits for happens, so a passing test never waits this
  /// long: the timeout only bounds how long a hung effect holds a failing test. It is not an
  /// expectation of speed; a loaded CI machine (a sanitizer, another job on the other core)
  /// can take a second or more to run an effect that takes a millisecond on a quiet one.
  public var timeout: Duration {
    // Kept where the end of the test (in `deinit`) reads it, and nowhere else.
    get { endOfTest.value.timeout }
    set { endOfTest.withValue { $0.timeout = newValue } }
  }

  /// The state as of the last asserted step.
  public private(set) var state: State

  /// The dependencies the store's reducer and effects run with; change them mid-test to change
  /// what later actions see.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  private let core: StoreCore<State, Action>
  private var received: [(action: Action, state: State, stackElementIDs: StackElementIDGenerator)] = [] {
    didSet {
      let descriptions = received.map { String(customDumping: $0.action) }
      endOfTest.withValue { $0.received = descriptions }
    }
  }
  private var lastSentState: State?
  /// Where the `stackElementID` generator stood before the action being reduced: the state a
  /// test expects after it mints its ids from there, as the reducer did (as in TCA).
  private var stackElementIDsBeforeReduce: StackElementIDGenerator?
  private var lastStep: EffectOrigin {
    didSet {
      let lastStep = self.lastStep
      endOfTest.withValue { $0.lastStep = lastStep }
    }
  }
  private let endOfTest: LockIsolated<EndOfTest>

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer under test, built with the store's dependencies in force.
  ///   - prepareDependencies: Overrides dependencies for the whole test.
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  public init<R: Reducer<State, Action>>(
    initialState: State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dependencies = withDependencies {
      $0.context = .test
      prepareDependencies(&$0)
    } operation: {
      DependencyValues._current
    }
    let reducer = DependencyValues.$_current.withValue(dependencies) { reducer() }
    self.core = StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.state = initialState
    let initStep = EffectOrigin(
      fileID: fileID, filePath: filePath, line: line, column: column, action: "init"
    )
    self.lastStep = initStep
    self.endOfTest = LockIsolated(
      EndOfTest(exhaustivity: .on, received: [], lastStep: initStep, timeout: .seconds(60)))
    core.willReduce = { [weak self] in
      guard let self else { return }
      self.stackElementIDsBeforeReduce = self.core.dependencies.stackElementID.incrementingCopy()
    }
    core.didReduce = { [weak self] action, fromEffect, state in
      guard let self else { return }
      if fromEffect {
        self.received.append((action, state, self.stackElementIDsBeforeReduce ?? self.core.dependencies.stackElementID))
      } else {
        self.lastSentState = state
      }
    }
  }

  deinit {
    // Not isolated: an isolated deinit runs without the test's task-local values, so the
    // issues it reported would not reach the test. What the checks need is kept behind a lock.
    let endOfTest = self.endOfTest.value
    let runner = core.runner
    if endOfTest.exhaustivity == .on {
      if !endOfTest.received.isEmpty {
        Self.report(Self.unreceivedMessage(endOfTest.received), at: endOfTest.lastStep)
      }
      // An effect whose last action the test received may not have returned yet: it does so
      // on the cooperative pool, which a loaded machine can keep busy past the test's end
      // (seen in CI: XCallbackStoreTests.successOpensXSuccessWithTheOutput, and with the
      // library's build beside the suite, TCAArticleTests' held link after 2 seconds). Such an
      // effect needs nothing of this thread, so it is waited for, as every wait of the store
      // is, up to `timeout`: only a test that leaves an effect running waits the bound out,
      // then fails as before.
      _ = Polling.waitBlocking(timeout: endOfTest.timeout) {
        runner.running.values.allSatisfy { $0.task.isCancelled }
      }
      Self.reportRunningEffects(runner.running.values, lastStep: endOfTest.lastStep)
    }
    runner.cancelAll()
  }

  /// Sends an action and checks the state it leaves behind.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Changes the previous state into the state you expect. Omit
  ///     it to assert that the action changes nothing.
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  /// - Returns: The effects the action started, to await or cancel.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let step = EffectOrigin(
      fileID: fileID, filePath: filePath, line: line, column: column,
      action: String(customDumping: action)
    )
    if let last = received.last {
      if exhaustivity == .on {
        report(
          """
          Must handle \(received.count) received \(received.count == 1 ? "action" : "actions") \
          before sending an action.

          Unhandled:
          \(received.map { String(customDumping: $0.action).indented }.joined(separator: "\n"))
          """,
          at: step
        )
      } else {
        skipped("\(received.count) received actions were not asserted.", at: step)
      }
      state = last.state
      received.removeAll()
    }
    lastStep = step
    lastSentState = nil
    let stackElementIDs = core.dependencies.stackElementID.incrementingCopy()
    let tasks = core.send(action, origin: step)
    let actual = lastSentState ?? core.state
    expect(actual, from: state, updateStateToExpectedResult, stackElementIDs: stackElementIDs, at: step)
    state = actual
    await Task.megaYield()
    return TestStoreTask(tasks: tasks, store: self, origin: step, timeout: timeout)
  }

  /// Receives the next action an effect sent and checks it equals `expectedAction`, then checks
  /// the state it left behind.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      described: String(customDumping: expectedAction),
      matching: { $0 == expectedAction },
      mismatch: { actual in
        let difference =
          diff(expectedAction, actual, format: .proportional)
          .map { "\($0.indented)\n\n(Expected: −, Received: +)" }
          ?? "Expected:\n\(String(customDumping: expectedAction).indented)"
        return "Received unexpected action:\n\n\(difference)"
      },
      timeout: timeout, Self.ignoringAction(updateStateToExpectedResult),
      at: EffectOrigin(
        fileID: fileID, filePath: filePath, line: line, column: column,
        action: String(customDumping: expectedAction)
      )
    )
  }

  /// Receives the next action an effect sent and checks it is in the case `actionCase`, then
  /// checks the state it left behind.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: timeout, Self.ignoringAction(updateStateToExpectedResult),
      at: EffectOrigin(fileID: fileID, filePath: filePath, line: line, column: column, action: "\(actionCase)")
    )
  }

  /// Receives the next action an effect sent and checks it is in the case `actionCase`, then
  /// checks the state it left behind, given the action's associated value: for values a test
  /// cannot make itself, such as a reply handle the action carries into state.
  ///
  /// ```swift
  /// await store.receive(\.confirmLink) { state, confirmation in
  ///   state.pendingConfirmation = confirmation
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: @escaping (_ state: inout State, _ value: Value) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      actionCase, timeout: timeout, updateStateToExpectedResult,
      at: EffectOrigin(fileID: fileID, filePath: filePath, line: line, column: column, action: "\(actionCase)")
    )
  }

  /// A state assertion that does not need the received action's value.
  private static func ignoringAction<Value>(
    _ update: ((_ state: inout State) throws -> Void)?
  ) -> ((_ state: inout State, _ value: Value) throws -> Void)? {
    update.map { update in { state, _ in try update(&state) } }
  }

  /// What both `receive(_:timeout:assert:)` shapes for a case do.
  private func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>, timeout: Duration?,
    _ update: ((_ state: inout State, _ value: Value) throws -> Void)?, at step: EffectOrigin
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      described: "in the expected case",
      matching: { casePath.extract(from: $0) != nil },
      mismatch: { actual in
        """
        Received an action in another case than expected:

        \(String(customDumping: actual).indented)
        """
      },
      timeout: timeout,
      update.map { update in
        { state, action in
          guard let value = casePath.extract(from: action) else { return }
          try update(&state, value)
        }
      },
      at: step
    )
  }

  /// Receives the next action an effect sent and checks it is in the case `actionCase` with the
  /// associated value `value`, then checks the state it left behind.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await receiveAction(
      described: "in the expected case with \(String(customDumping: value))",
      matching: { casePath.extract(from: $0) == value },
      mismatch: { actual in
        guard let actualValue = casePath.extract(from: actual) else {
          return """
            Received an action in another case than expected:

            \(String(customDumping: actual).indented)
            """
        }
        let difference =
          diff(value, actualValue, format: .proportional)
          .map { "\($0.indented)\n\n(Expected: −, Received: +)" } ?? ""
        return "Received an action with an unexpected value:\n\n\(difference)"
      },
      timeout: timeout, Self.ignoringAction(updateStateToExpectedResult),
      at: EffectOrigin(
        fileID: fileID, filePath: filePath, line: line, column: column,
        action: "\(actionCase)"
      )
    )
  }

  /// Waits for every running effect to finish; reports the ones still running after `timeout`.
  ///
  /// The screens that still show end their lifetimes first, as in TCA, and keep their state:
  /// a test may go on sending actions after it.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    // As TCA's: the screens that still show end their lifetimes (their state stays).
    core.runner.endScreenLifetimes()
    guard await !Polling.wait(timeout: timeout, until: { core.runner.running.isEmpty }) else { return }
    reportIssue(
      """
      Expected effects to finish, but \(core.runner.running.count) still running after \
      \(timeout).
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    reportRunningEffects()
  }

  /// Drops the actions effects have sent that were not received yet, taking the state they
  /// left behind as asserted.
  ///
  /// - Parameters:
  ///   - strict: Report an issue when there is nothing to skip.
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard let last = received.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    state = last.state
    received.removeAll()
  }

  /// Cancels every running effect, so that it is not a failure at the end of the test.
  ///
  /// - Parameters:
  ///   - strict: Report an issue when there is nothing to cancel.
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard !core.runner.running.isEmpty else {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    core.runner.cancelAll()
    _ = await Polling.wait(timeout: timeout) { core.runner.running.isEmpty }
  }

  var hasRunningEffects: Bool {
    !core.runner.running.isEmpty
  }

  // MARK: - Checks

  private func receiveAction(
    described expected: String,
    matching: (Action) -> Bool,
    mismatch: (Action) -> String,
    timeout: Duration?,
    _ update: ((_ state: inout State, _ received: Action) throws -> Void)?,
    at step: EffectOrigin
  ) async {
    let timeout = timeout ?? self.timeout
    func arrived() -> Bool {
      exhaustivity == .on ? !received.isEmpty : received.contains { matching($0.action) }
    }
    _ = await Polling.wait(timeout: timeout) { arrived() || core.runner.running.isEmpty }
    guard arrived() else {
      report(
        core.runner.running.isEmpty
          ? "Expected to receive an action \(expected), but received none."
          : """
          Expected to receive an action \(expected), but received none after \(timeout).

          Effects are still running: give this step a longer "timeout", or control time in \
          the effect (for example with a test clock).
          """,
        at: step
      )
      return
    }
    let index: Int
    if exhaustivity == .on {
      index = 0
      if !matching(received[0].action) { report(mismatch(received[0].action), at: step) }
    } else {
      index = received.firstIndex { matching($0.action) } ?? 0
      if index > 0 { skipped("\(index) received actions were skipped.", at: step) }
    }
    let (action, snapshot, stackElementIDs) = received[index]
    received.removeFirst(index + 1)
    lastStep = step
    expect(
      snapshot, from: state, update.map { update in { state in try update(&state, action) } },
      stackElementIDs: stackElementIDs, at: step)
    state = snapshot
    await Task.megaYield()
  }

  private func expect(
    _ actual: State,
    from previous: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator,
    at step: EffectOrigin
  ) {
    // The expectation is computed with the store's dependencies, and stack ids from where the
    // generator stood before the action, so that a stack push in the assertion hands out the
    // same ids as the reducer did.
    var expected = exhaustivity == .on ? previous : actual
    var dependencies = core.dependencies
    dependencies.stackElementID = stackElementIDs
    do {
      try DependencyValues.$_current.withValue(dependencies) {
        try updateStateToExpectedResult?(&expected)
      }
    } catch {
      report("Threw error: \(error)", at: step)
      return
    }
    guard expected != actual else {
      if exhaustivity == .on, updateStateToExpectedResult != nil, actual == previous {
        report(
          """
          Expected state to change, but no change occurred.

          The assertion closure changed nothing either; remove it, or describe the change \
          you expected.
          """,
          at: step
        )
      }
      return
    }
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indented)\n\n(Expected: −, Actual: +)" }
        ?? """
        Expected:
        \(String(customDumping: expected).indented)

        Actual:
        \(String(customDumping: actual).indented)
        """
    let headline =
      updateStateToExpectedResult == nil
      ? "State was not expected to change, but a change occurred:"
      : "A state change does not match expectation:"
    report("\(headline)\n\n\(difference)", at: step)
  }

  private func reportRunningEffects() {
    Self.reportRunningEffects(core.runner.running.values, lastStep: lastStep)
  }

  private nonisolated static func unreceivedMessage(_ received: [String]) -> String {
    """
    The store received \(received.count) unexpected \(received.count == 1 ? "action" : "actions") \
    by the end of the test:

    \(received.map(\.indented).joined(separator: "\n"))

    Assert them with "receive", or drop them with "skipReceivedActions".
    """
  }

  private nonisolated static func reportRunningEffects(
    _ running: some Collection<EffectRunner.Running>, lastStep: EffectOrigin
  ) {
    // A cancelled effect is on its way out and can no longer send actions: not a failure.
    let running = running.filter { !$0.task.isCancelled }
    for effect in running.sorted(by: { ($0.origin?.line ?? 0) < ($1.origin?.line ?? 0) }) {
      report(
        """
        An effect returned for this action is still running. It must finish before the end of \
        the test.

        Make sure every effect the reducer returns for this action completes: wait for it with \
        "finish()", cancel it by sending an action that cancels it, or drop it with \
        "skipInFlightEffects".
        """,
        at: effect.origin ?? lastStep
      )
    }
  }

  private nonisolated static func report(_ message: String, at step: EffectOrigin) {
    reportIssue(
      message, fileID: step.fileID, filePath: step.filePath, line: step.line, column: step.column
    )
  }

  private func report(_ message: String, at step: EffectOrigin) {
    Self.report(message, at: step)
  }

  private func skipped(_ message: String, at step: EffectOrigin) {
    guard exhaustivity == .off(showSkippedAssertions: true) else { return }
    reportIssue(
      message, severity: .warning,
      fileID: step.fileID, filePath: step.filePath, line: step.line, column: step.column
    )
  }
}

/// What a ``TestStore``'s end-of-test checks in `deinit` need, copied out of main-actor state.
/// Outside the generic store so that closures updating it do not capture its type parameters.
private struct EndOfTest: Sendable {
  var exhaustivity: Exhaustivity
  var received: [String]
  var lastStep: EffectOrigin
  var timeout: Duration
}

/// A ``TestStore`` for the feature `R`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

extension String {
  fileprivate var indented: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  \($0)" }
      .joined(separator: "\n")
  }
}
