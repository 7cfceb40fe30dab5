import Foundation

extension LinkRoutes where State: Equatable {
  /// AppLinks' `checkColdAndWarm(from:link:launch:meeting:normalize:fileID:filePath:line:column:run:)`,
  /// each run in a new `Store` built by `reducer`.
  ///
  /// ```swift
  /// @Test func linksLeadToTheSameStateColdOrWarm() async {
  ///   let failures = await App.links.checkColdAndWarm(
  ///     from: App.State(), link: \.received, launch: [.started], meeting: ["unlocked": [.unlock("1234")]]
  ///   ) {
  ///     App()
  ///   } withDependencies: {
  ///     $0.database = .inMemory()
  ///   }
  ///   #expect(failures.isEmpty)
  /// }
  /// ```
  ///
  /// After each action, the check waits until every effect has finished, but for the effect a
  /// screen keeps alive while it shows (on a stack, or presented), which ends only when the
  /// screen goes (see ComposableCore's `Store.settle(timeout:)`).
  ///
  /// - Parameters:
  ///   - initial: The state of an app that was not running.
  ///   - link: The action that brings a link in.
  ///   - launch: The actions that make the app ready (what its launch sends).
  ///   - meeting: For each requirement's name, the actions that meet it.
  ///   - timeout: How long to wait for an action's effects before reporting them as still
  ///     running: a bound on a hung effect, not a measure of speed. Raise it where the test
  ///     process is crowded (a whole suite under the thread sanitizer).
  ///   - reducer: Builds the app's reducer.
  ///   - withDependencies: The dependencies each store runs with.
  ///   - normalize: Clears what may differ without meaning anything (times, counters).
  ///   - fileID: The file of the call, for the issues it reports.
  ///   - filePath: The file path of the call, for the issues it reports.
  ///   - line: The line of the call, for the issues it reports.
  ///   - column: The column of the call, for the issues it reports.
  /// - Returns: The failures, empty when every example leads to one state.
  @MainActor
  @discardableResult
  public func checkColdAndWarm<R: Reducer<State, Action>>(
    from initial: State,
    link: CaseKeyPath<Action, URL>,
    launch: [Action],
    meeting: [String: [Action]] = [:],
    timeout: Duration = .seconds(60),
    reducer: @escaping @MainActor () -> R,
    withDependencies: @escaping (inout DependencyValues) -> Void = { _ in },
    normalize: @escaping (inout State) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> [LinkFinding] {
    await checkColdAndWarm(
      from: initial, link: link, launch: launch, meeting: meeting, normalize: normalize,
      fileID: fileID, filePath: filePath, line: line, column: column
    ) { initial, actions in
      let store = Store(initialState: initial, reducer: reducer, withDependencies: withDependencies)
      for action in actions {
        store.send(action)
        let busy = await store.settle(timeout: timeout)
        if busy > 0 { throw StillRunning(effects: busy, timeout: timeout, action: "\(action)") }
      }
      return store.state
    }
  }
}

/// Effects of a step of the cold ≡ warm check that had not finished in time.
private struct StillRunning: Error, CustomStringConvertible {
  let effects: Int
  let timeout: Duration
  let action: String

  var description: String { "\(effects) effects still ran \(timeout) after \(action)" }
}
