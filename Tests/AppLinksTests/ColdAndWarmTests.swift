import ComposableLinks
import Foundation
import Testing

/// `checkColdAndWarm`: each example link leads to one state however it arrives.
@MainActor
@Suite struct ColdAndWarmTests {
  @Test func everyExampleLeadsToOneStateAtLaunchWhileWaitingAndRunning() async {
    let failures = await Locker.links.checkColdAndWarm(
      from: Locker.State(ready: false), link: \.received, launch: [.started], meeting: ["unlocked": [.unlock]]
    ) {
      Locker()
    }
    #expect(failures.isEmpty)
  }

  @Test func aLaunchThatOverwritesTheLinksScreenIsFound() async {
    // The launch restores the last screen after the held link was shown: a link that opens
    // the app loses to it, one that arrives later does not. Links that wait for unlocking
    // are applied after the launch, so only the route without a requirement differs.
    var failures: [LinkFinding] = []
    await withKnownIssue {
      failures = await Locker.links.checkColdAndWarm(
        from: Locker.State(ready: false), link: \.received, launch: [.started, .restoredScreen(7)],
        meeting: ["unlocked": [.unlock]]
      ) {
        Locker()
      }
    }
    #expect(failures.map(\.link) == ["locker://about"])
    #expect(failures.map(\.pattern) == ["/about"])
    #expect(failures.first?.problem.hasPrefix("arriving cold leaves another state") == true)
    #expect(failures.first?.problem.contains("shown: 7") == true, "\(failures)")
  }

  @Test func aRequirementWithoutActionsToMeetItIsReported() async {
    var failures: [LinkFinding] = []
    await withKnownIssue {
      failures = await Locker.links.checkColdAndWarm(
        from: Locker.State(ready: false), link: \.received, launch: [.started]
      ) {
        Locker()
      }
    }
    #expect(
      failures.map(\.problem) == [
        "arriving waiting leaves another state than in a running app:\n"
          + #"no actions meet "unlocked": pass them in `meeting`"#
      ])
  }
}
