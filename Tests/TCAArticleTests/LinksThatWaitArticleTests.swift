// The tests of AppLinks' article "Links that wait", against ComposableCore (which spells TCA's
// `TestStore` the same way). ArticleCodeTests checks that the article prints exactly this code.
import AppLinks
import ComposableCore
import Foundation
import Testing

@Suite struct LinksThatWaitArticleTests {
  @MainActor
  @Test func aLinkWaitsForTheUnlockAndIsShownOnce() async {
    let store = TestStore(initialState: Locker.State()) {
      Locker()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.parkedLinkStore = .inMemory()
      $0.continuousClock = TestClock()  // a parked link's expiry: it never comes here
    }
    let link = URL(string: "locker://items/3")!
    await store.send(.received(link)) {
      $0.parked = ParkedLinks([
        ParkedLink(
          id: UUID(0), url: link, pattern: "/items/:id", kind: .screen, arrived: Date(timeIntervalSince1970: 0),
          requirement: "unlocked", redactedBy: Locker.configuration
        )
      ])
      $0.unlockShown = true
      $0.recent.seen = [link: Date(timeIntervalSince1970: 0)]
    }
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume) { $0.shown = 3 }
    await store.receive(\.shown)
  }
}
