import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

/// An app whose one table of routes turns a link into a tab, a stack and a sheet, through the
/// one way a link enters a store (`handlesLinks`).
struct Library: Reducer {
  enum Tab: Equatable { case books, authors }
  enum Screen: Equatable { case author(Int), book(Int) }
  enum Sheet: Equatable { case share(format: String) }

  struct State: Equatable {
    var tab = Tab.books
    var path = StackState<Screen>()
    @PresentationState var sheet: Sheet?
    var isReady = false
    var pendingLinks: [URL] = []
    var unhandled: [URL] = []
    var refreshed = 0
    var urlToOpen: URL?
  }

  @CasePathable enum Action: Equatable {
    case link(URL)
    case unhandledLink(URL)
    case ready
    case refresh
    case finished(RouteOutcome)
  }

  struct ShareLink: Decodable {
    var author: Int
    var book: Int
    var format: String = "pdf"
  }

  static let links = LinkRoutes<State, Action>(.init(schemes: ["library"])) { screens in
    screens.route("/authors/:author/books/:book/share") { (state: inout State, link: ShareLink) in
      state.tab = .authors
      state.path = StackState([.author(link.author), .book(link.book)])
      state.sheet = .share(format: link.format)
    }
    screens.route("/authors") { state in
      state.tab = .authors
      state.path.removeAll()
    }
    screens.route("/refresh", send: .refresh)
  }

  static let intake = LinkIntake(links, link: \.link, finished: \.finished)
    .showing(unhandled: \.unhandledLink)
    .holdsLinks(until: \.isReady, pending: \.pendingLinks)

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ready: state.isReady = true
      case let .unhandledLink(url): state.unhandled.append(url)
      case .refresh: state.refreshed += 1
      case .link, .finished: break
      }
      return .none
    }
    .handlesLinks(Self.intake, urlToOpen: \.urlToOpen)
  }
}

@MainActor
@Suite struct LibraryLinksTests {
  @Test func oneLinkSelectsATabPushesTwoScreensAndPresentsASheet() async {
    let store = TestStore(initialState: Library.State(isReady: true)) { Library() }
    await store.send(.link(URL(string: "library://books/authors/3/books/14/share?format=epub")!)) {
      $0.tab = .authors
      $0.path = StackState([.author(3), .book(14)])
      $0.sheet = .share(format: "epub")
    }
  }

  @Test func hostIsIgnoredAndTheSameURLReplacesTheStack() async {
    var state = Library.State(isReady: true)
    state.path.append(.book(1))
    let store = TestStore(initialState: state) { Library() }
    await store.send(.link(URL("library:///authors/"))) {
      $0.tab = .authors
      $0.path.removeAll()
    }
  }

  @Test func anActionRouteSendsItsAction() async {
    let store = TestStore(initialState: Library.State(isReady: true)) { Library() }
    await store.send(.link(URL("library:///refresh")))
    await store.receive(.refresh) {
      $0.refreshed = 1
    }
  }

  @Test func badInputLeavesTheStateAsItWas() async {
    let store = TestStore(initialState: Library.State(isReady: true)) { Library() }
    let url = URL("library:///authors/three/books/14/share")
    await store.send(.link(url))
    await store.receive(.unhandledLink(url)) {
      $0.unhandled = [url]
    }
  }

  @Test func aLinkBeforeTheAppIsReadyIsKeptAndAppliedWhenItIs() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    let first = URL("library:///authors")
    let second = URL("library:///refresh")
    await store.send(.link(first)) {
      $0.pendingLinks = [first]
    }
    await store.send(.link(second)) {
      $0.pendingLinks = [first, second]
    }
    await store.send(.ready) {
      $0.isReady = true
      $0.pendingLinks = []
    }
    await store.receive(.link(first)) {
      $0.tab = .authors
    }
    await store.receive(.link(second))
    await store.receive(.refresh) {
      $0.refreshed = 1
    }
  }

  @Test func routesAreMatchedByLinkRouting() {
    var state = Library.State()
    let result = Library.links.screens.apply(URL("library:///nowhere"), to: &state)
    #expect(result.map { _ in true } == .failure(.notMatched(.noRoute(path: "/nowhere"))))
  }

  @Test func aDuplicateRouteIsReportedAndTheFirstKept() {
    withKnownIssue {
      let routes = LinkRoutes<Library.State, Library.Action>(LinkConfiguration(schemes: ["library"])) { screens in
        screens.route("/a/:id") { $0.tab = .books }
        screens.route("/a/:other") { $0.tab = .authors }
      }.screens
      var state = Library.State(tab: .authors)
      _ = routes.apply(URL("library:///a/1"), to: &state)
      #expect(state.tab == .books)
    } matching: { issue in
      issue.description.contains("Deep-link route not added")
    }
  }
}
