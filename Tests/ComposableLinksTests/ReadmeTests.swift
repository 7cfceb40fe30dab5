import ComposableLinks
import ConcurrencyExtras
import Foundation
import Testing

// The README's examples, kept here so they compile and run. Change both together.
enum Readme {
  // 1. A typed route answering an x-callback.
  struct NewNote: Decodable, Sendable { var title: String; var body: String? }
  struct Created: Encodable, Sendable { var id: Int }

  static func makeRouter(insert: @escaping @Sendable (NewNote) async throws -> Int) -> LinkRouter {
    LinkRouter(scheme: "notes") { routes in
      routes.route("/create") { (note: NewNote) in
        Created(id: try await insert(note))
      }
    }
  }

  // 2. A deep link into the store, and the link printed back from state.
  struct Notes: Reducer {
    struct State: Equatable { var path: [Int] = []; var urlToOpen: URL? }
    @CasePathable enum Action: Equatable { case link(URL), unhandled(URL), finished(RouteOutcome) }
    struct NoteLink: Codable { var id: Int }

    static let links = LinkRoutes<State, Action>(.init(schemes: ["notes"], hostHandling: .firstPathSegment)) {
      $0.route("/notes/:id", examples: ["notes://notes/3"]) { (state, link: NoteLink) in
        state.path = [link.id]
      } read: { state in
        state.path.last.map(NoteLink.init(id:))
      }
    }

    static let intake = LinkIntake(links, link: \.link, finished: \.finished)
      .showing(unhandled: \.unhandled)

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .handlesLinks(Self.intake, urlToOpen: \.urlToOpen)
    }
  }

}

@MainActor
@Suite struct ReadmeTests {
  @Test func aTypedRouteAnswersAnXCallback() async {
    let router = Readme.makeRouter { _ in 1 }
    let outcome = await router.handle("notes://x-callback-url/create?title=Hi&x-success=caller%3A%2F%2Fdone")
    #expect(outcome.callback == URL(string: "caller://done?id=1"))
  }

  @Test func aDeepLinkIntoTheStoreAndBack() async {
    let store = TestStore(initialState: Readme.Notes.State()) { Readme.Notes() }
    await store.send(.link(URL(string: "notes://notes/3")!)) { $0.path = [3] }
    #expect(Readme.Notes.links.url(for: store.state) == URL(string: "notes://notes/3"))
    Readme.Notes.links.screens.checkExamples(from: Readme.Notes.State())
  }
}
