// The feature of AppLinks' article "Using the links with The Composable Architecture", compiled
// and run against ComposableCore, which spells TCA's API the same way: a TCA app copies it and
// imports ComposableArchitecture instead (ArticleCodeTests checks that the article prints
// exactly this code).
import AppLinks
import ComposableCore
import Foundation

struct NoteLink: Codable, Sendable { var id: Int }
struct NewNote: Decodable, Sendable { var title: String }
struct Created: Encodable, Sendable { var id: Int }
struct Exported: Decodable, Equatable, Sendable { var title: String }

struct NoteDetail: Reducer {
  struct State: Equatable {
    var id: Int
    var title: String
  }

  enum Action: Sendable {
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(title):
        state.title = title
        return .none
      }
    }
  }
}

struct Notes: Reducer {
  @Reducer
  enum Path {
    case detail(NoteDetail)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var notes: [Int: String] = [:]
    var isLoaded = false
    var isLocked = true
    var isAskingForPIN = false
    var imported: [String] = []
    // What the links need kept: links held until loaded, recent ones, parked ones.
    var pendingLinks: [URL] = []
    var recentLinks = RecentLinks()
    var parkedLinks = ParkedLinks()
  }

  @CasePathable
  enum Action: Sendable {
    case started
    case loaded([Int: String])
    case unlock(pin: String)
    case importTapped
    case imported(LinkCallResult<Exported>)
    case importFailed(LinkCallError)
    case path(StackActionOf<Path>)
    // Links in, and what they ask of the feature.
    case received(URL)
    case create(NewNote, LinkReply<Created>)
    case linkFinished(RouteOutcome)
    case parking(LinkParking)
    case callbackRejected(URL, LinkCallbackError)
  }

  static let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)

  static let unlocked = LinkRequirement<State>("unlocked") { state in
    !state.isLocked
  } prompt: { state in
    state.isAskingForPIN = true
  }

  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/notes/:id", examples: ["notes://notes/3"]) { (state, link: NoteLink) in
      state.path = StackState([.detail(NoteDetail.State(id: link.id, title: state.notes[link.id] ?? ""))])
    } read: { state in
      guard case let .detail(detail) = state.path.last else { return nil }
      return NoteLink(id: detail.id)
    }
    screens.requiring(unlocked, for: ["/notes/:id"])
  } requests: { requests in
    requests.route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.linkFinished)
    .claimingCallbacks(rejected: \.callbackRejected)
    .holdsLinks(until: \.isLoaded, pending: \.pendingLinks)
    .dropsDuplicateLinks(within: .seconds(1), recent: \.recentLinks)
    .parksLinks(in: \.parkedLinks, action: \.parking)

  @Dependency(\.linkCaller) var linkCaller
  @Dependency(\.urlOpener) var openURL

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .started:
        return .run { send in await send(.loaded([3: "Groceries"])) }

      case let .loaded(notes):
        state.notes = notes
        state.isLoaded = true
        return .send(.parking(.restore))  // the links parked before the app last quit

      case let .unlock(pin):
        guard pin == "1234" else { return .none }
        state.isLocked = false
        state.isAskingForPIN = false
        return .none

      case .importTapped:
        return .run { send in
          let export = URL(string: "tasks://x-callback-url/export")!
          await send(.imported(try await linkCaller.call(export, expecting: Exported.self)))
        } catch: { error, send in
          await send(.importFailed(error as? LinkCallError ?? .cancelled))
        }

      case let .imported(.success(export)):
        state.imported.append(export.title)
        return .none

      case let .create(note, reply):
        let id = (state.notes.keys.max() ?? 0) + 1
        state.notes[id] = note.title
        return .run { _ in reply.answer(.success(Created(id: id))) }

      case let .linkFinished(outcome):
        guard let callback = outcome.callback else { return .none }
        return .run { _ in await openURL(callback) }

      case .imported, .importFailed, .path, .received, .parking, .callbackRejected:
        return .none
      }
    }
    .forEach(\.path, action: \.path)

    Reduce { state, action in
      .links(Self.intake.reduce(into: &state, action: action))
    }
  }
}

extension Notes.Path.State: Equatable {}

/// The app's store: links that wait for the unlock are parked in a file, so that a link parked
/// before the app quits is applied after it starts again.
@MainActor
func notesStore(parkingIn folder: URL) -> StoreOf<Notes> {
  Store(initialState: Notes.State()) {
    Notes()
  } withDependencies: {
    $0.parkedLinkStore = .file(at: folder.appendingPathComponent("parked-links.json"))
  }
}
