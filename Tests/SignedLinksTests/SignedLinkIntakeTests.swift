#if SignedLinks
  import ComposableLinks
  import Foundation
  import SignedLinks
  import Testing

  /// The route table checks signed links: a route declares what it asks of them once, next to its
  /// token; the intake runs the check before the feature sees the request, and the outcome record
  /// keeps each refusal's own reason.
  struct Drawer: Reducer {
    struct State: Equatable {
      var items = ["a", "b"]
      var isLocked = false
      var outcomes: [RouteOutcome] = []
      var urlToOpen: URL?
      var parked = ParkedLinks()
    }

    struct Item: Decodable, Equatable { var name: String }

    @CasePathable enum Action: Equatable, Sendable {
      case link(URL)
      case finished(RouteOutcome)
      case remove(Item, LinkReply<NoOutput>)
      case empty(LinkReply<NoOutput>)
      case unlock
      case parking(LinkParking)
    }

    static let unlocked = LinkRequirement<State>("unlocked") {
      !$0.isLocked
    } prompt: { _ in
    }

    static let links = LinkRoutes<State, Action>(
      LinkConfiguration(schemes: ["drawer"]),
      requests: { requests in
        requests.route("/remove", access: .token().acceptingSignedLinks(maximumAge: 600, singleUse: true)) {
          (item: Item, reply: LinkReply<NoOutput>) in .remove(item, reply)
        }
        requests.route("/empty", access: .signed(maximumAge: 600, singleUse: true)) { (reply: LinkReply<NoOutput>) in
          .empty(reply)
        }
        requests.requiring(unlocked, for: ["/empty"])
      })

    let verifier: SignedLinkVerifier

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .remove(item, reply):
          state.items.removeAll { $0 == item.name }
          return reply.succeed()
        case let .empty(reply):
          state.items = []
          return reply.succeed()
        case let .finished(outcome):
          state.outcomes.append(outcome)
          return .none
        case .unlock:
          state.isLocked = false
          return .none
        case .link, .parking:
          return .none
        }
      }
      .handlesLinks(
        LinkIntake(Self.links, link: \.link, finished: \.finished)
          .requiringToken { "c0ffee0123456789c0ffee0123456789" }
          .checkingSignatures(verifier.check)
          .parksLinks(in: \.parked, action: \.parking),
        urlToOpen: \.urlToOpen)
    }
  }

  @MainActor @Suite struct SignedLinkIntakeTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_900_000_000)
    let key: LinkSigningKey
    let verifier: SignedLinkVerifier

    init() throws {
      let key = try LinkSigningKey(keyID: "server-1")
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      self.key = key
      verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(), now: { Self.now })
    }

    func signed(_ link: String) throws -> URL {
      try key.sign(URL(string: link)!, expiresIn: 300, singleUse: true, now: Self.now)
    }

    @Test func aSignedLinkRunsInPlaceOfTheTokenOnceAndTheReplayIsRecorded() async throws {
      let outcomes = LinkOutcomes.recording()
      let store = TestStore(initialState: Drawer.State()) {
        Drawer(verifier: verifier)
      } withDependencies: {
        $0.linkOutcomes = outcomes
      }
      let link = try signed("drawer:///remove?name=a")
      await store.send(.link(link))
      await store.receive(\.remove) { $0.items = ["b"] }
      await store.receive(\.finished) { $0.outcomes = [.handled(callback: nil)] }
      await store.send(.link(link))
      await store.receive(\.finished) {
        $0.outcomes.append(.failed(RouteFailure(RouteAccessError.signature(.replayed)), callback: nil))
      }
      // The token still works; an unsigned link without it is refused as before.
      await store.send(.link(URL(string: "drawer:///remove?name=b&token=c0ffee0123456789c0ffee0123456789")!))
      await store.receive(\.remove) { $0.items = [] }
      await store.receive(\.finished) { $0.outcomes.append(.handled(callback: nil)) }
      #expect(outcomes.recent().map(\.result) == [.answered, .refused(.signature(.replayed)), .answered])
      // Each outcome says what the request proved: the key that signed it, nothing, the token.
      #expect(outcomes.recent().map(\.trust) == [.signed(keyID: "server-1"), .none, .token])
      #expect(outcomes.recent()[0].description.contains("(desktop, signed by server-1, "))
      #expect(outcomes.recent().map(\.source) == [.desktop, .desktop, .desktop])
    }

    @Test func aRouteForSignedLinksOnlyRefusesEveryOtherWithItsReason() async throws {
      // As a command that takes links on its command line records them.
      var outcomes = LinkOutcomes.recording()
      outcomes.arrival = .commandLine
      let store = TestStore(initialState: Drawer.State()) {
        Drawer(verifier: verifier)
      } withDependencies: {
        $0.linkOutcomes = outcomes
      }
      await store.send(
        .link(URL(string: "drawer:///empty?x-error=caller://failed&token=c0ffee0123456789c0ffee0123456789")!))
      await store.receive(\.finished) {
        $0.outcomes = [
          .failed(
            RouteFailure(RouteAccessError.signature(.missing)),
            callback: URL(
              string: "caller://failed?errorCode=401&errorMessage=This%20request%20must%20be%20a%20signed%20link.")
          )
        ]
        $0.urlToOpen = $0.outcomes[0].callback
      }
      let stranger = try LinkSigningKey(keyID: "stranger").sign(
        URL(string: "drawer:///empty")!, expiresIn: 300, singleUse: true, now: Self.now)
      await store.send(.link(stranger))
      await store.receive(\.finished) {
        $0.outcomes.append(.failed(RouteFailure(RouteAccessError.signature(.unknownKey("stranger"))), callback: nil))
      }
      #expect(
        outcomes.recent().map(\.result) == [
          .refused(.signature(.missing)), .refused(.signature(.unknownKey("stranger"))),
        ])
      #expect(store.state.items == ["a", "b"])
    }

    /// A signed link that must wait is checked before it waits (its nonce spent, a refusal
    /// answered at once), and runs once the requirement holds without being checked again.
    @Test func aSignedLinkThatWaitsIsCheckedFirst() async throws {
      let store = TestStore(initialState: Drawer.State(isLocked: true)) {
        Drawer(verifier: verifier)
      } withDependencies: {
        $0.linkOutcomes = .recording()
        $0.uuid = .incrementing
        $0.date = .constant(Self.now)
        $0.continuousClock = TestClock()
      }
      let link = try signed("drawer:///empty")
      let parked = ParkedLink(
        id: UUID(0), url: link, pattern: "/empty", kind: .request, arrived: Self.now, requirement: "unlocked",
        accessChecked: true, redactedBy: Drawer.links.configuration)
      await store.send(.link(link))
      await store.receive(\.parking) { $0.parked = ParkedLinks([parked]) }
      await store.send(.unlock) {
        $0.isLocked = false
        $0.parked = ParkedLinks()
      }
      await store.receive(\.parking)
      await store.receive(\.empty) { $0.items = [] }
      await store.receive(\.finished) { $0.outcomes = [.handled(callback: nil)] }
      await store.send(.link(link))
      await store.receive(\.finished) {
        $0.outcomes.append(.failed(RouteFailure(RouteAccessError.signature(.replayed)), callback: nil))
      }
    }
  }
#endif
