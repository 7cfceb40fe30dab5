import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

/// The seed's feature (ComposableOpenURL's README), in this package's shape: the feature the
/// "Opening URLs as state" article prints.
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

/// A feature that keeps what its reducer saw in `urlToOpen` each time an outcome arrived:
/// `opensURL` has cleared the URL by then.
struct OutcomeProbe: Reducer {
  struct State: Equatable {
    var urlToOpen: URL?
    var seenWithOutcome: [URL?] = []
  }

  @CasePathable
  enum Action: Equatable {
    case open(URL)
    case openURL(OpenURLAction)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(url): state.urlToOpen = url
      case .openURL: state.seenWithOutcome.append(state.urlToOpen)
      }
      return .none
    }
    .opensURL(state: \.urlToOpen, action: \.openURL)
  }
}

@MainActor
@Suite struct OpensURLTests {
  @Test(arguments: [OpenURLAction.openedURL(true), .openedURL(false), .urlNotSupported])
  func theFeatureSeesTheURLClearedWhenAnOutcomeArrives(_ outcome: OpenURLAction) async {
    let store = TestStore(initialState: OutcomeProbe.State()) { OutcomeProbe() }
    await store.send(.open(URL(string: "https://example.com")!)) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(outcome)) {
      $0.urlToOpen = nil
      $0.seenWithOutcome = [nil]
    }
  }

  @Test func openingASupportedURLIsAStateChange() async {
    let store = TestStore(initialState: LinkFeature.State()) { LinkFeature() }
    await store.send(.tappedOpenURLButton) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(.openedURL(true))) {
      $0.urlToOpen = nil
      $0.lastOutcome = .openedURL(true)
    }
  }

  @Test func anUnsupportedURLIsCleared() async {
    let store = TestStore(initialState: LinkFeature.State()) { LinkFeature() }
    await store.send(.tappedOpenURLButton) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(.urlNotSupported)) {
      $0.urlToOpen = nil
      $0.lastOutcome = .urlNotSupported
    }
  }

  // The seed's own test sent `openedURL` with no result: a failed open could not be told apart.
  @Test func aFailedOpenIsReportedAsFalse() async {
    let store = TestStore(initialState: LinkFeature.State()) { LinkFeature() }
    await store.send(.tappedOpenURLButton) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(.openedURL(false))) {
      $0.urlToOpen = nil
      $0.lastOutcome = .openedURL(false)
    }
  }

  @Test func otherActionsLeaveTheURLAlone() async {
    var state = LinkFeature.State(urlToOpen: URL("https://a.example"))
    _ = LinkFeature().reduce(into: &state, action: .tappedOpenURLButton)
    #expect(state.urlToOpen == URL("https://example.com"))
  }
}
