import CustomDump
import Foundation
import IssueReporting

extension LinkRoutes where State: Equatable {
  /// Checks that every screen's example link leads to the same state however it arrives: in
  /// a running app (after the launch actions and the actions that meet its route's
  /// requirement), at launch (before them, held by `holdsLinks` and parked until the
  /// requirement holds), and while its requirement is unmet (parked, then applied).
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
  /// Each way runs in a new `Store` built by `reducer`; after each action, the check waits
  /// until every effect has finished except parked links' expiry timers (on a `TestClock`
  /// nobody advances). Every run has the same `date` (the check's start), and `uuid`s from
  /// zero; `withDependencies` can set others. Each failure is also
  /// reported as an issue, so in a test the call alone is enough.
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
  ) async -> [ColdWarmFinding] {
    let embed = AnyCasePath(link).embed
    let now = Date()
    var failures: [ColdWarmFinding] = []
    for route in screens.table.routes {
      let requirement = requirement(for: route.pattern)
      for example in route.value.examples {
        guard let url = URL(string: example) else { continue }
        func failure(_ arrival: ColdWarmFinding.Arrival, _ difference: String) {
          failures.append(
            ColdWarmFinding(
              pattern: route.pattern.description, example: example, arrival: arrival, difference: difference))
        }
        var meet: [Action] = []
        if let requirement {
          guard let actions = meeting[requirement.name] else {
            failure(.waiting, "no actions meet \"\(requirement.name)\": pass them in `meeting`")
            continue
          }
          meet = actions
        }
        let run = { @MainActor (actions: [Action]) async -> (State, String?) in
          await Self.run(actions, from: initial, timeout: timeout, reducer: reducer) {
            // The same in every run, so that what they record compares equal.
            $0.uuid = .incrementing
            $0.date = .constant(now)
            withDependencies(&$0)
          }
        }
        var (warm, problem) = await run(launch + meet + [embed(url)])
        normalize(&warm)
        if let problem {
          failure(.cold, "in a running app: \(problem)")
          continue
        }
        var arrivals: [(ColdWarmFinding.Arrival, [Action])] = [(.cold, [embed(url)] + launch + meet)]
        if requirement != nil { arrivals.append((.waiting, launch + [embed(url)] + meet)) }
        for (arrival, actions) in arrivals {
          var (state, problem) = await run(actions)
          normalize(&state)
          if let problem {
            failure(arrival, problem)
          } else if state != warm {
            failure(arrival, diff(warm, state) ?? "the states differ, but print alike")
          }
        }
      }
    }
    for failure in failures {
      reportIssue(failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failures
  }

  /// Sends `actions` to a new store, one at a time, each once the effects of the one before
  /// have settled; returns the state it settles on, and what still ran if it did not.
  @MainActor
  private static func run<R: Reducer<State, Action>>(
    _ actions: [Action], from initial: State, timeout: Duration, reducer: () -> R,
    withDependencies: (inout DependencyValues) -> Void
  ) async -> (State, String?) {
    let store = Store(initialState: initial, reducer: reducer) {
      $0.continuousClock = TestClock()
      withDependencies(&$0)
    }
    // Parked links wait on their expiry timers: the only effects allowed to outlast a step.
    let timers = AnyHashableSendable(ParkedLinkTimer.all)
    let idle: @Sendable (AnyHashableSendable) -> Bool = { $0 == timers }
    for action in actions {
      store.send(action)
      let busy = await store.settle(whereIdle: idle, timeout: timeout)
      if busy > 0 { return (store.state, "\(busy) effects still ran \(timeout) after \(action)") }
    }
    return (store.state, nil)
  }
}
