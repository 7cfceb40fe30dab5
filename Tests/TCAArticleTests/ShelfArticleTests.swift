// AppLinks' article "Screens and requests in one table", its intake as a TCA app writes it: after
// the feature, through the glue of "Using the links with The Composable Architecture"
// (Effect+Links.swift), with ComposableCore standing for TCA. The article's table runs as
// `Shelf` in AppLinksTests; this one is smaller: a screen and a request on one path.
import AppLinks
import ComposableCore
import ConcurrencyExtras
import Foundation
import Testing

struct Shelf: Reducer {
  struct State: Equatable {
    var shown: Int?
    var loads = 0
    var unhandled: [URL] = []
  }

  struct BookLink: Codable, Equatable, Sendable { var id: Int }
  struct Title: Encodable, Equatable, Sendable { var title: String }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case answer(URL)
    case shown(URL)
    case unhandled(URL)
    case finished(RouteOutcome)
    case show(BookLink, LinkReply<Title>)
  }

  static let configuration = LinkConfiguration(schemes: ["shelf"], hostHandling: .firstPathSegment)

  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/books/:id") { (state, link: BookLink) in state.shown = link.id }
  } requests: { requests in
    requests.route("/books/:id") { (link: BookLink, reply: LinkReply<Title>) in .show(link, reply) }
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.finished)
    .showing(\.shown, unhandled: \.unhandled)
    .answering(\.answer)

  @Dependency(\.urlOpener) var openURL

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shown:
        state.loads += 1
        return .none
      case let .show(link, reply):
        return .run { _ in reply.answer(.success(Title(title: "Book \(link.id)"))) }
      case let .unhandled(url):
        state.unhandled.append(url)
        return .none
      case let .finished(outcome):
        guard let callback = outcome.callback else { return .none }
        return .run { _ in await openURL(callback) }
      case .received, .answer:
        return .none
      }
    }
    // After the feature: the intake, through the glue of "Using the links with TCA".
    Reduce { state, action in .links(Self.intake.reduce(into: &state, action: action)) }
  }
}

@MainActor
@Suite struct ShelfArticleTests {
  @Test func aPlainLinkIsShownAndACallOnTheSamePathIsAnswered() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.urlOpener = URLOpener(canOpen: { _ in true }) { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    await store.send(.received(URL(string: "shelf://books/1")!)) { $0.shown = 1 }
    await store.receive(\.shown) { $0.loads = 1 }
    await store.send(.received(URL(string: "shelf://x-callback-url/books/2?x-success=caller://ok")!))
    await store.receive(\.show)
    await store.receive(\.finished)
    #expect(opened.value == [URL(string: "caller://ok?title=Book%202")!])
  }

  @Test func theAnsweringActionTakesAPlainLinkAsARequest() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.answer(URL(string: "shelf://books/3")!))
    await store.receive(\.show)
    await store.receive(\.finished)
    #expect(store.state.shown == nil)
  }

  @Test func aLinkNoRouteTakesIsUnhandled() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL(string: "shelf://settings")!))
    await store.receive(\.unhandled) { $0.unhandled = [URL(string: "shelf://settings")!] }
  }
}
