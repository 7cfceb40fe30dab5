import ComposableLinks
import Foundation
import Testing

/// What `handlesLinks(_:urlToOpen:)` adds to the intake it runs: the answer's callback set as
/// the URL to open, and a held link kept from the feature until it is released.
@MainActor
@Suite struct LinkIntakeReducerTests {
  struct Memo: Reducer {
    struct State: Equatable {
      var seen: [URL] = []
      var ready = false
      var pending: [URL] = []
      var urlToOpen: URL?
      var finished = 0
    }
    @CasePathable enum Action: Equatable {
      case received(URL)
      case ping(LinkReply<NoOutput>)
      case ready
      case finished(RouteOutcome)
    }

    static let links = LinkRoutes<State, Action>(.init(schemes: ["memo"])) { _ in
    } requests: {
      $0.route("/ping") { (reply: LinkReply<NoOutput>) in .ping(reply) }
    }
    static let intake = LinkIntake(links, link: \.received, finished: \.finished)
      .holdsLinks(until: \.ready, pending: \.pending)

    /// Where a finished request's callback goes: `urlToOpen`, or nowhere (the feature opens it).
    let urlToOpen: WritableKeyPath<State, URL?>?

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .received(url):
          state.seen.append(url)
          return .none
        case let .ping(reply):
          return reply.succeed()
        case .ready:
          state.ready = true
          return .none
        case .finished:
          state.finished += 1
          return .none
        }
      }
      .handlesLinks(Self.intake, urlToOpen: urlToOpen)
    }
  }

  let ping = URL(string: "memo://x-callback-url/ping?x-success=caller%3A%2F%2Fok")!

  @Test func theAnswersCallbackIsTheURLToOpen() async {
    let store = TestStore(initialState: Memo.State(ready: true)) { Memo(urlToOpen: \.urlToOpen) }
    await store.send(.received(ping)) { $0.seen = [self.ping] }
    await store.receive(\.ping)
    await store.receive(\.finished) {
      $0.urlToOpen = URL(string: "caller://ok")
      $0.finished = 1
    }
  }

  @Test func withoutAURLToOpenTheFeatureOpensTheCallbackItself() async {
    let store = TestStore(initialState: Memo.State(ready: true)) { Memo(urlToOpen: nil) }
    await store.send(.received(ping)) { $0.seen = [self.ping] }
    await store.receive(\.ping)
    await store.receive(\.finished) { $0.finished = 1 }
  }

  /// The intake runs before the feature: a held link reaches the feature once released.
  @Test func theFeatureSeesAHeldLinkOnlyWhenItIsReleased() async {
    let store = TestStore(initialState: Memo.State()) { Memo(urlToOpen: \.urlToOpen) }
    await store.send(.received(ping)) { $0.pending = [self.ping] }
    await store.send(.ready) {
      $0.ready = true
      $0.pending = []
    }
    await store.receive(\.received) { $0.seen = [self.ping] }
    await store.receive(\.ping)
    await store.receive(\.finished) {
      $0.urlToOpen = URL(string: "caller://ok")
      $0.finished = 1
    }
  }
}
