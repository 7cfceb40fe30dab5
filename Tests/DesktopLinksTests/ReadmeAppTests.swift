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

    /// The article "Receiving links while the app runs": the same app, serving its outcomes.
    @MainActor static func makeServingOutcomes() throws -> (DesktopApplication, LinkOutcomes) {
      let application = try DesktopApplication(applicationID: "org.example.Notes", schemes: ["notes"])
      let outcomes = LinkOutcomes.recording()
      application.onStartup = {
        application.servesLinkOutcomes { outcomes.recent() }
        let store = Store(initialState: Links.State()) {
          Links()
        } withDependencies: {
          $0.linkOutcomes = outcomes
        }
        application.receiver = { event in
          if case let .link(url) = event { store.send(.received(url)) }
        }
        ReadmeApp.links = store
      }
      return (application, outcomes)
    }

    struct Links: Reducer {
      struct State: Equatable { var urlToOpen: URL? }
      @CasePathable enum Action: Equatable { case received(URL), unhandled(URL), finished(RouteOutcome) }
      static let routes = LinkRoutes<State, Action>(.init(schemes: ["notes"])) { $0.route("/notes") { _ in } }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .handlesLinks(
            LinkIntake(Self.routes, link: \.received, finished: \.finished)
              .showing(unhandled: \.unhandled),
            urlToOpen: \.urlToOpen)
      }
    }

    @MainActor static var links: Store<Links.State, Links.Action>?
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

    @Test func theArticlesAppReportsEachLinksOutcome() async throws {
      let (application, outcomes) = try ReadmeApp.makeServingOutcomes()
      application.onStartup?()  // not registered on a bus: nothing is served, the rest works
      let url = try #require(URL(string: "notes:///notes?token=s3cret"))
      #expect(await application.opener().open(url))
      #expect(outcomes.recent().map(\.result) == [.shown])
      #expect(outcomes.recent().map(\.url) == ["notes:///notes?token=•••"])
    }
  }
#endif
