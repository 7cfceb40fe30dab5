import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

/// The seed's feature (ComposableOpenURL's README), in this package's shape.
struct LinkFeature: Reducer {
  struct State: Equatable {
    var urlToOpen: URL?
    var lastOutcome: OpenURLAction?
    /// What the feature saw in `urlToOpen` when an outcome arrived.
    var urlSeenWithOutcome: URL??
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
        state.urlSeenWithOutcome = .some(state.urlToOpen)
        return .none
      }
    }
    .opensURL(state: \.urlToOpen, action: \.openURL)
  }
}

@MainActor
@Suite struct OpensURLTests {
  @Test func openingASupportedURLIsAStateChange() async {
    let store = TestStore(initialState: LinkFeature.State()) { LinkFeature() }
    await store.send(.tappedOpenURLButton) {
      $0.urlToOpen = URL(string: "https://example.com")
    }
    await store.send(.openURL(.openedURL(true))) {
      $0.urlToOpen = nil
      $0.lastOutcome = .openedURL(true)
      $0.urlSeenWithOutcome = .some(nil)
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
      $0.urlSeenWithOutcome = .some(nil)
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
      $0.urlSeenWithOutcome = .some(nil)
    }
  }

  @Test func otherActionsLeaveTheURLAlone() async {
    var state = LinkFeature.State(urlToOpen: URL("https://a.example"))
    _ = LinkFeature().reduce(into: &state, action: .tappedOpenURLButton)
    #expect(state.urlToOpen == URL("https://example.com"))
  }
}
