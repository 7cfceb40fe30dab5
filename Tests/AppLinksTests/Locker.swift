import ComposableLinks
import Foundation

/// A feature whose items can only be seen, and whose requests only run, while it is unlocked:
/// links that arrive while it is locked wait for it.
struct Locker: Reducer {
  struct State: Equatable {
    var locked = true
    var unlockShown = false
    var shown: Int?
    var parked = ParkedLinks()
    var urlToOpen: URL?
    var outcomes: [RouteOutcome] = []
    var messages: [String] = []
    var ready = true
    var pending: [URL] = []
    var recent = RecentLinks()
  }

  struct ItemLink: Codable, Equatable { var id: Int }
  struct Secret: Encodable, Equatable { var value: String }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case unlock
    case lock
    case shown(URL)
    case finished(RouteOutcome)
    case reveal(ItemLink, LinkReply<Secret>)
    case parking(LinkParking)
    case started
    case restoredScreen(Int?)
  }

  static let configuration = LinkConfiguration(
    schemes: ["locker"], hostHandling: .firstPathSegment)

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
    screens.route("/about", examples: ["locker://about"]) { state in
      state.shown = nil
    } shows: {
      $0.shown == nil
    }
    screens.requiring(unlocked, for: ["/items/:id"])
  } requests: { requests in
    requests.route("/items/:id/reveal", access: .token()) { (link: ItemLink, reply: LinkReply<Secret>) in
      .reveal(link, reply)
    }
    requests.requiring(unlocked, for: ["/items/:id/reveal"])
  }

  var expiry = Duration.seconds(600)
  var limit = 20
  /// Whether a second delivery of a link within a second is dropped.
  var dropsDuplicates = false

  var body: some ReducerOf<Self> {
    let links = Reduce<State, Action> { state, action in
      switch action {
      case .unlock:
        state.locked = false
        state.unlockShown = false
        return .none
      case .lock:
        state.locked = true
        return .none
      case let .reveal(link, reply):
        return reply.succeed(with: Secret(value: "secret \(link.id)"))
      case let .finished(outcome):
        state.outcomes.append(outcome)
        return .none
      case let .parking(.dropped(link, reason)):
        state.messages.append("\(link.pattern) dropped: \(reason)")
        return .none
      case .started:
        state.ready = true
        return .none
      case let .restoredScreen(id):
        state.shown = id
        return .none
      case .received, .shown, .parking:
        return .none
      }
    }
    let intake = LinkIntake(Self.links, link: \.received, finished: \.finished)
      .showing(\.shown)
      .requiringToken { "s3cret" }
      .parksLinks(in: \.parked, action: \.parking, expiry: expiry, limit: limit)
      .holdsLinks(until: \.ready, pending: \.pending)
    return links.handlesLinks(
      dropsDuplicates ? intake.dropsDuplicateLinks(within: .seconds(1), recent: \.recent) : intake,
      urlToOpen: \.urlToOpen)
  }
}
