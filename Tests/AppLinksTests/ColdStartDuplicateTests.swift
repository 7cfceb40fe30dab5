import ComposableLinks
import ConcurrencyExtras
import Foundation
import Testing

/// The hold and the duplicate check together: a link that started the app and came
/// again by activation is held twice, released once the app is ready, and applied once.
@MainActor
@Suite struct ColdStartDuplicateTests {
  struct Viewer: Reducer {
    struct State: Equatable {
      var shown: [Int] = []
      var ready = false
      var pending: [URL] = []
      var recent = RecentLinks()
      var urlToOpen: URL?
    }
    @CasePathable enum Action: Equatable {
      case received(URL)
      case ready
      case finished(RouteOutcome)
    }
    struct PageLink: Decodable { var id: Int }

    static let links = LinkRoutes<State, Action>(.init(schemes: ["viewer"])) {
      $0.route("/pages/:id") { (state, link: PageLink) in state.shown.append(link.id) }
    }
    static let intake = LinkIntake(links, link: \.received, finished: \.finished)
      .dropsDuplicateLinks(within: .seconds(1), recent: \.recent)
      .holdsLinks(until: \.ready, pending: \.pending)

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .ready = action { state.ready = true }
        return .none
      }
      .handlesLinks(Self.intake, urlToOpen: \.urlToOpen)
    }
  }

  let link = URL(string: "viewer:///pages/3")!
  let now = Date(timeIntervalSince1970: 1_000)

  @Test func aColdStartLinkDeliveredTwiceIsHeldThenAppliedOnce() async {
    let store = TestStore(initialState: Viewer.State()) {
      Viewer()
    } withDependencies: { [now] in
      $0.date = .constant(now)
    }
    await store.send(.received(link)) { $0.pending = [self.link] }
    await store.send(.received(link)) { $0.pending = [self.link, self.link] }
    await store.send(.ready) {
      $0.ready = true
      $0.pending = []
    }
    await store.receive(.received(link)) {
      $0.recent.seen = [self.link: self.now]
      $0.shown = [3]
    }
    await store.receive(.received(link)) { $0.recent.dropped = [self.link] }
  }

  @Test func aLinkOutsideTheWindowIsAppliedAgain() async {
    let clock = LockIsolated(now)
    let store = TestStore(initialState: Viewer.State(ready: true)) {
      Viewer()
    } withDependencies: {
      $0.date = DateGenerator { clock.value }
    }
    await store.send(.received(link)) {
      $0.recent.seen = [self.link: self.now]
      $0.shown = [3]
    }
    clock.setValue(now.addingTimeInterval(2))
    await store.send(.received(link)) {
      $0.recent.seen = [self.link: self.now.addingTimeInterval(2)]
      $0.shown = [3, 3]
    }
  }
}
