import Benchmark
import Foundation
import LinkRouting
import RoutingKit

// LinkRouting against its peers, in the same run, from the full URL string:
// - matching a typical deep link on notes-app style tables of 10, 100 and 1,000 routes, against
//   vapor/routing-kit's TrieRouter (given the cheapest path split we could write, so its number
//   is its best case);
// - match + decode of a 3-field input, against URLComponents → dictionary → JSONDecoder;
// - building an x-success callback URL from an output.

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

func linkRouter(_ count: Int) -> LinkRouting.Router {
  let router = LinkRouting.Router(scheme: "notes")
  for pattern in patterns(count) { router.route(pattern) {} }
  return router
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
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  for count in [10, 100, 1000] {
    Benchmark("match, LinkRouting, \(count) routes") { benchmark in
      let router = linkRouter(count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(router.match(deepLink)) }
    }
    Benchmark("match, RoutingKit TrieRouter, \(count) routes") { benchmark in
      let router = routingKitRouter(count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        var parameters = Parameters()
        blackHole(router.route(path: pathSegments(deepLink), parameters: &parameters))
      }
    }
  }

  Benchmark("match + decode 3 fields, LinkRouting") { benchmark in
    let router = linkRouter(100)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try router.match(searchLink, as: Search.self)) }
  }

  Benchmark("match + decode 3 fields, URLComponents + JSONDecoder") { benchmark in
    let router = routingKitRouter(100)
    let decoder = JSONDecoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      guard let components = URLComponents(string: searchLink) else { continue }
      var parameters = Parameters()
      let route = router.route(
        path: components.path.split(separator: "/").map(String.init), parameters: &parameters
      )
      var fields: [String: String] = [:]
      for item in components.queryItems ?? [] { fields[item.name] = item.value ?? "" }
      let data = try JSONSerialization.data(withJSONObject: fields)
      blackHole((route, try decoder.decode(Search.self, from: data)))
    }
  }

  Benchmark("x-success callback URL from a 3-field output") { benchmark in
    struct Created: Encodable { var id = 42; var title = "Hello world"; var archived = false }
    let callbacks = XCallbackParameters(success: "caller://done?ref=7")
    let encoder = URLQueryEncoder()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try callbacks.successURL(output: Created(), encoder: encoder))
    }
  }
}
