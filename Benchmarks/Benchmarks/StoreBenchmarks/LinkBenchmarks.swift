import Benchmark
import ComposableCore
import ComposableLinks
import Foundation

// A desktop link from `.received` to its screen, through a `Store`: one table
// (`handlesLinks`: one match decides the kind and applies the screen) against the way the
// notes app took it before the table existed (its reducer parsed the URL with
// `URLComponents`, looked for `x-` parameters, applied the deep link to a copy of the state to
// see whether a screen took it, then sent `.navigate`, which a table of screens matched again,
// and a table of requests answered `.link`), in the same run, written with public API. Both
// arms share the feature, its routes, the link, the outcome recorded and the `shown` action;
// the duplicate and hold checks in front of both are left out, being the same for each.

/// A notes-like feature: a list with a note pushed over it, and requests on the same paths.
struct LinkFeature: Reducer {
  struct State {
    var path: [Int] = []
    var query = ""
    var urlToOpen: URL?
  }
  struct NoteLink: Codable, Sendable { var id: Int }
  struct Filter: Codable, Sendable { var query: String }
  struct Shown: Encodable, Sendable { var id: Int }

  @CasePathable
  enum Action: Sendable {
    case received(URL)
    case link(URL)
    case navigate(URL)
    case shown(URL)
    case unhandled(URL)
    case finished(RouteOutcome)
    case show(NoteLink, LinkReply<Shown>)
    case fetch(LinkReply<NoOutput>)
  }

  static let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)
  static func screens(_ screens: inout LinkRoutes<State, Action>.Screens) {
    screens.route("/notes") { state in
      state.path = []
    } shows: { _ in
      true
    }
    screens.route("/notes/:id", parent: "/notes") { (state, link: NoteLink) in
      state.path.append(link.id)
    } read: {
      state in
      state.path.last.map(NoteLink.init(id:))
    }
    screens.route("/search", parent: "/notes") { (state, filter: Filter) in
      state.query = filter.query
    } read: { state in
      state.query.isEmpty ? nil : Filter(query: state.query)
    }
  }
  static func requests(_ requests: inout LinkRoutes<State, Action>.Requests) {
    requests.route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
    requests.route("/fetch") { (reply: LinkReply<NoOutput>) in .fetch(reply) }
  }
  static let links = LinkRoutes<State, Action>(configuration, screens: screens, requests: requests)
  /// The screens alone, for the two-table way.
  static let screensOnly = LinkRoutes<State, Action>(configuration, screens: screens).screens
  /// The requests alone, for the two-table way.
  static let requestsOnly = LinkRoutes<State, Action>(configuration, requests: requests)

  /// Whether to take links through the one table (`true`) or the way before it.
  let oneTable: Bool

  var body: some ReducerOf<Self> {
    if oneTable {
      Reduce { _, _ in .none }
        .handlesLinks(
          LinkIntake(Self.links, link: \.received, finished: \.finished)
            .showing(\.shown, unhandled: \.unhandled),
          urlToOpen: \.urlToOpen)
    } else {
      Reduce { state, action in
        switch action {
        case let .received(url):
          return .send(Self.isRequest(url, in: state) ? .link(url) : .navigate(url))
        case let .navigate(url):
          @Dependency(\.linkOutcomes) var outcomes
          let start = ContinuousClock.now
          let shown = Self.screensOnly.apply(url, to: &state)
          let end = ContinuousClock.now
          let result: LinkOutcome.Result = (try? shown.get()) == nil ? .refused(.noRoute) : .shown
          outcomes.record(
            LinkOutcome(
              pattern: nil, result: result, source: .desktop,
              url: url.absoluteString, duration: end - start, date: Date()))
          return .send(result == .shown ? .shown(url) : .unhandled(url))
        default:
          return .none
        }
      }
      .handlesLinks(
        LinkIntake(Self.requestsOnly, link: \.link, finished: \.finished),
        urlToOpen: \.urlToOpen)
    }
  }

  /// The notes app's rule before the one table, as it was written.
  static func isRequest(_ url: URL, in state: State) -> Bool {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    if components?.host?.lowercased() == "x-callback-url" { return true }
    if components?.queryItems?.contains(where: { $0.name.lowercased().hasPrefix("x-") }) == true { return true }
    var probe = state
    if case .success = screensOnly.apply(url, to: &probe) { return false }
    return requestsOnly.requests.matches(url)
  }
}

func linkBenchmarks() {
  let link = URL(string: "notes://notes/3")!
  sendBenchmark("desktop link to its screen, one table (handlesLinks)", LinkFeature.Action.received(link)) {
    Store(initialState: LinkFeature.State()) { LinkFeature(oneTable: true) }
  }
  sendBenchmark(
    "desktop link to its screen, URLComponents + state probe + two matches", LinkFeature.Action.received(link)
  ) {
    Store(initialState: LinkFeature.State()) { LinkFeature(oneTable: false) }
  }
}
