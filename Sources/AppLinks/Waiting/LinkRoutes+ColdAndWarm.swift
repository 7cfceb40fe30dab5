import CasePaths
import CustomDump
import Dependencies
import Foundation
import IssueReporting
import LinkRouting

extension LinkRoutes where State: Equatable {
  /// Checks that every screen's example link leads to the same state however it arrives: in
  /// a running app (after the launch actions and the actions that meet its route's
  /// requirement), at launch (before them: held, then parked until the requirement holds),
  /// and while its requirement is unmet (parked, then applied).
  ///
  /// The app's reducer is run by `run`, whatever its store: it starts from the state given,
  /// sends each action once the effects of the one before have finished, and returns the
  /// state it ends in (or throws why it could not). With The Composable Architecture, a
  /// non-exhaustive `TestStore`:
  ///
  /// ```swift
  /// @MainActor @Test func linksLeadToTheSameStateColdOrWarm() async {
  ///   let failures = await App.links.checkColdAndWarm(
  ///     from: App.State(), link: \.received, launch: [.started], meeting: ["unlocked": [.unlock("1234")]]
  ///   ) { initial, actions in
  ///     let store = TestStore(initialState: initial) { App() }
  ///     store.exhaustivity = .off
  ///     for action in actions {
  ///       await store.send(action)
  ///       await store.finish()
  ///       await store.skipReceivedActions(strict: false)
  ///     }
  ///     return store.state
  ///   }
  ///   #expect(failures.isEmpty)
  /// }
  /// ```
  ///
  /// Not a `Store` and `await store.send(action).finish()`: a screen TCA's stack (or a
  /// presentation) shows keeps an effect alive until it goes, so that wait never returns once
  /// an action follows the one that showed it. A `TestStore`'s `finish()` ends those lifetimes
  /// (the screens stay) and waits for the rest.
  ///
  /// Screens on a navigation stack may be numbered differently in each run (TCA numbers them
  /// from one generator per test, which every store in the test shares): two states that
  /// differ only in those numbers, and print alike once each run's are counted from its first,
  /// are the same.
  ///
  /// Each run has the same `date` (the check's start) and `uuid`s from zero, and time stands
  /// still: a sleep on the `continuousClock` dependency ends at once by throwing
  /// `CancellationError`, so a parked link's expiry never fires and never keeps a run
  /// waiting. A store made inside `run` takes these dependencies; it can set others. Each
  /// failure is also reported as an issue, so in a test the call alone is enough.
  ///
  /// - Parameters:
  ///   - initial: The state of an app that was not running.
  ///   - link: The action that brings a link in.
  ///   - launch: The actions that make the app ready (what its launch sends).
  ///   - meeting: For each requirement's name, the actions that meet it.
  ///   - normalize: Clears what may differ without meaning anything (times, counters).
  ///   - fileID: The file of the call, for the issues it reports.
  ///   - filePath: The file path of the call, for the issues it reports.
  ///   - line: The line of the call, for the issues it reports.
  ///   - column: The column of the call, for the issues it reports.
  ///   - run: Runs the app's reducer from a state through actions; returns the state it ends in.
  /// - Returns: The failures, empty when every example leads to one state.
  @MainActor
  @discardableResult
  public func checkColdAndWarm(
    from initial: State,
    link: CaseKeyPath<Action, URL>,
    launch: [Action],
    meeting: [String: [Action]] = [:],
    normalize: (inout State) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    run: @MainActor (_ initial: State, _ actions: [Action]) async throws -> State
  ) async -> [LinkFinding] {
    let embed = AnyCasePath(link).embed
    let now = Date()
    var failures: [LinkFinding] = []
    for route in screens.table.routes {
      let requirement = requirement(for: route.pattern)
      for example in route.value.examples {
        guard let url = URL(string: example) else { continue }
        func failure(_ arrival: Arrival, _ difference: String) {
          failures.append(.arrival(example, of: route.pattern.description, arrival.rawValue, difference))
        }
        var meet: [Action] = []
        if let requirement {
          guard let actions = meeting[requirement.name] else {
            failure(.waiting, "no actions meet \"\(requirement.name)\": pass them in `meeting`")
            continue
          }
          meet = actions
        }
        func ending(_ actions: [Action]) async -> Result<State, any Error> {
          do {
            // The same in every run, so that what they record compares equal.
            var state = try await withDependencies {
              $0.uuid = .incrementing
              $0.date = .constant(now)
              $0.continuousClock = StillClock()
            } operation: {
              try await run(initial, actions)
            }
            normalize(&state)
            return .success(state)
          } catch {
            return .failure(error)
          }
        }
        let warm: State
        switch await ending(launch + meet + [embed(url)]) {
        case let .success(state): warm = state
        case let .failure(error):
          failure(.cold, "in a running app: \(error)")
          continue
        }
        var arrivals: [(Arrival, [Action])] = [(.cold, [embed(url)] + launch + meet)]
        if requirement != nil { arrivals.append((.waiting, launch + [embed(url)] + meet)) }
        for (arrival, actions) in arrivals {
          switch await ending(actions) {
          case let .failure(error): failure(arrival, "\(error)")
          case let .success(state) where state != warm && !StackIDs.alike(state, warm):
            failure(arrival, diff(warm, state) ?? "the states differ, but print alike")
          case .success: break
          }
        }
      }
    }
    for failure in failures {
      reportIssue(failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failures
  }
}

/// When an example arrives, other than in a running app.
private enum Arrival: String {
  /// Before the launch actions: held until the app is ready (and then parked if its
  /// requirement is unmet), as a link that launches the app.
  case cold
  /// After the launch, before its requirement was met: parked, then applied.
  case waiting
}

/// A clock on which time stands still: `checkColdAndWarm`'s. A sleep ends at once by throwing
/// `CancellationError`, as a cancelled one does, so no timer fires and none keeps a run waiting.
struct StillClock: Clock {
  let now = ContinuousClock.now
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    throw CancellationError()
  }
}

/// Compares two states as they print, stack element ids (`#3:` before a screen, as TCA's
/// `StackState` and ComposableCore's print them) renumbered by first appearance in each.
enum StackIDs {
  static func alike<State>(_ lhs: State, _ rhs: State) -> Bool {
    renumbered(String(customDumping: lhs)) == renumbered(String(customDumping: rhs))
  }

  /// `text` with each `#n:` that opens a dictionary entry (after `[`, `, ` or a line's
  /// indentation) numbered by first appearance.
  static func renumbered(_ text: String) -> String {
    var numbers: [Substring: Int] = [:]
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var rest = text[...]
    while let hash = rest.firstIndex(of: "#") {
      let before = text[..<hash].last
      let digits = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
      let opensEntry = before == nil || before == "[" || before == " " || before == "\n"
      guard opensEntry, !digits.isEmpty, rest[digits.endIndex...].hasPrefix(": ") else {
        result += rest[...hash]
        rest = rest[rest.index(after: hash)...]
        continue
      }
      result += rest[..<hash]
      let number = numbers[digits] ?? numbers.count
      numbers[digits] = number
      result += "#\(number)"
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }
}
