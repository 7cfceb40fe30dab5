import Foundation
import LinkRouting
import Testing

// One test per URLSchemeRouter bug listed in the brief; each would fail against the original.
struct UpstreamRegressionTests {
  struct Tagged: Decodable, Sendable { var tag: [String] }
  struct Single: Decodable, Sendable { var tag: String }

  @Test func repeatedKeyDoesNotCrashEvenWithoutAMatchingRoute() async {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/tags") { (input: Tagged) in #expect(input.tag == ["1", "2"]) }
      router.route("/tag") { (_: Single) in }
    }
    #expect(await router.handle("app:///tags?tag=1&tag=2").kind == "handled")
    #expect(await router.handle("app:///nowhere?a=1&a=2").matchFailure == .noRoute(path: "/nowhere"))
    let scalar = await router.handle("app:///tag?tag=1&tag=2")
    #expect(scalar.failure?.message == "Parameter \"tag\" was given 2 times; it takes a single value.")
  }

  @Test func valuesArePercentDecodedOnce() async {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/echo") { (input: Single) in
        #expect(input.tag == "%20 and 100%")
      }
    }
    #expect(await router.handle("app:///echo?tag=%2520%20and%20100%25").kind == "handled")
  }

  @Test func errorCodeComesFromTheError() async {
    struct Quota: XCallbackError { var errorCode: Int { 429 }; var errorMessage: String { "Slow down" } }
    let router = LinkRouter(scheme: "app") { router in
      router.route("/x") { () async throws -> Void in throw Quota() }
    }
    let outcome = await router.handle("app:///x?x-error=c%3A%2F%2Fe")
    #expect(outcome.callback?.absoluteString == "c://e?errorCode=429&errorMessage=Slow%20down")
  }

  @Test func xCancelAndXSourceExist() async {
    let sources = Recorder<String>()
    let router = LinkRouter(scheme: "app") { router in
      router.route("/x") { (request: RouteRequest) in
        sources.append(request.xCallback.source ?? "")
        throw RouteCancellation()
      }
    }
    let outcome = await router.handle("app:///x?x-source=Drafts&x-cancel=c%3A%2F%2Fc")
    #expect(outcome.callback?.absoluteString == "c://c")
    #expect(sources.values == ["Drafts"])
  }

  @Test func emptyXErrorDoesNotOpenARelativeURL() async {
    let router = LinkRouter(scheme: "app") { router in
      router.route("/x") { () async throws -> Void in throw RouteCancellation() }
      router.route("/y") { () async throws -> Void in throw URLError(.badURL) }
    }
    #expect(await router.handle("app:///x?x-cancel=").callback == nil)
    #expect(await router.handle("app:///y?x-error=").callback == nil)
  }

  @Test func onlyOneRouteRunsForAPath() async {
    let runs = Recorder<Int>()
    let router = LinkRouter(scheme: "app") { router in
      router.route("/same") { runs.append(1) }
      router.route("/same") { runs.append(2) }
    }
    await router.handle("app:///same")
    #expect(runs.values == [1])
    #expect(router.registrationErrors == [.duplicatePattern("/same")])
  }

  @Test func handleSaysWhenNothingMatched() async {
    let router = LinkRouter(scheme: "app") { _ in }
    #expect(await router.handle("app:///unknown").matchFailure == .noRoute(path: "/unknown"))
  }

  @Test func outputOrderIsDeterministic() async throws {
    struct Output: Encodable, Sendable { var z = 1; var a = 2; var m = 3; var b = 4 }
    let router = LinkRouter(scheme: "app") { router in
      router.route("/o") { Output() }
    }
    for _ in 0..<20 {
      let outcome = await router.handle("app:///o?x-success=c%3A%2F%2F")
      #expect(outcome.callback?.absoluteString == "c://?z=1&a=2&m=3&b=4")
    }
  }

  @Test func schemeComparisonIsCaseInsensitive() async {
    let router = LinkRouter(scheme: "notesapp") { router in
      router.route("/search") {}
    }
    #expect(await router.handle("NotesApp:///search").kind == "handled")
  }
}
