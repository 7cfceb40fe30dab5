import ComposableCore
import Foundation
import Testing

// The deep-linking chain of "Effortless Deep Linking with TCA", ported to ComposableCore with
// the edits TCA 1.x code needs here: `@Reducer` becomes `: Reducer` plus `@CasePathable` on the
// actions, and the destination is written out as an enum reducer. Matching is by path, not by
// substring of the whole URL as in the article.

@CasePathable
enum DeepLinkDelegate: Equatable {
  case handled(URL)
  case next(URL)
}

struct AccountFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case close }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .run { _ in await dismiss() } }
  }
}

struct ProfileDeepLinkDestination: Reducer {
  @CasePathable
  enum State: Equatable { case account(AccountFeature.State) }
  @CasePathable
  enum Action: Equatable { case account(AccountFeature.Action) }
  var body: some ReducerOf<Self> {
    Scope(\.account, action: \.account) { AccountFeature() }
  }
}

struct ProfileDeepLink: Reducer {
  struct State: Equatable {
    @PresentationState var destination: ProfileDeepLinkDestination.State?
  }
  @CasePathable
  enum Action: Equatable {
    case handle(URL)
    case delegate(DeepLinkDelegate)
    case destination(PresentationAction<ProfileDeepLinkDestination.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .handle(url):
        guard let destination = destination(for: url) else { return .send(.delegate(.next(url))) }
        state.destination = destination
        return .send(.delegate(.handled(url)))
      case .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { ProfileDeepLinkDestination() }
  }

  private func destination(for url: URL) -> ProfileDeepLinkDestination.State? {
    url.pathComponents.dropFirst().first == "account" ? .account(AccountFeature.State()) : nil
  }
}

struct ProfileFeature: Reducer {
  struct State: Equatable { var deepLink = ProfileDeepLink.State() }
  @CasePathable
  enum Action: Equatable { case deepLink(ProfileDeepLink.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.deepLink, action: \.deepLink) { ProfileDeepLink() }
  }
}

/// Home handles nothing, as in the article: every link goes on to the next feature.
struct HomeFeature: Reducer {
  struct State: Equatable {}
  @CasePathable
  enum Action: Equatable { case deepLink(HomeDeepLinkAction) }
  @CasePathable
  enum HomeDeepLinkAction: Equatable {
    case handle(URL)
    case delegate(DeepLinkDelegate)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .deepLink(.handle(url)): .send(.deepLink(.delegate(.next(url))))
      case .deepLink(.delegate): .none
      }
    }
  }
}

struct MainDeepLink: Reducer {
  struct State: Equatable {
    var home = HomeFeature.State()
    var profile = ProfileFeature.State()
    var unhandled: [URL] = []
  }
  @CasePathable
  enum Action: Equatable {
    case deepLink(URL)
    case home(HomeFeature.Action)
    case profile(ProfileFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deepLink(url):
        return .send(.home(.deepLink(.handle(url))))
      case let .home(.deepLink(.delegate(.next(url)))):
        return .send(.profile(.deepLink(.handle(url))))
      case let .profile(.deepLink(.delegate(.next(url)))):
        // The article drops such links; keep them so the app can say so.
        state.unhandled.append(url)
        return .none
      case .home, .profile:
        return .none
      }
    }
    Scope(state: \.home, action: \.home) { HomeFeature() }
    Scope(state: \.profile, action: \.profile) { ProfileFeature() }
  }
}

@MainActor
struct DeepLinkingChainTests {
  let account = URL(string: "app://deeplink/account")!
  let unknown = URL(string: "app://deeplink/accounting-report")!

  @Test func profileHandlesAccountLink() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    await store.send(.deepLink(account))
    await store.receive(.home(.deepLink(.handle(account))))
    await store.receive(.home(.deepLink(.delegate(.next(account)))))
    await store.receive(.profile(.deepLink(.handle(account)))) {
      $0.profile.deepLink.destination = .account(AccountFeature.State())
    }
    await store.receive(.profile(.deepLink(.delegate(.handled(account)))))
  }

  @Test func accountDismissesItself() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    store.exhaustivity = .off
    await store.send(.deepLink(account))
    await store.receive(\.profile.deepLink.delegate) {
      $0.profile.deepLink.destination = .account(AccountFeature.State())
    }
    store.exhaustivity = .on
    await store.send(.profile(.deepLink(.destination(.presented(.account(.close))))))
    await store.receive(.profile(.deepLink(.destination(.dismiss)))) {
      $0.profile.deepLink.destination = nil
    }
  }

  @Test func linkNobodyHandlesIsKept() async {
    let store = TestStore(initialState: MainDeepLink.State()) { MainDeepLink() }
    store.exhaustivity = .off
    await store.send(.deepLink(unknown))
    await store.receive(\.profile.deepLink.delegate.next) {
      $0.unhandled = [unknown]
    }
    #expect(store.state.profile.deepLink.destination == nil)
  }
}
