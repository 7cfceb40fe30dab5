import ComposableLinks
import ConcurrencyExtras
import Foundation
import Testing

/// A feature that counts the links it sees, behind the duplicate filter and the cold-start hold.
struct Mailbox: Reducer {
  struct State: Equatable {
    var opened: [URL] = []
    var recent = RecentLinks()
    var isReady = true
    var pending: [URL] = []
    var urlToOpen: URL?
  }

  /// No route: the feature counts every link that reaches it.
  static let links = LinkRoutes<State, Action>(LinkConfiguration(schemes: ["notes"]))

  @CasePathable enum Action: Equatable, Sendable {
    case link(URL)
    case ready
    case finished(RouteOutcome)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .link(url): state.opened.append(url)
      case .ready: state.isReady = true
      case .finished: break
      }
      return .none
    }
    .handlesLinks(
      LinkIntake(Self.links, link: \.link, finished: \.finished)
        .dropsDuplicateLinks(within: .seconds(1), recent: \.recent)
        .holdsLinks(until: \.isReady, pending: \.pending),
      urlToOpen: \.urlToOpen)
  }
}

@MainActor
@Suite struct DuplicateLinksTests {
  let link = URL(string: "notes:///create?title=Once")!
  let other = URL(string: "notes://notes/3")!

  @Test func aLinkDeliveredTwiceWithinTheWindowReachesTheFeatureOnce() async {
    let now = LockIsolated(Date(timeIntervalSince1970: 1_000))
    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.date = DateGenerator { now.value }
    }
    await store.send(.link(link)) {
      $0.opened = [self.link]
      $0.recent.seen = [self.link: Date(timeIntervalSince1970: 1_000)]
    }
    now.setValue(Date(timeIntervalSince1970: 1_000.4))
    await store.send(.link(link)) { $0.recent.dropped = [self.link] }
    // Another link is not a duplicate.
    await store.send(.link(other)) {
      $0.opened = [self.link, self.other]
      $0.recent.seen[self.other] = Date(timeIntervalSince1970: 1_000.4)
    }
    // After the window, the same link is a new click.
    now.setValue(Date(timeIntervalSince1970: 1_002))
    await store.send(.link(link)) {
      $0.opened = [self.link, self.other, self.link]
      $0.recent.seen = [self.link: Date(timeIntervalSince1970: 1_002)]
    }
  }

  @Test func aColdStartLinkAlsoDeliveredByActivationIsAppliedOnceWhenReady() async {
    let store = TestStore(initialState: Mailbox.State(isReady: false)) {
      Mailbox()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 50))
    }
    // The launch argument and the activation both bring the link before the app is ready.
    await store.send(.link(link)) { $0.pending = [self.link] }
    await store.send(.link(link)) { $0.pending = [self.link, self.link] }
    await store.send(.ready) {
      $0.isReady = true
      $0.pending = []
    }
    await store.receive(.link(link)) {
      $0.opened = [self.link]
      $0.recent.seen = [self.link: Date(timeIntervalSince1970: 50)]
    }
    await store.receive(.link(link)) { $0.recent.dropped = [self.link] }
  }
}
