import Benchmark
import CodableFloor
import ComposableLinks
import Foundation
// Hummingbird's router matches with `RouterTrie`, which its `Router` builds when it makes its
// responder; the trie's builder is behind `@_spi(Internal)`. Matching through it measures the
// same lookup a Hummingbird server does per request, without the HTTP request around it.
@_spi(Internal) import Hummingbird
import LinkRouting
import RoutingKit

// LinkRouting against its peers, in the same run, from the full URL string:
// - matching a typical deep link on notes-app style tables of 10, 100 and 1,000 routes, against
//   vapor/routing-kit's TrieRouter and Hummingbird's RouterTrie (each given the cheapest path
//   extraction we could write, so their numbers are their best case);
// - the link of the screen a state shows (`DeepLinkRoutes.url(for:)`), against the floor of
//   Foundation parsing the finished link;
// - match + decode of a 3-field input, against URLComponents → dictionary → JSONDecoder;
// - building an x-success callback URL from an output;
// - the floors under them: `Codable` alone (the CodableFloor module) and Foundation's `URL(string:)`,
//   each timed alone and both in one iteration.

/// A notes-app style table: the app's own routes, then sections that pad it to `count`.
func patterns(_ count: Int) -> [String] {
  var patterns = ["/create", "/search", "/fetch", "/notes/:id", "/notes/:id/delete"]
  var section = 0
  while patterns.count < count {
    patterns += ["/section\(section)/items/:id", "/section\(section)/items/:id/edit", "/section\(section)/new"]
    section += 1
  }
  return Array(patterns.prefix(count))
}

let deepLink = "notes://x-callback-url/notes/42/delete?x-source=Shortcuts&x-success=caller%3A%2F%2Fdone"
let searchLink = "notes:///search?query=swift%20links&limit=20&sort=newest"

struct Search: Decodable, Sendable {
  var query: String
  var limit: String
  var sort: String
}

func linkRouter(_ count: Int) -> LinkRouting.LinkRouter {
  LinkRouting.LinkRouter(scheme: "notes") { router in
    for pattern in patterns(count) { router.route(pattern) {} }
  }
}

func hummingbirdTrie(_ count: Int) -> RouterTrie<Int> {
  let builder = RouterPathTrieBuilder<Int>()
  for (index, pattern) in patterns(count).enumerated() {
    // Hummingbird spells parameters `{id}` (`:id` too); the same shapes either way.
    builder.addEntry(RouterPath(pattern), value: index)
  }
  return RouterTrie(base: builder)
}

/// The path of a URL string: after the scheme's "//" and host, before "?".
func path(_ url: String) -> Substring {
  var rest = Substring(url)
  if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
  if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { rest = "" }
  if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
  return rest
}

func routingKitRouter(_ count: Int) -> TrieRouter<Int> {
  let router = TrieRouter<Int>()
  for (index, pattern) in patterns(count).enumerated() {
    router.register(index, at: pattern.split(separator: "/").map { PathComponent(stringLiteral: String($0)) })
  }
  return router
}

/// The path segments of a URL string: after the scheme's "//" and host, before "?".
func pathSegments(_ url: String) -> [String] {
  var rest = Substring(url)
  if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
  if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { rest = "" }
  if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
  return rest.split(separator: "/").map(String.init)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  for count in [10, 100, 1000] {
    // Tables are built once, outside the measured closures (which run once per sample), so a
    // sample measures matching, not a freshly built table's cold caches.
    let router = linkRouter(count)
    // The first match freezes the table (once per set of routes): setup, like registration.
    blackHole(router.match(deepLink))
    let trie = routingKitRouter(count)
    let hummingbird = hummingbirdTrie(count)
    precondition(hummingbird.resolve(String(path(deepLink)))?.value == 4, "Hummingbird matched another route")
    Benchmark("match, Hummingbird RouterTrie, \(count) routes") { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(hummingbird.resolve(String(path(deepLink)))) }
    }
    Benchmark("match, LinkRouting, \(count) routes") { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(router.match(deepLink)) }
    }
    Benchmark("match, RoutingKit TrieRouter, \(count) routes") { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        var parameters = RoutingKit.Parameters()
        blackHole(trie.route(path: pathSegments(deepLink), parameters: &parameters))
      }
    }
  }

  // Registration: declaring 1,000 routes and building the table, once per iteration, against
  // Hummingbird building its trie of the same patterns (the responder it serves with).
  Benchmark(
    "register 1000 routes, Hummingbird RouterTrie",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(hummingbirdTrie(1000)) }
  }
  Benchmark(
    "register 1000 routes, LinkRouter",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(linkRouter(1000)) }
  }
  Benchmark(
    "register 1000 screens, LinkRoutes",
    configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(Screens.declaring(1000)) }
  }

  Benchmark("match + decode 3 fields, LinkRouting") { benchmark in
    let router = linkRouter(100)
    blackHole(router.match(searchLink))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try router.match(searchLink, as: Search.self)) }
  }

  Benchmark("match + decode 3 fields, URLComponents + JSONDecoder") { benchmark in
    let router = routingKitRouter(100)
    let decoder = JSONDecoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      guard let components = URLComponents(string: searchLink) else { continue }
      var parameters = RoutingKit.Parameters()
      let route = router.route(
        path: components.path.split(separator: "/").map(String.init), parameters: &parameters
      )
      var fields: [String: String] = [:]
      for item in components.queryItems ?? [] { fields[item.name] = item.value ?? "" }
      let data = try JSONSerialization.data(withJSONObject: fields)
      blackHole((route, try decoder.decode(Search.self, from: data)))
    }
  }

  // The query alone into the same input, as the issue's reference pipeline measures it.
  let query = "query=swift%20links&limit=20&sort=newest"
  Benchmark("decode 3 fields from a query, URLQueryDecoder") { benchmark in
    let decoder = URLQueryDecoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try decoder.decode(Search.self, from: query)) }
  }

  Benchmark("decode 3 fields from a query, URLComponents + JSONDecoder") { benchmark in
    let decoder = JSONDecoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var components = URLComponents()
      components.percentEncodedQuery = query
      var fields: [String: String] = [:]
      for item in components.queryItems ?? [] { fields[item.name] = item.value ?? "" }
      let data = try JSONSerialization.data(withJSONObject: fields)
      blackHole(try decoder.decode(Search.self, from: data))
    }
  }

  // The floors: `Codable` alone, with nothing to parse (see the CodableFloor module).
  Benchmark("decode 3 fields, Codable floor (minimal Decoder over ready strings)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let items = FloorDecoder.Items([("query", "swift links"), ("limit", "20"), ("sort", "newest")])
      blackHole(try Search(from: FloorDecoder(items: items)))
    }
  }

  // The floor of decoding from a raw query: the least parse (split at `&` and `=`, percent-
  // decode into strings), then the same `Codable` floor. What any query decoder must do.
  Benchmark("decode 3 fields, floor: minimal query split, then Codable floor") { benchmark in
    precondition(floorQueryItems(query).map { "\($0.0)=\($0.1)" } == ["query=swift links", "limit=20", "sort=newest"])
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let items = FloorDecoder.Items(floorQueryItems(query))
      blackHole(try Search(from: FloorDecoder(items: items)))
    }
  }

  Benchmark("encode a 3-field output, Codable floor (minimal Encoder into pairs)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try floorPairs(Created()))
    }
  }

  Benchmark("x-success callback URL from a 3-field output") { benchmark in
    let callbacks = XCallbackParameters(success: "caller://done?ref=7")
    let encoder = URLQueryEncoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try callbacks.successURL(output: Created(), encoder: encoder))
    }
  }

  // The usual Foundation way: URLComponents, the output through JSONEncoder into query items.
  Benchmark("x-success callback URL, URLComponents + JSONEncoder") { benchmark in
    let encoder = JSONEncoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      guard var components = URLComponents(string: "caller://done?ref=7") else { continue }
      let object = try JSONSerialization.jsonObject(with: try encoder.encode(Created())) as? [String: Any] ?? [:]
      components.queryItems =
        (components.queryItems ?? [])
        + object.keys.sorted().map { URLQueryItem(name: $0, value: "\(object[$0] ?? "")") }
      blackHole(components.url)
    }
  }

  // The link of the screen a state shows: the notes app's deep links, note 42 over the list.
  Benchmark("url(for: state), DeepLinkRoutes") { benchmark in
    let state = Screens.State(path: [7, 42])
    precondition(Screens.links.url(for: state)?.absoluteString == "notes://notes/42")
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(Screens.links.url(for: state)) }
  }

  // The floors under it: `Codable` encoding the 1-field input alone, and Foundation parsing
  // the finished link.
  Benchmark("encode a 1-field link input, Codable floor (minimal Encoder into pairs)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try floorPairs(Screens.NoteLink(id: 42)))
    }
  }

  Benchmark("URL(string:) of the finished link (floor)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(URL(string: "notes://notes/42")) }
  }

  // The floor under any callback returned as a `URL`: Foundation parsing the finished string.
  Benchmark("URL(string:) of the finished callback (floor)") { benchmark in
    let finished = "caller://done?ref=7&id=42&title=Hello%20world&archived=false"
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(URL(string: finished)) }
  }

  // The same floors as one operation each: the minimal encoder, then `URL(string:)` of the
  // finished URL, in one iteration, as the measured operation does both. Timed apart, each
  // half runs alone in a tight loop with the caches and branch predictors to itself, and their
  // sum comes out under the cost of doing both (464 against 540 ns, medians of six runs of
  // 2026-11-24); the README gives the ratio against both.
  Benchmark("x-success callback floor, minimal Encoder then URL(string:)") { benchmark in
    let finished = "caller://done?ref=7&id=42&title=Hello%20world&archived=false"
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try floorPairs(Created()))
      blackHole(URL(string: finished))
    }
  }

  Benchmark("url(for: state) floor, minimal Encoder then URL(string:)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try floorPairs(Screens.NoteLink(id: 42)))
      blackHole(URL(string: "notes://notes/42"))
    }
  }

  // The same with the link's string made from the encoded value, as any printer must (the
  // value appended to the route's fixed part; nothing to escape in `42`): the floor of
  // printing a link, where the one above is the floor of encoding and parsing it.
  Benchmark("url(for: state) floor, minimal Encoder, the link's string made, then URL(string:)") { benchmark in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let pairs = try floorPairs(Screens.NoteLink(id: 42))
      blackHole(URL(string: "notes://notes/" + pairs[0].1))
    }
  }
}

/// `value` through the floor's minimal encoder, into its list of pairs. Inlined, so the
/// floors measure the same code as when each benchmark wrote these lines itself.
@inline(__always)
func floorPairs(_ value: some Encodable) throws -> [(String, String)] {
  let pairs = FloorEncoder.Pairs()
  try value.encode(to: FloorEncoder(pairs: pairs))
  return pairs.pairs
}

struct Created: Encodable {
  var id = 42
  var title = "Hello world"
  var archived = false
}

/// The notes app's screens and their deep links (as in `Examples/Notes`).
enum Screens {
  struct State: Sendable {
    var path: [Int64] = []
    var query = ""
    var draft: Draft?
  }
  struct Draft: Codable, Sendable { var title: String; var body: String? }
  struct NoteLink: Codable, Sendable { var id: Int64 }
  struct Filter: Codable, Sendable { var query: String }
  enum Action: Sendable {}

  static let links = LinkRoutes<State, Action>(
    .init(schemes: ["notes"], hostHandling: .firstPathSegment)
  ) { screens in
    screens.route("/notes") { state in
      state = State()
    } shows: { _ in
      true
    }
    screens.route("/notes/:id", parent: "/notes") { (state, link: NoteLink) in
      state.path.append(link.id)
    } read: { state in
      state.draft == nil ? state.path.last.map(NoteLink.init(id:)) : nil
    }
    screens.route("/search", parent: "/notes") { (state, filter: Filter) in
      state.query = filter.query
    } read: { state in
      state.path.isEmpty && state.draft == nil && !state.query.isEmpty ? Filter(query: state.query) : nil
    }
    screens.route("/create", parent: "/notes") { (state, draft: Draft) in
      state.draft = draft
    } read: {
      $0.draft
    }
  }.screens

  /// An app's table of `count` screens, declared and built once.
  static func declaring(_ count: Int) -> LinkRoutes<State, Action> {
    LinkRoutes<State, Action>(.init(schemes: ["notes"])) { screens in
      for pattern in patterns(count) {
        screens.route(pattern) { state in state.query = pattern }
      }
    }
  }
}
