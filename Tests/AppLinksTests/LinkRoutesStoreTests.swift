@_spi(Testing) import ComposableLinks
import Foundation
@_spi(Testing) import LinkRouting
import LinkTestSupport
import Testing

/// A feature with screens and requests on the same paths, taken through one table.
struct Shelf: Reducer {
  struct State: Equatable {
    var shown: Int?
    var editing: String?
    var books: [Int: String] = [1: "Dune"]
    var urlToOpen: URL?
    var outcomes: [RouteOutcome] = []
    var unhandled: [URL] = []
    var loads = 0
  }

  struct BookLink: Codable, Equatable { var id: Int }
  struct NewBook: Codable, Equatable { var title: String }
  struct Title: Encodable, Equatable { var title: String }
  struct NoBook: XCallbackError { var errorCode: Int { 404 }; var errorMessage: String { "No book" } }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case answer(URL)
    case shown(URL)
    case unhandled(URL)
    case finished(RouteOutcome)
    case show(BookLink, LinkReply<Title>)
    case ping
    case openURL(OpenURLAction)
  }

  static let configuration = LinkConfiguration(schemes: ["shelf"], hostHandling: .firstPathSegment)

  // The article "Screens and requests in one table" prints this declaration.
  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/books/:id") { (state, link: BookLink) in
      state.shown = link.id
    } read: { state in
      state.shown.map(BookLink.init(id:))
    }
    screens.route("/new") { (state, book: NewBook) in state.editing = book.title }
    screens.alias("/book/:bookID", of: "/books/:id", renaming: ["bookID": "id"])
  } requests: { requests in
    requests.route("/books/:id") { (link: BookLink, reply: LinkReply<Title>) in .show(link, reply) }
    requests.route("/ping", send: .ping)
  }

  let routes: LinkRoutes<State, Action>

  init(routes: LinkRoutes<State, Action> = Self.links) {
    self.routes = routes
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .show(link, reply):
        guard let title = state.books[link.id] else { return reply.fail(NoBook()) }
        return reply.succeed(with: Title(title: title))
      case .shown:
        state.loads += 1
        return .none
      case let .unhandled(url):
        state.unhandled.append(url)
        return .none
      case let .finished(outcome):
        state.outcomes.append(outcome)
        return .none
      case .received, .answer, .ping, .openURL:
        return .none
      }
    }
    .handlesLinks(
      LinkIntake(routes, link: \.received, finished: \.finished)
        .showing(\.shown, unhandled: \.unhandled)
        .answering(\.answer),
      urlToOpen: \.urlToOpen)
  }
}

@MainActor
@Suite struct LinkRoutesStoreTests {
  @Test func aPlainLinkToAPathOfBothKindsIsShown() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://books/1"))) { $0.shown = 1 }
    await store.receive(\.shown) { $0.loads = 1 }
  }

  @Test func anAliasDeclaredOnceReachesTheScreenAndTheRequest() async {
    let opener = RecordingOpener(supported: ["caller"])
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.urlOpener = opener.opener
    }
    await store.send(.received(URL("shelf://book/1"))) { $0.shown = 1 }
    await store.receive(\.shown) { $0.loads = 1 }
    await store.send(.received(URL("shelf://x-callback-url/book/1?x-success=caller://ok")))
    await store.receive(\.show)
    await store.receive(\.finished) {
      $0.outcomes = [.handled(callback: URL("caller://ok?title=Dune"))]
      $0.urlToOpen = URL("caller://ok?title=Dune")
    }
    // Printed in the current form.
    #expect(Shelf.links.url(for: Shelf.State(shown: 1)) == URL("shelf://books/1"))
  }

  @Test func anAliasOfAPatternNoRouteHasIsReportedAndLeftOut() {
    withKnownIssue {
      let routes = LinkRoutes<Shelf.State, Shelf.Action>(Shelf.configuration) { screens in
        screens.route("/new") { (state, book: Shelf.NewBook) in state.editing = book.title }
        screens.alias("/old/:x", of: "/nowhere/:x")
      }
      #expect(
        routes.registrationErrors == [.invalidPattern("/nowhere/:x", reason: "no route of this table has this pattern")]
      )
      #expect(routes.routes.map(\.pattern.description) == ["/new"])
    } matching: { issue in
      issue.description.contains("Alias /old/:x not added")
    }
  }

  @Test func aRequirementForEveryRouteGuardsScreensAndRequests() throws {
    let locked = LinkRequirement<Shelf.State>("locked") { _ in
      false
    } prompt: { _ in
    }
    let routes = LinkRoutes<Shelf.State, Shelf.Action>(Shelf.configuration) { screens in
      screens.route("/books/:id") { (state, link: Shelf.BookLink) in state.shown = link.id }
      screens.route("/new") { (state, book: Shelf.NewBook) in state.editing = book.title }
      screens.requiring(locked)
    } requests: { requests in
      requests.route("/books/:id") { (link: Shelf.BookLink, reply: LinkReply<Shelf.Title>) in .show(link, reply) }
      requests.route("/ping", send: .ping)
      requests.requiring(locked)
    }
    for path in ["/books/:id", "/new", "/ping"] {
      #expect(routes.requirement(for: try RoutePattern(path))?.name == "locked", "\(path)")
    }
    #expect(Shelf.links.requirement(for: try RoutePattern("/new")) == nil)
  }

  @Test func anXCallbackCallToThatPathIsAnswered() async {
    let opener = RecordingOpener(supported: ["caller"])
    let store = TestStore(initialState: Shelf.State()) {
      Shelf()
    } withDependencies: {
      $0.urlOpener = opener.opener
    }
    await store.send(.received(URL("shelf://x-callback-url/books/1?x-success=caller://ok")))
    await store.receive(\.show)
    await store.receive(\.finished) {
      $0.outcomes = [.handled(callback: URL("caller://ok?title=Dune"))]
      $0.urlToOpen = URL("caller://ok?title=Dune")
    }
  }

  @Test func anyXParameterMakesARequestEvenAnEmptyOne() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://books/1?x-source=")))
    await store.receive(\.show)
    await store.receive(\.finished) { $0.outcomes = [.handled(callback: nil)] }
  }

  @Test func aRequestOnlyPathAnswersAPlainLink() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://ping")))
    await store.receive(\.ping)
    await store.receive(\.finished) { $0.outcomes = [.handled(callback: nil)] }
  }

  @Test func aCallToAScreenOnlyPathIsNotMatchedAndNothingChanges() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://x-callback-url/new?title=Emma")))
    await store.receive(\.finished) { $0.outcomes = [.notMatched(.noRoute(path: "/new"))] }
  }

  @Test func aLinkNoRouteTakesIsUnhandledAndABadInputLeavesTheStateAlone() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://settings")))
    await store.receive(\.unhandled) { $0.unhandled = [URL("shelf://settings")] }
    await store.send(.received(URL("shelf://books/abc")))
    await store.receive(\.unhandled) { $0.unhandled.append(URL("shelf://books/abc")) }
  }

  @Test func aRefusedCallbackIsFinishedAsRefused() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.received(URL("shelf://books/1?x-success=javascript:x")))
    await store.receive(\.finished) {
      $0.outcomes = [
        .refused(
          CallbackPolicyError(parameter: "x-success", callback: "javascript:x", reason: .schemeNotAllowed("javascript"))
        )
      ]
    }
  }

  @Test func answeringTakesEveryLinkAsARequest() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.answer(URL("shelf://books/2")))
    await store.receive(\.show)
    await store.receive(\.finished) {
      $0.outcomes = [.failed(RouteFailure(Shelf.NoBook()), callback: nil)]
    }
    await store.send(.answer(URL("shelf://new?title=Emma")))
    await store.receive(\.finished) { $0.outcomes.append(.notMatched(.noRoute(path: "/new"))) }
    await store.send(.answer(URL("shelf://settings")))
    await store.receive(\.finished) { $0.outcomes.append(.notMatched(.noRoute(path: "/settings"))) }
  }

  @Test(arguments: [
    "shelf://books/1", "shelf://x-callback-url/books/1", "shelf://ping", "shelf://new?title=Emma",
    "shelf://x-callback-url/new", "shelf://settings", "shelf://books/1?x-success=javascript:x",
  ])
  func eachLinkIsMatchedExactlyOnce(_ link: String) async throws {
    let probe = MatchProbe()
    let store = Store(initialState: Shelf.State()) {
      Shelf(routes: Shelf.links.counting(into: probe))
    }
    await store.send(.received(try #require(URL(string: link)))).finish()
    #expect(probe.matched == 1)
  }

  @Test func theTableListsEachPathOnceWithItsKind() {
    #expect(
      Shelf.links.routes.map { "\($0.pattern) \($0.kind)" } == [
        "/books/:id screen + request", "/new screen", "/ping request",
      ])
    #expect(Shelf.links.registrationErrors.isEmpty)
    #expect(Shelf.links.url(for: Shelf.State(shown: 4)) == URL("shelf://books/4"))
  }

  @Test func screensAndRequestsThatCannotBeJoinedAreReported() {
    let configuration = Shelf.configuration
    withKnownIssue {
      let routes = LinkRoutes<Shelf.State, Shelf.Action>(configuration) { screens in
        screens.route("/books/:id") { (state, link: Shelf.BookLink) in state.shown = link.id }
      } requests: { requests in
        requests.route("/books/:bookID", send: .ping)
      }
      #expect(routes.registrationErrors.count == 1)
      #expect(routes.registrationErrors.first.map { "\($0)" }?.contains("different parameter names") == true)
      #expect(routes.routes.map(\.kind) == ["screen"])
    }
  }
}
