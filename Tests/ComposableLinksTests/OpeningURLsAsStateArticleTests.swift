import ComposableLinks
import Foundation
import Testing

/// The "Opening URLs as state" article's code, as it prints it (DocumentationCodeTests checks
/// that it does), run: the feature and its test are `LinkFeature` and
/// `OpensURLTests.aFailedOpenIsReportedAsFalse`; the store, the driver and the effect are here.
@MainActor
@Suite struct OpeningURLsAsStateArticleTests {
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
