import ComposableLinks
import Foundation
import Testing

/// The "Opening URLs as state" article's code, as it prints it (DocumentationCodeTests checks
/// that it does), run.
@MainActor
@Suite struct OpeningURLsAsStateArticleTests {
  // The article's feature.
  struct LinkFeature: Reducer {
    struct State: Equatable {
      var urlToOpen: URL?
      var lastOutcome: OpenURLAction?
    }

    @CasePathable
    enum Action: Equatable {
      case tappedOpenURLButton
      case openURL(OpenURLAction)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tappedOpenURLButton:
          state.urlToOpen = URL(string: "https://example.com")
          return .none
        case let .openURL(outcome):
          state.lastOutcome = outcome
          return .none
        }
      }
      .opensURL(state: \.urlToOpen, action: \.openURL)
    }
  }

  /// An effect that opens a URL itself ("Without state").
  struct OpensItself: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case open(URL) }

    @Dependency(\.urlOpener) var urlOpener

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .open(url):
        return .run { _ in _ = await urlOpener.open(url) }
      }
    }
  }

  @Test func testingIt() async {
    let store = TestStore(initialState: LinkFeature.State()) { LinkFeature() }
    await store.send(.tappedOpenURLButton) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(.openedURL(false))) {
      $0.urlToOpen = nil
      $0.lastOutcome = .openedURL(false)
    }
  }

  @Test func runningIt() async {
    await withDependencies {
      $0.urlOpener = URLOpener(canOpen: { _ in true }, open: { _ in true })
    } operation: {
      let store = Store(initialState: LinkFeature.State()) { LinkFeature() }
      let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
      store.send(.tappedOpenURLButton)
      await driver.finish()  // The outcome has been sent.
      #expect(store.lastOutcome == .openedURL(true))
      #expect(store.urlToOpen == nil)
    }
  }

  @Test func aStoreThatSaysWhatOpeningDoes() async {
    let store = Store(initialState: LinkFeature.State()) {
      LinkFeature()
    } withDependencies: {
      $0.urlOpener = URLOpener(canOpen: { _ in true }, open: { _ in true })
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(store.lastOutcome == .openedURL(true))
  }

  @Test func withoutState() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: OpensItself.State()) {
      OpensItself()
    } withDependencies: {
      $0.urlOpener = URLOpener(
        canOpen: { _ in true },
        open: { url in
          opened.withValue { $0.append(url) }; return true
        })
    }
    await store.send(.open(URL(string: "https://example.com")!))
    await store.finish()
    #expect(opened.value == [URL(string: "https://example.com")!])
  }
}
