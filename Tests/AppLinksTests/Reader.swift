import ComposableLinks
import Foundation

/// A feature whose links push screens on a navigation stack, each screen keeping an effect
/// alive while it shows (as in TCA): what the cold ≡ warm check must see through.
struct Reader: Reducer {
  struct State: Equatable {
    var path = StackState<Page.State>()
    var ready = false
    var configured = false
    var locked = true
    var unlockAsked = false
    var pending: [URL] = []
    var parked = ParkedLinks()
    var restored: Int?
  }

  struct BookLink: Codable, Equatable { var id: Int }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case finished(RouteOutcome)
    case started
    case configured
    case unlock
    case confirmUnlock
    case restore(Int)
    case path(StackActionOf<Page>)
    case parking(LinkParking)
  }

  /// A screen of the stack.
  struct Page: Reducer {
    struct State: Equatable { var book: Int }
    enum Action: Equatable, Sendable { case read }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  static let unlocked = LinkRequirement<State>("unlocked") {
    !$0.locked
  } prompt: {
    $0.unlockAsked = true
  }

  static let links = LinkRoutes<State, Action>(LinkConfiguration(schemes: ["reader"], hostHandling: .firstPathSegment))
  { screens in
    screens.route("/books/:id", examples: ["reader://books/2"]) { (state, link: BookLink) in
      state.path.removeAll()
      state.path.append(Page.State(book: link.id))
    } read: { state in
      state.path.last.map { BookLink(id: $0.book) }
    }
    screens.route("/about", examples: ["reader://about"]) { state in
      state.path.removeAll()
    } shows: {
      $0.path.isEmpty
    }
    screens.requiring(unlocked, for: ["/books/:id"])
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.finished)
    .parksLinks(in: \.parked, action: \.parking)
    .holdsLinks(until: \.ready, pending: \.pending)

  /// Whether the intake runs inside `forEach` (as the feature's `handlesLinks`) or after it.
  var intakeInsideForEach = false

  var body: some ReducerOf<Self> {
    let feature = Reduce<State, Action> { state, action in
      switch action {
      case .started:
        // The launch loads in an effect, as an app's does.
        return .run { send in await send(.configured) }
      case .configured:
        state.configured = true
        state.ready = true
      case .unlock:
        state.unlockAsked = true
      case .confirmUnlock:
        guard state.unlockAsked else { break }
        state.locked = false
        state.unlockAsked = false
      case let .restore(book):
        // The launch restores the last screen read: a link that opened the app loses to it.
        state.restored = book
        state.path.removeAll()
        state.path.append(Page.State(book: book))
      case .received, .finished, .path, .parking:
        break
      }
      return .none
    }
    if intakeInsideForEach {
      feature.handlesLinks(Self.intake).forEach(\.path, action: \.path) { Page() }
    } else {
      feature.forEach(\.path, action: \.path) { Page() }.handlesLinks(Self.intake)
    }
  }
}
