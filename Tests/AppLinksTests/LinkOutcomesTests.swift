import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Logging
import Testing

/// Each link the store receives yields one `LinkOutcome` through the `linkOutcomes`
/// dependency: the route's pattern, the result, the source, the redacted URL.
@MainActor @Suite struct LinkOutcomesTests {
  nonisolated static let secret = "c0ffee0123456789c0ffee0123456789"

  // The "Link outcomes" article's code (DocumentationCodeTests).
  @Test func aDeepLinkIsShownUnderItsPattern() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Library.State(isReady: true)) {
      Library()
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL(string: "library:///authors")!)) { $0.tab = .authors }
    #expect(outcomes.recent().map(\.result) == [.shown])
    #expect(
      outcomes.recent() == [
        LinkOutcome(pattern: "/authors", result: .shown, source: .desktop, url: "library:///authors")
      ])
  }

  @Test func aDeepLinkNoRouteTakesIsRefused() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Library.State(isReady: true)) {
      Library()
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL(string: "library:///nowhere?token=\(Self.secret)")!))
    await store.receive(\.unhandledLink) {
      $0.unhandled = [URL(string: "library:///nowhere?token=\(Self.secret)")!]
    }
    #expect(
      outcomes.recent() == [
        LinkOutcome(pattern: nil, result: .refused(.noRoute), source: .desktop, url: "library:///nowhere?token=•••")
      ])
  }

  @Test func aDeepLinkWithInvalidInputIsRefusedUnderItsPattern() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Library.State(isReady: true)) {
      Library()
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    let url = URL("library:///authors/x/books/2/share")
    await store.send(.link(url))
    await store.receive(\.unhandledLink) { $0.unhandled = [url] }
    let outcome = outcomes.recent().first
    #expect(outcome?.pattern == "/authors/:author/books/:book/share")
    guard case .refused(.invalidInput(let message))? = outcome?.result else {
      Issue.record("expected invalid input, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains("author"))
  }

  @Test func anXCallbackRequestIsAnsweredWithItsCallerNamed() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Memo.State()) {
      Memo(confirm: true)
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL("memo:///ping?x-source=Shortcuts&x-success=caller://pong")))
    await store.receive(.ping)
    await store.receive(\.linkFinished) {
      $0.urlToOpen = URL("caller://pong")
      $0.outcomes = [.handled(callback: URL("caller://pong"))]
    }
    await store.send(.openURL(.openedURL(true))) { $0.urlToOpen = nil }
    #expect(
      outcomes.recent() == [
        LinkOutcome(
          pattern: "/ping", result: .answered, source: .caller("Shortcuts"),
          url: "memo:///ping?x-source=•••&x-success=•••")
      ])
  }

  @Test func aFailedRequestCarriesItsCode() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Memo.State()) {
      Memo(confirm: true)
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL("memo:///memos/9")))
    await store.receive(\.show)
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(Memo.MemoError.notFound(9)), callback: nil)]
    }
    #expect(outcomes.recent().map(\.result) == [.failed(code: 404, message: "No memo 9.")])
    #expect(outcomes.recent().map(\.pattern) == ["/memos/:id"])
  }

  @Test func aDeclinedConfirmationIsCancelled() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Memo.State(memos: [1: "Keep"])) {
      Memo(confirm: false)
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL("memo:///memos/1/delete")))
    await store.receive(\.confirmLink)
    await store.receive(\.linkFinished) { $0.outcomes = [.cancelled(callback: nil)] }
    #expect(outcomes.recent().map(\.result) == [.cancelled])
  }

  @Test func aRefusedCallbackAndAnUnknownRequestAreRefused() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Memo.State()) {
      Memo(confirm: true)
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL("memo:///create?text=x&x-success=javascript:alert(1)")))
    await store.receive(\.linkFinished) {
      $0.outcomes = [
        .refused(
          CallbackPolicyError(
            parameter: "x-success", callback: "javascript:alert(1)", reason: .schemeNotAllowed("javascript")))
      ]
    }
    await store.send(.link(URL("memo:///nowhere")))
    await store.receive(\.linkFinished) {
      $0.outcomes.append(.notMatched(.noRoute(path: "/nowhere")))
    }
    let results = outcomes.recent().map(\.result)
    #expect(results.count == 2)
    guard case .refused(.callbackNotAllowed)? = results.first else {
      Issue.record("expected a refused callback, got \(results)")
      return
    }
    #expect(results.last == .refused(.noRoute))
  }

  @Test func aDeniedTokenIsRefusedAndTheTokenIsNeverShown() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Vault.State()) {
      Vault(token: { Self.secret })
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    let wrong = "0123456789abcdef0123456789abcdef"
    await store.send(.link(URL(string: "vault:///remove?name=a&token=\(wrong)")!))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.wrongToken), callback: nil)]
    }
    let outcome = outcomes.recent()
    #expect(outcome.map(\.result) == [.refused(.accessDenied(RouteAccessError.wrongToken.description))])
    #expect(outcome.map(\.url) == ["vault:///remove?name=•••&token=•••"])
    #expect(!"\(outcome)".contains(wrong))
  }

  @Test func aDuplicateIsRefused() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.linkOutcomes = outcomes
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    }
    let link = URL("notes:///create?title=Once")
    await store.send(.link(link)) {
      $0.opened = [link]
      $0.recent.seen = [link: Date(timeIntervalSince1970: 1_000)]
    }
    await store.send(.link(link)) {
      $0.recent.dropped = [link]
    }
    // The first goes to the table (which has no route for it), the second no further.
    #expect(
      outcomes.recent() == [
        LinkOutcome(pattern: nil, result: .refused(.noRoute), source: .desktop, url: "notes:///create?title=•••"),
        LinkOutcome(pattern: nil, result: .refused(.duplicate), source: .desktop, url: "notes:///create?title=•••"),
      ])
  }

  @Test func anAnswerToTheAppsCallIsDeliveredAndASecondIsRefused() async throws {
    let outcomes = LinkOutcomes.recording()
    let (store, opened) = liveShoppingStore { $0.linkOutcomes = outcomes }
    await store.send(.addToTasksTapped("Milk"))
    var requests = opened.makeAsyncIterator()
    let success = try await successAddress(of: &requests)
    let answer = try #require(URL(string: success + "?id=42&access_token=\(Self.secret)"))
    await store.send(.received(answer))
    await store.receive(\.taskAdded) { $0.taskID = 42 }
    let nonce = String(success.split(separator: "/")[2])
    let twice = LinkCallbackError(.alreadyAnswered, nonce: nonce)
    await store.send(.received(answer))
    await store.receive(.callbackRejected(answer, twice)) { $0.problem = twice.description }
    let recorded = outcomes.recent()
    #expect(recorded.map(\.result) == [.delivered, .refused(.unclaimedCallback(twice.description))])
    #expect(recorded.allSatisfy { !$0.url.contains(Self.secret) && $0.url.hasSuffix("access_token=•••") })
  }

  @Test func aHeldLinkIsReportedOnceWhenReleased() async {
    let outcomes = LinkOutcomes.recording()
    var state = Library.State()
    state.isReady = false
    let store = TestStore(initialState: state) {
      Library()
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    await store.send(.link(URL("library:///authors"))) {
      $0.pendingLinks = [URL("library:///authors")]
    }
    #expect(outcomes.recent().isEmpty)
    await store.send(.ready) {
      $0.isReady = true
      $0.pendingLinks = []
    }
    await store.receive(\.link) { $0.tab = .authors }
    #expect(outcomes.recent().map(\.result) == [.shown])
  }

  @Test func theLogKeepsTheLastOutcomesAndStreamsNewOnes() async {
    let outcomes = LinkOutcomes.recording(capacity: 2)
    let stream = outcomes.stream()
    for index in 1...3 {
      outcomes.record(LinkOutcome(pattern: "/\(index)", result: .shown, source: .desktop, url: "a:///\(index)"))
    }
    #expect(outcomes.recent().map(\.pattern) == ["/2", "/3"])
    // A reader that falls behind keeps the newest `capacity`, as the log does.
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next()?.pattern == "/2")
    #expect(await iterator.next()?.pattern == "/3")
  }

  @Test func aLoggedOutcomeNeverShowsASecret() async {
    let lines = LockIsolated<[String]>([])
    let logger = Logger(label: "test") { _ in CapturingLogHandler(lines: lines) }
    let outcomes = LinkOutcomes.logging(logger: logger)
    let store = TestStore(initialState: Vault.State()) {
      Vault(token: { Self.secret })
    } withDependencies: {
      $0.linkOutcomes = outcomes
    }
    let wrong = "0123456789abcdef0123456789abcdef"
    await store.send(
      .link(URL(string: "vault:///remove?name=a&token=\(wrong)&password=hunter2#access_token=\(Self.secret)")!))
    await store.receive(\.linkFinished) {
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.wrongToken), callback: nil)]
    }
    #expect(lines.value.count == 1)
    #expect(lines.value.first?.contains("token=•••&password=•••#access_token=•••") == true)
    for secret in [wrong, "hunter2", Self.secret] {
      #expect(lines.value.allSatisfy { !$0.contains(secret) })
    }
  }
}
