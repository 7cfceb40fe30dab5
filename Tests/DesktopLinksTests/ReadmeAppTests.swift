#if canImport(CGIO)
  import ComposableLinks
  import DesktopLinks
  import Foundation
  import GApplicationLinks
  import Testing

  /// The README's running Linux app, kept here so it compiles and runs: the same wiring, with
  /// the link handed in by the app's own opener instead of the desktop (no bus is needed).
  /// Change both together.
  enum ReadmeApp {
    struct Notes: Reducer {
      struct State: Equatable { var shown: [URL] = [] }
      @CasePathable enum Action: Equatable { case link(URL) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case let .link(url) = action { state.shown.append(url) }
          return .none
        }
      }
    }

    @MainActor static var store: Store<Notes.State, Notes.Action>?

    @MainActor static func make() throws -> DesktopApplication {
      let application = try DesktopApplication(applicationID: "org.example.Notes", schemes: ["notes"])
      application.onStartup = {  // in the first instance only
        let store = Store(initialState: Notes.State()) { Notes() }
        application.receiver = { event in
          if case let .link(url) = event { store.send(.link(url)) }
        }
        ReadmeApp.store = store
      }
      return application  // then: exit(application.run())
    }
  }

  @MainActor
  @Suite struct ReadmeAppTests {
    @Test func aLinkReachesTheStore() async throws {
      let application = try ReadmeApp.make()
      application.onStartup?()
      let url = try #require(URL(string: "notes://notes/3"))
      #expect(await application.opener().open(url))
      #expect(ReadmeApp.store?.state.shown == [url])
    }
  }
#endif
