@_spi(Testing) import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

/// A feature answering x-callback-url calls: the round trip is state and actions.
struct Memo: Reducer {
  struct State: Equatable {
    var memos: [Int: String] = [:]
    var nextID = 1
    var urlToOpen: URL?
    var outcomes: [RouteOutcome] = []
    /// Replies the feature keeps without answering (yet).
    var held: [LinkReply<NoOutput>] = []
  }

  struct NewMemo: Decodable, Equatable { var text: String }
  struct MemoLink: Decodable, Equatable { var id: Int }
  struct Created: Encodable, Equatable { var id: Int }
  struct Shown: Encodable, Equatable { var id: Int; var text: String }

  enum MemoError: XCallbackError, Equatable {
    case notFound(Int)
    var errorCode: Int { 404 }
    var errorMessage: String {
      switch self {
      case let .notFound(id): "No memo \(id)."
      }
    }
  }

  @CasePathable enum Action: Equatable, Sendable {
    /// A link of either kind (this app has only requests, and is sent links as ``link(_:)``).
    case received(URL)
    /// A link answered as a request, whatever its shape.
    case link(URL)
    case linkFinished(RouteOutcome)
    case create(NewMemo, LinkReply<Created>)
    case show(MemoLink, LinkReply<Shown>)
    case delete(MemoLink, LinkReply<NoOutput>)
    case forget(LinkReply<NoOutput>)
    case hold(LinkReply<NoOutput>)
    case ping
    case openURL(OpenURLAction)
    case confirmLink(LinkConfirmation<Action>)
  }

  static let intake = LinkIntake(links, link: \.received, finished: \.linkFinished)
    .answering(\.link)  // every link this feature is sent is a request, whatever its shape
    .confirming(\.confirmLink)

  /// How the feature answers confirmations: approve all, or decline all.
  let confirm: Bool

  /// The app's links: requests only.
  static let links = LinkRoutes<State, Action>(
    LinkConfiguration(schemes: ["memo"]),
    requests: { requests in
      requests.route("/create") { (memo: NewMemo, reply: LinkReply<Created>) in .create(memo, reply) }
      requests.route("/memos/:id") { (link: MemoLink, reply: LinkReply<Shown>) in .show(link, reply) }
      requests.route("/memos/:id/delete", requiresConfirmation: true) {
        (link: MemoLink, reply: LinkReply<NoOutput>) in .delete(link, reply)
      }
      requests.route("/forget") { (reply: LinkReply<NoOutput>) in .forget(reply) }
      requests.route("/hold") { (reply: LinkReply<NoOutput>) in .hold(reply) }
      requests.route("/ping", send: .ping)
    })

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .create(memo, reply):
        let id = state.nextID
        state.nextID += 1
        state.memos[id] = memo.text
        return reply.succeed(with: Created(id: id))
      case let .show(link, reply):
        guard let text = state.memos[link.id] else { return reply.fail(MemoError.notFound(link.id)) }
        return reply.succeed(with: Shown(id: link.id, text: text))
      case let .delete(link, reply):
        guard state.memos.removeValue(forKey: link.id) != nil else { return reply.cancel() }
        return reply.succeed()
      case let .linkFinished(outcome):
        state.outcomes.append(outcome)
        return .none
      case let .confirmLink(confirmation):
        return confirm ? confirmation.approve() : confirmation.decline()
      case let .hold(reply):
        state.held.append(reply)
        return .none
      case .received, .link, .forget, .ping, .openURL:
        return .none
      }
    }
    .handlesLinks(Self.intake, urlToOpen: \.urlToOpen)
    .opensURL(state: \.urlToOpen, action: \.openURL)
  }
}

@MainActor
@Suite struct XCallbackStoreTests {
  @Test func successOpensXSuccessWithTheOutput() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL(string: "memo:///create?text=Hello%20there&x-success=caller://ok?ref=1")!))
    await store.receive(\.create) {
      $0.memos = [1: "Hello there"]
      $0.nextID = 2
    }
    let callback = URL(string: "caller://ok?ref=1&id=1")!
    await store.receive(\.linkFinished) {
      $0.urlToOpen = callback
      $0.outcomes = [.handled(callback: callback)]
    }
    await store.send(.openURL(.openedURL(true))) {
      $0.urlToOpen = nil
    }
  }

  @Test func anErrorOpensXErrorWithCodeAndMessage() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///memos/9?x-error=caller://failed")))
    await store.receive(\.show)
    let callback = URL("caller://failed?errorCode=404&errorMessage=No%20memo%209.")
    await store.receive(\.linkFinished) {
      $0.urlToOpen = callback
      $0.outcomes = [.failed(RouteFailure(Memo.MemoError.notFound(9)), callback: callback)]
    }
    await store.send(.openURL(.openedURL(true))) {
      $0.urlToOpen = nil
    }
  }

  @Test func aDeclinedConfirmationOpensXCancelAndSendsNothing() async {
    let store = TestStore(initialState: Memo.State(memos: [1: "Keep"])) {
      Memo(confirm: false)
    }
    await store.send(.link(URL("memo:///memos/1/delete?x-cancel=caller://cancelled")))
    await store.receive(\.confirmLink)
    let callback = URL("caller://cancelled")
    await store.receive(\.linkFinished) {
      $0.urlToOpen = callback
      $0.outcomes = [.cancelled(callback: callback)]
    }
    #expect(store.state.memos == [1: "Keep"])
    await store.send(.openURL(.urlNotSupported)) {
      $0.urlToOpen = nil
    }
  }

  @Test func aFeatureCanCancel() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///memos/5/delete?x-cancel=caller://cancelled")))
    await store.receive(\.confirmLink)
    await store.receive(\.delete)
    await store.receive(\.linkFinished) {
      $0.urlToOpen = URL("caller://cancelled")
      $0.outcomes = [.cancelled(callback: URL("caller://cancelled"))]
    }
    await store.send(.openURL(.openedURL(true))) { $0.urlToOpen = nil }
  }

  @Test func aDroppedReplyFailsInsteadOfHanging() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///forget?x-error=caller://failed")))
    await store.receive(\.forget)
    let callback = URL(
      "caller://failed?errorCode=500&errorMessage=The%20request%20memo%3A%2F%2F%2Fforget%3Fx-error%3Dcaller%3A%2F%2Ffailed%20was%20not%20answered."
    )
    await store.receive(\.linkFinished) {
      $0.urlToOpen = callback
      $0.outcomes = [
        .failed(RouteFailure(LinkReplyDroppedError(url: "memo:///forget?x-error=caller://failed")), callback: callback)
      ]
    }
    await store.send(.openURL(.openedURL(true))) { $0.urlToOpen = nil }
  }

  @Test func anActionRouteSucceedsAtOnce() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///ping?x-success=caller://pong")))
    await store.receive(.ping)
    await store.receive(\.linkFinished) {
      $0.urlToOpen = URL("caller://pong")
      $0.outcomes = [.handled(callback: URL("caller://pong"))]
    }
    await store.send(.openURL(.openedURL(true))) { $0.urlToOpen = nil }
  }

  @Test func aHostileCallbackIsRefusedAndNothingRuns() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///create?text=x&x-success=javascript:alert(1)")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [
        .refused(
          CallbackPolicyError(
            parameter: "x-success", callback: "javascript:alert(1)", reason: .schemeNotAllowed("javascript")))
      ]
    }
    #expect(store.state.memos.isEmpty)
  }

  @Test func anUnknownLinkIsNotMatchedAndOpensNothing() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    await store.send(.link(URL("memo:///nowhere?x-error=caller://failed")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.notMatched(.noRoute(path: "/nowhere"))]
    }
  }

  @Test func theDriverOpensTheCallbackOnARealStore() async {
    let recorder = RecordingOpener(supported: ["caller"])
    let store = Store(initialState: Memo.State()) { Memo(confirm: true) }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL, opener: recorder.opener)
    await store.send(.link(URL("memo:///create?text=Hi&x-success=caller://ok"))).finish()
    await driver.finish()
    #expect(recorder.opened.value == [URL("caller://ok?id=1")])
    #expect(store.state.urlToOpen == nil)
    #expect(store.state.memos == [1: "Hi"])
  }

  @Test func withoutAConfirmActionARouteThatNeedsOneIsDeclined() async {
    struct Bare: Reducer {
      var body: some ReducerOf<Memo> {
        Reduce { _, _ in .none }
          .handlesLinks(
            LinkIntake(Memo.links, link: \.received, finished: \.linkFinished)
              .answering(\.link),
            urlToOpen: \.urlToOpen)
      }
    }
    let store = TestStore(initialState: Memo.State(memos: [1: "Keep"])) { Bare() }
    await store.send(.link(URL("memo:///memos/1/delete?x-cancel=caller://no")))
    await store.receive(\.linkFinished) { $0.urlToOpen = URL("caller://no") }
  }

  @Test func aConfirmationDroppedUndecidedDeclines() async {
    struct Forgetful: Reducer {
      var body: some ReducerOf<Memo> {
        Reduce { _, _ in .none }
          .handlesLinks(
            LinkIntake(Memo.links, link: \.received, finished: \.linkFinished)
              .answering(\.link)
              .confirming(\.confirmLink),
            urlToOpen: \.urlToOpen)
      }
    }
    let store = TestStore(initialState: Memo.State()) { Forgetful() }
    await store.send(.link(URL("memo:///memos/1/delete?x-cancel=caller://no")))
    await store.receive(\.confirmLink)
    await store.receive(\.linkFinished) { $0.urlToOpen = URL("caller://no") }
  }

  @Test func aDuplicateRouteIsReportedAndLeftOut() {
    withKnownIssue {
      let routes = LinkRoutes<Memo.State, Memo.Action>(
        Memo.links.configuration,
        requests: { requests in
          requests.route("/memos/:id", send: .ping)
          requests.route("/memos/:other", send: .ping)
        })
      #expect(routes.registrationErrors == [.duplicatePattern("/memos/:other")])
      #expect(routes.requests.descriptions.count == 1)
    }
  }

  @Test func cancellingTheWaitForAnAnswerEndsIt() async {
    let store = TestStore(initialState: Memo.State()) { Memo(confirm: true) }
    // The feature keeps the reply and never answers: only cancellation can end the wait.
    let task = await store.send(.link(URL("memo:///hold?x-success=caller://ok")))
    await store.receive(\.hold) { $0.held.append($1) }
    task.cancel()
    await task.finish()
    #expect(store.state.outcomes.isEmpty)
  }

}
