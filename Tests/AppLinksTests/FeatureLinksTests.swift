import ComposableLinks
import Foundation
import Testing

/// An app whose features own their links: each declares its screens in a function the app's
/// one declaration calls ("Effortless Deep Linking with TCA", migrated; AppLinks' articles
/// "Deep linking" and "Migrating from deep linking with TCA" print this code).
struct Home: Reducer {
  struct State: Equatable { var article: Int? }
  enum Action: Equatable {}
  struct ArticleLink: Decodable { var id: Int }

  static func screens(_ screens: inout LinkRoutes<App.State, App.Action>.Screens) {
    screens.route("/articles/:id") { (state, link: ArticleLink) in
      state.tab = .home
      state.home.article = link.id
    }
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Profile: Reducer {
  struct State: Equatable { var destination: Destination? }
  enum Destination: Equatable { case account, settings(section: String?) }
  enum Action: Equatable {}
  struct SettingsLink: Decodable { var section: String? }

  static func screens(_ screens: inout LinkRoutes<App.State, App.Action>.Screens) {
    screens.route("/profile/account") { state in
      state.tab = .profile
      state.profile.destination = .account
    }
    screens.route("/profile/settings") { (state, link: SettingsLink) in
      state.tab = .profile
      state.profile.destination = .settings(section: link.section)
    }
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct App: Reducer {
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
    case finished(RouteOutcome)
  }

  static let links = LinkRoutes<State, Action>(.init(schemes: ["app"], hostHandling: .firstPathSegment)) {
    screens in
    Home.screens(&screens)
    Profile.screens(&screens)
  }
  static let intake = LinkIntake(links, link: \.deepLink, finished: \.finished)
    .showing(unhandled: \.unhandledLink)

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .unhandledLink(url) = action { state.unhandled.append(url) }
      return .none
    }
    .handlesLinks(Self.intake)
  }
}

@MainActor
@Suite struct FeatureLinksTests {
  @Test func eachFeaturesLinkSelectsItsTab() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.deepLink(URL(string: "app://profile/settings?section=privacy")!)) {
      $0.tab = .profile
      $0.profile.destination = .settings(section: "privacy")
    }
    await store.send(.deepLink(URL(string: "app://articles/7")!)) {
      $0.tab = .home
      $0.home.article = 7
    }
  }

  /// A path, segment by segment: `?next=account` opens nothing, and is sent back as unhandled.
  @Test func aLinkIsMatchedByItsPathNotASubstring() async {
    let store = TestStore(initialState: App.State()) { App() }
    let link = URL(string: "https://example.com/?next=account")!
    await store.send(.deepLink(link))
    await store.receive(\.unhandledLink) { $0.unhandled = [link] }
  }
}
