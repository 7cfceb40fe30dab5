@_spi(Testing) import ComposableLinks
import Foundation
import Testing

/// What the deprecated `DeepLinkNavigation` runs (`ScreenNavigation`) still applies one
/// table of screens and sends a link no route takes back as `unhandled`. (The deprecated
/// request, hold and duplicate entries are covered by `XCallbackStoreTests`,
/// `RouteAccessStoreTests` and `DuplicateLinksTests`, through the same package entry points.)
@MainActor
@Suite struct DeprecatedEntriesTests {
  struct Shelf: Reducer {
    struct State: Equatable { var shown: Int? }
    @CasePathable enum Action: Equatable { case link(URL), unhandled(URL) }
    struct BookLink: Decodable { var id: Int }

    static let links = DeepLinkRoutes<State, Action>(scheme: "shelf")
      .route("/books/:id") { (state, link: BookLink) in state.shown = link.id }

    var body: some ReducerOf<Self> {
      ScreenNavigation(link: \.link, unhandled: \.unhandled, routes: Self.links)
    }
  }

  @Test func screenNavigationAppliesAScreenAndSendsBackWhatLeadsNowhere() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.link(URL("shelf:///books/7"))) { $0.shown = 7 }
    await store.send(.link(URL("shelf:///authors/7")))
    await store.receive(.unhandled(URL("shelf:///authors/7")))
  }
}
