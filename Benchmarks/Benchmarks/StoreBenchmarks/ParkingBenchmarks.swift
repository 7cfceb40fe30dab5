import Benchmark
import ComposableCore
import ComposableLinks
import Foundation

// A link that waits for its requirement and is applied once it holds, against the same link
// applied at once, through a `Store`, in the same run. The parked arm pays for what waiting
// is: the parked link recorded (its redacted URL), the prompt, its expiry timer started and
// cancelled, the list written to the `parkedLinkStore` (in memory here, as JSON) before and
// after, and the link matched again when it is applied. Both arms await every effect.
//
// A third arm is the floor of any wait that survives a relaunch and applies a link at most
// once: one write started when the link arrives and not awaited, then one awaited write
// before the link is applied (here empty effects, so that only the store's machinery counts).

/// A feature whose items show only while it is unlocked.
struct ParkingFeature: Reducer {
  struct State {
    var locked = false
    var prompted = false
    var shown: Int?
    var parked = ParkedLinks()
    var urlToOpen: URL?
  }
  struct ItemLink: Codable, Sendable { var id: Int }

  @CasePathable
  enum Action: Sendable {
    case received(URL)
    case lock
    case unlock
    case shown(URL)
    case finished(RouteOutcome)
    case parking(LinkParking)
    case write
    case writeThenApply(URL)
  }

  static let configuration = LinkConfiguration(schemes: ["vault"], hostHandling: .firstPathSegment)
  static let unlocked = LinkRequirement<State>("unlocked") {
    !$0.locked
  } prompt: {
    $0.prompted = true
  }
  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/items/:id") { (state, link: ItemLink) in
      state.shown = link.id
    } read: { state in
      state.shown.map(ItemLink.init(id:))
    }
    screens.requiring(unlocked, for: ["/items/:id"])
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lock: state.locked = true
      case .unlock:
        state.locked = false
        state.prompted = false
      case .write:
        return .run { _ in }
      case let .writeThenApply(url):
        return .concatenate(.run { _ in }, .send(.received(url)))
      default: break
      }
      return .none
    }
    .handlesLinks(
      LinkIntake(Self.links, link: \.received, finished: \.finished)
        .showing(\.shown)
        .parksLinks(in: \.parked, action: \.parking),
      urlToOpen: \.urlToOpen)
  }
}

func parkingBenchmarks() {
  let link = ParkingFeature.Action.received(URL(string: "vault://items/3")!)
  Benchmark("link applied at once (requirement met)") { @MainActor benchmark async in
    let store = Store(initialState: ParkingFeature.State()) { ParkingFeature() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await store.send(link).finish()
    }
  }
  Benchmark("link applied after two writes, the floor of a stored wait") { @MainActor benchmark async in
    let store = Store(initialState: ParkingFeature.State()) { ParkingFeature() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      store.send(.write)
      await store.send(.writeThenApply(URL(string: "vault://items/3")!)).finish()
    }
  }
  Benchmark("link parked, then applied when its requirement is met") { @MainActor benchmark async in
    let store = Store(initialState: ParkingFeature.State(locked: true)) { ParkingFeature() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      // Parked: its expiry timer sleeps until the resume cancels it, so only the unlock's
      // effects are awaited (they include the parking's write: writes run in order).
      store.send(link)
      await store.send(.unlock).finish()
      store.send(.lock)
    }
  }
}
