@_spi(Testing) import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

/// A site's short link (`https://shelf.example/s/<code>`) the app was opened with: asked of
/// the site once, and the link it stands for taken in as that link; anything the site should
/// not vouch for, or a refusal, recorded and sent to `unhandled`.
struct ShortShelf: Reducer {
  struct State: Equatable {
    var shown: Int?
    var unhandled: [URL] = []
  }

  struct BookLink: Codable, Equatable { var id: Int }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case finished(RouteOutcome)
    case unhandled(URL)
    case ping
  }

  static let links = LinkRoutes<State, Action>(
    LinkConfiguration(schemes: ["shelf"], universalLinkHosts: ["shelf.example"], hostHandling: .firstPathSegment)
  ) { screens in
    screens.route("/books/:id") { (state, link: BookLink) in state.shown = link.id }
  } requests: { requests in
    requests.route("/ping", send: .ping)
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.finished)
    .showing(unhandled: \.unhandled)
    .expandingShortLinks()

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .unhandled(url) = action { state.unhandled.append(url) }
      return .none
    }
    .handlesLinks(Self.intake)
  }
}

@MainActor
@Suite struct ShortLinksStoreTests {
  static let short = URL("https://shelf.example/s/7K3M0QRSTV")

  func makeStore(
    answer: Result<URL, DeferredLinkError>, asked: LockIsolated<[URL]> = LockIsolated([]),
    outcomes: LinkOutcomes = .recording()
  ) -> TestStore<ShortShelf.State, ShortShelf.Action> {
    TestStore(initialState: ShortShelf.State()) {
      ShortShelf()
    } withDependencies: {
      $0.linkOutcomes = outcomes
      $0.shortLinks = ShortLinkClient { short in
        asked.withValue { $0.append(short) }
        return try answer.get()
      }
    }
  }

  @Test func aShortLinkIsAskedOnceAndItsLinkTakenInAsThatLink() async {
    let asked = LockIsolated<[URL]>([])
    let outcomes = LinkOutcomes.recording()
    let store = makeStore(answer: .success(URL("https://shelf.example/books/3")), asked: asked, outcomes: outcomes)
    await store.send(.received(Self.short))
    await store.receive(\.received) { $0.shown = 3 }
    #expect(asked.value == [Self.short])
    #expect(outcomes.recent().map(\.result) == [.shown])
    #expect(outcomes.recent().last?.url == "https://shelf.example/books/3")
  }

  @Test func aRefusalIsRecordedAndTheShortLinkSentToUnhandled() async {
    let outcomes = LinkOutcomes.recording()
    let store = makeStore(answer: .failure(.refused(.used)), outcomes: outcomes)
    await store.send(.received(Self.short))
    await store.receive(\.unhandled) { $0.unhandled = [Self.short] }
    #expect(
      outcomes.recent().map(\.result)
        == [.refused(.shortLink("the short link has been followed as many times as it may be"))])
    #expect(outcomes.recent().last?.description.contains("short link: the short link has been followed") == true)
  }

  /// The site vouches only for where a person lands on its own host: a request, another host
  /// or a link no route takes is refused, and nothing runs.
  @Test(arguments: [
    "https://shelf.example/ping", "https://elsewhere.example/books/3", "http://shelf.example/books/3",
    "https://shelf.example/s/OTHERCODE1",
  ])
  func anAnswerTheSiteMayNotVouchForIsRefused(_ answer: String) async {
    let outcomes = LinkOutcomes.recording()
    let store = makeStore(answer: .success(URL(string: answer)!), outcomes: outcomes)
    await store.send(.received(Self.short))
    await store.receive(\.unhandled) { $0.unhandled = [Self.short] }
    #expect(
      outcomes.recent().map(\.result) == [.refused(.shortLink("the site's link leads to no screen on shelf.example"))])
  }

  /// Only a universal link under the prefix is asked: a custom scheme's `/s/…`, another host's,
  /// or the bare prefix are links no route takes, and the site is never asked.
  @Test(arguments: ["shelf://s/7K3M0QRSTV", "https://other.example/s/7K3M0QRSTV", "https://shelf.example/s/"])
  func otherLinksAreNotAsked(_ link: String) async {
    let asked = LockIsolated<[URL]>([])
    let store = makeStore(answer: .success(URL("https://shelf.example/books/3")), asked: asked)
    await store.send(.received(URL(string: link)!))
    await store.receive(\.unhandled) { $0.unhandled = [URL(string: link)!] }
    #expect(asked.value.isEmpty)
  }
}
