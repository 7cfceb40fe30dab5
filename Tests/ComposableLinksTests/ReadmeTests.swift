import ComposableLinks
import Foundation
import Testing

// The README's ComposableLinks quick start, kept here so it compiles and runs. Change both
// together.
enum Readme {
  struct LinkFeature: Reducer {
    struct State: Equatable { var urlToOpen: URL? }
    @CasePathable enum Action: Equatable {
      case tappedOpenURLButton
      case openURL(OpenURLAction)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tappedOpenURLButton = action { state.urlToOpen = URL(string: "https://example.com") }
        return .none
      }
      .opensURL(state: \.urlToOpen, action: \.openURL)  // clears the URL when the outcome arrives
    }
  }
}

@MainActor
@Suite struct ReadmeTests {
  @Test func quickStart() async {
    let recorder = RecordingOpener()
    let store = Store(initialState: Readme.LinkFeature.State()) {
      Readme.LinkFeature()
    } withDependencies: {
      $0.urlOpener = recorder.opener
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    store.send(.tappedOpenURLButton)
    await driver.finish()
    #expect(recorder.opened.value == [URL("https://example.com")])
    #expect(store.state.urlToOpen == nil)
  }
}
