import ComposableLinks
import Foundation
import Testing

// The seed article's app (Home and Profile tabs, each with its deep-link reducer), with what
// it left broken fixed: routes instead of substrings, the order declared once, the tab
// selected, and unhandled links reported.

struct Home: Reducer {
  struct State: Equatable { var openedArticle: Int? }
  @CasePathable enum Action: Equatable { case deepLink(DeepLinkAction) }

  struct ArticleLink: Decodable { var id: Int }

  var body: some ReducerOf<Self> {
    DeepLinkHandler(
      \.deepLink,
      routes: DeepLinkRoutes(scheme: "app")
        .route("/articles/:id") { (state: inout State, link: ArticleLink) in
          state.openedArticle = link.id
        }
    )
  }
}

struct Profile: Reducer {
  struct State: Equatable { @PresentationState var destination: Destination? }
  enum Destination: Equatable { case account, settings(section: String?) }
  @CasePathable enum Action: Equatable { case deepLink(DeepLinkAction) }

  struct SettingsLink: Decodable { var section: String? }

  var body: some ReducerOf<Self> {
    DeepLinkHandler(
      \.deepLink,
      routes: DeepLinkRoutes(scheme: "app")
        .route("/profile/account") { $0.destination = .account }
        .route("/profile/settings") { (state: inout State, link: SettingsLink) in
          state.destination = .settings(section: link.section)
        }
    )
  }
}

struct MainDeepLink: Reducer {
  enum Tab: Equatable { case home, profile }
  struct State: Equatable {
    var tab = Tab.home
    var home = Home.State()
    var profile = Profile.State()
    var unhandled: [URL] = []
  }
  @CasePathable enum Action: Equatable {
    case deepLink(URL)
    case unhandledLink(URL)
    case home(Home.Action)
    case profile(Profile.Action)
  }

  var body: some ReducerOf<Self> {
    DeepLinkChain(
      link: \.deepLink,
      unhandled: \.unhandledLink,
      .step(\.home, \.deepLink) { $0.tab = .home },
      .step(\.profile.deepLink) { $0.tab = .profile }
    )
    Scope(state: \.home, action: \.home) { Home() }
    Scope(state: \.profile, action: \.profile) { Profile() }
    Reduce { state, action in
      if case let .unhandledLink(url) = action { state.unhandled.append(url) }
      return .none
    }
  }
}

@MainActor
@Suite struct DeepLinkChainTests {
  @Test func theSecondFeatureHandlesAndItsTabIsSelected() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    let url = URL("app:///profile/account")
    await store.send(.deepLink(url))
    await store.receive(.home(.deepLink(.handle(url))))
    await store.receive(.home(.deepLink(.delegate(.next(url)))))
    await store.receive(.profile(.deepLink(.handle(url)))) {
      $0.profile.destination = .account
    }
    await store.receive(.profile(.deepLink(.delegate(.handled(url))))) {
      $0.tab = .profile
    }
  }

  @Test func theFirstFeatureWinsAndTheChainStops() async {
    let store = TestStore(initialState: MainDeepLink.State(tab: .profile)) { MainDeepLink() }
    let url = URL("app://x-callback-url/articles/7")
    await store.send(.deepLink(url))
    await store.receive(.home(.deepLink(.handle(url)))) {
      $0.home.openedArticle = 7
    }
    await store.receive(.home(.deepLink(.delegate(.handled(url))))) {
      $0.tab = .home
    }
  }

  @Test func aLinkNobodyHandlesIsReported() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    // The seed matched "account" anywhere in the URL; this one must not open the account.
    await expectPassedAlongTheWholeChain(URL("app:///help?topic=account"), store)
  }

  @Test func invalidInputIsPassedOnAndChangesNothing() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    await expectPassedAlongTheWholeChain(URL("app:///articles/seven"), store)
  }

  /// Every feature passes `url` on, and the chain reports it unhandled; nothing else changes.
  private func expectPassedAlongTheWholeChain(_ url: URL, _ store: TestStoreOf<MainDeepLink>) async {
    await store.send(.deepLink(url))
    await store.receive(.home(.deepLink(.handle(url))))
    await store.receive(.home(.deepLink(.delegate(.next(url)))))
    await store.receive(.profile(.deepLink(.handle(url))))
    await store.receive(.profile(.deepLink(.delegate(.next(url)))))
    await store.receive(.unhandledLink(url)) {
      $0.unhandled = [url]
    }
  }

  @Test func otherSchemesAreNotHandled() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    store.exhaustivity = .off
    let url = URL("other:///profile/account")
    await store.send(.deepLink(url))
    await store.skipReceivedActions()
    #expect(store.state.unhandled == [url])
    #expect(store.state.profile.destination == nil)
  }
}
