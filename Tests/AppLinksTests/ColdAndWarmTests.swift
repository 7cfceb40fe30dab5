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
    var failures: [ColdWarmFinding] = []
    await withKnownIssue {
      failures = await Locker.links.checkColdAndWarm(
        from: Locker.State(ready: false), link: \.received, launch: [.started, .restoredScreen(7)],
        meeting: ["unlocked": [.unlock]]
      ) {
        Locker()
      }
    }
    #expect(failures.map(\.example) == ["locker://about"])
    #expect(failures.map(\.arrival) == [.cold])
    #expect(failures.first?.difference.contains("shown: 7") == true, "\(failures)")
  }

  @Test func aRequirementWithoutActionsToMeetItIsReported() async {
    var failures: [ColdWarmFinding] = []
    await withKnownIssue {
      failures = await Locker.links.checkColdAndWarm(
        from: Locker.State(ready: false), link: \.received, launch: [.started]
      ) {
        Locker()
      }
    }
    #expect(failures.map(\.arrival) == [.waiting])
    #expect(failures.first?.difference == #"no actions meet "unlocked": pass them in `meeting`"#)
  }
}
