// The code of AppLinks' article "Using the links with The Composable Architecture", compiled
// and run against ComposableCore, which spells TCA's API the same way: a TCA app copies it and
// imports ComposableArchitecture instead of ComposableCore. Change both together.
import AppLinks
import ComposableCore
import Foundation
import Testing

enum TCAArticle {
  struct NewNote: Decodable, Sendable { var title: String }
  struct Created: Encodable, Sendable { var id: Int }
  struct NoteLink: Codable, Sendable { var id: Int }

  struct Notes: Reducer {
    struct State: Equatable {
      var path: [Int] = []
      var notes: [String] = []
      var urlToOpen: URL?
    }

    @CasePathable
    enum Action: Sendable {
      case received(URL)
      case create(NewNote, LinkReply<Created>)
      case finished(RouteOutcome)
    }

    static let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)

    static let links = LinkRoutes<State, Action>(configuration) { screens in
      screens.route("/notes/:id", examples: ["notes://notes/3"]) { (state, link: NoteLink) in
        state.path = [link.id]
      } read: { state in
        state.path.last.map(NoteLink.init(id:))
      }
    } requests: { requests in
      requests.route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .received(url):
          switch Self.links.decide(url, in: &state) {
          case let .shown(_, actions):
            return .merge(actions.map { .send($0) })
          case let .request(start):
            return .links(start.start(finished: Action.finished))
          case .waiting, .unhandled:
            return .none
          }

        case let .create(note, reply):
          state.notes.append(note.title)
          let id = state.notes.count
          return .run { _ in reply.answer(.success(Created(id: id))) }

        case let .finished(outcome):
          state.urlToOpen = outcome.callback
          return .none
        }
      }
    }
  }
}

extension Effect where Action: Sendable {
  /// What a link asks of the store, as an effect: its actions, then its operation.
  static func links(_ work: LinkWork<Action>) -> Self {
    let (actions, operation) = (work.actions, work.operation)
    return .merge(
      .merge(actions.map { .send($0) }),
      .run { send in await operation?({ await send($0) }) }
    )
  }
}

@MainActor
@Suite struct TCAArticleTests {
  @Test func aScreenLinkChangesTheStateAndPrintsBack() async {
    let store = TestStore(initialState: TCAArticle.Notes.State()) { TCAArticle.Notes() }
    await store.send(.received(URL(string: "notes://notes/3")!)) { $0.path = [3] }
    #expect(TCAArticle.Notes.links.url(for: store.state) == URL(string: "notes://notes/3"))
  }

  @Test func aRequestIsAnsweredWithItsCallback() async {
    let store = TestStore(initialState: TCAArticle.Notes.State()) { TCAArticle.Notes() }
    await store.send(.received(URL(string: "notes://x-callback-url/create?title=Hi&x-success=caller%3A%2F%2Fdone")!))
    await store.receive(\.create) { $0.notes = ["Hi"] }
    await store.receive(\.finished) { $0.urlToOpen = URL(string: "caller://done?id=1") }
  }
}
