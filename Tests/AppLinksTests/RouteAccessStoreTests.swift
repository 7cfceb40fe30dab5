@_spi(Testing) import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

/// Trusted links: a route that needs the app's token, or a given `x-source`, runs nothing for
/// a request without it and answers x-error with its own code.
struct Vault: Reducer {
  struct State: Equatable {
    var items = ["a", "b"]
    var urlToOpen: URL?
    var outcomes: [RouteOutcome] = []
  }

  struct Item: Decodable, Equatable { var name: String }

  @CasePathable enum Action: Equatable, Sendable {
    case link(URL)
    case linkFinished(RouteOutcome)
    case remove(Item, LinkReply<NoOutput>)
    case list(LinkReply<Listed>)
  }

  struct Listed: Encodable, Equatable { var name: [String] }

  /// The requests alone, in the one table a store takes links through.
  static let links = LinkRoutes<State, Action>(
    LinkConfiguration(schemes: ["vault"]),
    requests: { requests in
      requests.route("/remove", access: .token()) { (item: Item, reply: LinkReply<NoOutput>) in .remove(item, reply) }
      requests.route("/list", access: .sources(["Shortcuts"])) { (reply: LinkReply<Listed>) in .list(reply) }
    })

  let token: @Sendable () async throws -> String?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(item, reply):
        state.items.removeAll { $0 == item.name }
        return reply.succeed()
      case let .list(reply):
        return reply.succeed(with: Listed(name: state.items))
      case let .linkFinished(outcome):
        state.outcomes.append(outcome)
        return .none
      case .link:
        return .none
      }
    }
    .handlesLinks(
      LinkIntake(Self.links, link: \.link, finished: \.linkFinished)
        .requiringToken(token),
      urlToOpen: \.urlToOpen)
  }
}

@MainActor @Suite struct RouteAccessStoreTests {
  nonisolated static let secret = "c0ffee0123456789c0ffee0123456789"

  @Test func aRequestWithoutTheTokenRunsNothing() async {
    let store = TestStore(initialState: Vault.State()) { Vault(token: { Self.secret }) }
    await store.send(.link(URL("vault:///remove?name=a&x-error=caller://failed")))
    await store.receive(\.linkFinished) {
      let outcome = RouteOutcome.failed(
        RouteFailure(RouteAccessError.missingToken),
        callback: URL(
          "caller://failed?errorCode=401&errorMessage=This%20request%20needs%20the%20app%27s%20authorization%20token."))
      $0.outcomes = [outcome]
      $0.urlToOpen = outcome.callback
    }
  }

  @Test func aWrongTokenRunsNothing() async {
    let store = TestStore(initialState: Vault.State()) { Vault(token: { Self.secret }) }
    await store.send(.link(URL("vault:///remove?name=a&token=c0ffee0123456789c0ffee012345678a")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.wrongToken), callback: nil)]
    }
  }

  @Test func anAppWithoutATokenRunsNoTokenRoute() async {
    let store = TestStore(initialState: Vault.State()) { Vault(token: { nil }) }
    await store.send(.link(URL("vault:///remove?name=a&token=")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.missingToken), callback: nil)]
    }
    await store.send(.link(URL("vault:///remove?name=a&token=anything")))
    await store.receive(\.linkFinished) {
      $0.outcomes.append(.failed(RouteFailure(RouteAccessError.wrongToken), callback: nil))
    }
  }

  @Test func theRightTokenRunsTheRoute() async throws {
    let store = TestStore(initialState: Vault.State()) { Vault(token: { Self.secret }) }
    await store.send(.link(try #require(URL(string: "vault:///remove?name=a&token=\(Self.secret)"))))
    await store.receive(\.remove) {
      $0.items = ["b"]
    }
    await store.receive(\.linkFinished) {
      $0.outcomes = [.handled(callback: nil)]
    }
  }

  @Test func aRotatedTokenIsReadForEachRequest() async throws {
    let current = LockIsolated<String?>(Self.secret)
    let store = TestStore(initialState: Vault.State()) { Vault(token: { current.value }) }
    current.setValue("feedfacefeedfacefeedfacefeedface")
    await store.send(.link(try #require(URL(string: "vault:///remove?name=a&token=\(Self.secret)"))))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.wrongToken), callback: nil)]
    }
  }

  @Test func onlyTheAllowedSourceRunsASourceRoute() async {
    let store = TestStore(initialState: Vault.State()) { Vault(token: { nil }) }
    await store.send(.link(URL("vault:///list?x-source=Spy")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.sourceNotAllowed("Spy")), callback: nil)]
    }
    #expect(RouteAccessError.sourceNotAllowed("Spy").errorCode == 403)
    await store.send(.link(URL("vault:///list?x-source=Shortcuts")))
    await store.receive(\.list)
    await store.receive(\.linkFinished) {
      $0.outcomes.append(.handled(callback: nil))
    }
  }

  @Test func theRoutesSayWhatTheyNeed() {
    #expect(Vault.links.requests.descriptions.map(\.tokenParameter) == ["token", nil])
    #expect(Vault.links.requests.descriptions.map(\.allowedSources) == [nil, ["Shortcuts"]])
  }

  @Test func aRequestNeverShowsItsToken() throws {
    let url = "vault:///remove?name=a&token=\(Self.secret)&x-source=Shell"
    var builder = RouteTableBuilder<Void>(configuration: Vault.links.configuration)
    try builder.add("/remove", ())
    let request = try builder.build().request(for: url).request
    #expect(request.redactedURL == "vault:///remove?name=a&token=•••&x-source=Shell")
    #expect(!"\(request)".contains(Self.secret))
    #expect(!String(reflecting: request).contains(Self.secret))
    var dumped = ""
    dump(request, to: &dumped)
    #expect(!dumped.contains(Self.secret))
    #expect(dumped.contains("token=•••"))
  }
}
