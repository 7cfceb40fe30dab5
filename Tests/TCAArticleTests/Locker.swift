// The feature of AppLinks' article "Links that wait", compiled and run against ComposableCore as
// a TCA app would write it (ArticleCodeTests checks that the article prints exactly this code).
import AppLinks
import ComposableCore
import Foundation

struct ItemLink: Codable, Equatable, Sendable { var id: Int }
struct Secret: Encodable, Equatable, Sendable { var value: String }

struct Locker: Reducer {
  @ObservableState
  struct State: Equatable {
    var locked = true
    var unlockShown = false
    var shown: Int?
    var isReady = true
    var pending: [URL] = []
    var recent = RecentLinks()
    var parked = ParkedLinks()
  }

  @CasePathable enum Action: Sendable {
    case received(URL)
    case finished(RouteOutcome)
    case shown(URL)
    case parking(LinkParking)
    case callbackRejected(URL, LinkCallbackError)
    case unlock
    case reveal(ItemLink, LinkReply<Secret>)
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.finished)
    .showing(\.shown)
    .parksLinks(in: \.parked, action: \.parking)
    .dropsDuplicateLinks(within: .seconds(1), recent: \.recent)
    .holdsLinks(until: \.isReady, pending: \.pending)
    .claimingCallbacks(rejected: \.callbackRejected)

  static let configuration = LinkConfiguration(schemes: ["locker"], hostHandling: .firstPathSegment)

  static let unlocked = LinkRequirement<State>("unlocked") { state in
    !state.locked
  } prompt: { state in
    state.unlockShown = true
  }

  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/items/:id", examples: ["locker://items/3"]) { (state, link: ItemLink) in
      state.shown = link.id
    } read: { state in
      state.shown.map(ItemLink.init(id:))
    }
    screens.requiring(unlocked, for: ["/items/:id"])
  } requests: { requests in
    requests.route("/items/:id/reveal") { (link: ItemLink, reply: LinkReply<Secret>) in .reveal(link, reply) }
    requests.requiring(unlocked, for: ["/items/:id/reveal"])
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .unlock:
        state.locked = false
        state.unlockShown = false
        return .none
      case let .reveal(link, reply):
        return .run { _ in reply.answer(.success(Secret(value: "secret \(link.id)"))) }
      case .received, .finished, .shown, .parking, .callbackRejected:
        return .none
      }
    }
    Reduce { state, action in
      .links(Self.intake.reduce(into: &state, action: action))
    }
  }
}
