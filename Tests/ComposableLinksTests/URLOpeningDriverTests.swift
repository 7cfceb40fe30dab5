import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

@MainActor
@Suite struct URLOpeningDriverTests {
  @Test func opensTheURLAndSendsTheOutcome() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: LinkFeature.State()) { LinkFeature() }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    store.send(.tappedOpenURLButton)
    #expect(driver.isOpening)
    await driver.finish()
    #expect(recorder.opened.value == [URL("https://example.com")])
    #expect(store.state.urlToOpen == nil)
    #expect(store.state.lastOutcome == .openedURL(true))
  }

  @Test func theFeatureSeesTheURLClearedWhenTheDriversOutcomeArrives() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: OutcomeProbe.State()) { OutcomeProbe() }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    store.send(.open(URL("https://example.com")))
    await driver.finish()
    #expect(store.state.seenWithOutcome == [nil])
  }

  @Test func aURLSetBeforeTheDriverStartsIsOpenedAtOnce() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: LinkFeature.State(urlToOpen: URL("https://early.example"))) {
      LinkFeature()
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    #expect(driver.isOpening)
    await driver.finish()
    #expect(recorder.opened.value == [URL("https://early.example")])
    #expect(store.state.urlToOpen == nil)
  }

  @Test func anUnsupportedURLIsNotOpened() async {
    let recorder = RecordingOpener(supported: [])
    let store = Store(initialState: LinkFeature.State()) { LinkFeature() }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(recorder.asked.value == [URL("https://example.com")])
    #expect(recorder.opened.value.isEmpty)
    #expect(store.state.lastOutcome == .urlNotSupported)
  }

  @Test func aFailedOpenSendsFalse() async {
    let recorder = RecordingOpener(opens: false)
    let store = Store(initialState: LinkFeature.State()) { LinkFeature() }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(store.state.lastOutcome == .openedURL(false))
  }

  @Test func thePendingURLIsNeverOpenedTwice() async {
    let recorder = RecordingOpener()
    // A feature that forgets to attach `opensURL`: the URL stays set after the outcome.
    let store = Store(initialState: LinkFeature.State()) {
      Reduce<LinkFeature.State, LinkFeature.Action> { state, action in
        if case .tappedOpenURLButton = action { state.urlToOpen = URL("https://example.com") }
        return .none
      }
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    store.send(.tappedOpenURLButton)
    store.send(.tappedOpenURLButton)  // Same URL again while it is being opened.
    await driver.finish()
    store.send(.tappedOpenURLButton)  // Still set: not a new request.
    await driver.finish()
    #expect(recorder.opened.value == [URL("https://example.com")])
  }

  @Test func usesTheStoresDependencyByDefault() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: LinkFeature.State()) {
      LinkFeature()
    } withDependencies: {
      $0.urlOpener = recorder.opener
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(recorder.opened.value == [URL("https://example.com")])
  }

  @Test func aStoppedDriverOpensNothingNew() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: LinkFeature.State()) { LinkFeature() }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    driver.stop()
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(recorder.opened.value.isEmpty)
    #expect(store.state.urlToOpen == URL("https://example.com"))
  }

  @Test func worksOnAScopedStore() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: LinkParent.State()) { LinkParent() }
    let child = store.scope(state: \.child, action: \.child)
    let driver = child.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    child.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(store.state.child.lastOutcome == .openedURL(true))
  }
}

struct LinkParent: Reducer {
  struct State: Equatable { var child = LinkFeature.State() }
  @CasePathable enum Action: Equatable { case child(LinkFeature.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { LinkFeature() }
  }
}
