import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

/// The live caller against an opener that opens nothing: each test plays the other app by
/// claiming the callbacks it would open. No wall clock: timeouts run on a `TestClock`.
@Suite struct LinkCallerTests {
  struct Created: Decodable, Equatable { var id: Int }

  /// A call in flight: the URL it opened, and its result once it ends.
  struct Harness {
    let caller: LinkCaller
    let clock = TestClock()
    let opened: AsyncStream<URL>
    let openedContinuation: AsyncStream<URL>.Continuation
    let opens: Bool

    init(opens: Bool = true, nonces: [String]? = nil) {
      let queue = LockIsolated(nonces ?? [])
      caller =
        nonces == nil
        ? .live(scheme: "Caller", source: "Caller App")
        : .live(scheme: "caller", source: "Caller App") { queue.withValue { $0.removeFirst() } }
      (opened, openedContinuation) = AsyncStream.makeStream()
      self.opens = opens
    }

    /// Starts `operation` with this harness's opener and clock.
    func start<Value: Sendable>(
      _ operation: @escaping @Sendable (LinkCaller) async throws -> Value
    ) -> Task<Value, any Error> {
      let continuation = openedContinuation
      let opens = self.opens
      return withDependencies {
        $0.urlOpener = URLOpener(
          canOpen: { _ in true },
          open: { url in
            continuation.yield(url)
            return opens
          })
        $0.continuousClock = clock
      } operation: { [caller] in
        Task { try await operation(caller) }
      }
    }

    /// The next URL opened.
    func nextOpened() async -> URL? {
      var iterator = opened.makeAsyncIterator()
      return await iterator.next()
    }
  }

  static func query(_ url: URL) -> [String: String] {
    Dictionary(
      (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func successIsDecodedAndASecondAnswerIsRefused() async throws {
    let harness = Harness()
    let call = harness.start {
      try await $0.call(URL("tasks://x-callback-url/add?title=Milk"), expecting: Created.self)
    }
    let request = try #require(await harness.nextOpened())
    let query = Self.query(request)
    #expect(request.absoluteString.hasPrefix("tasks://x-callback-url/add?title=Milk&x-source=Caller%20App&"))
    let success = try #require(query["x-success"])
    #expect(success.hasPrefix("caller://x-reply/"))
    #expect(success.hasSuffix("/success"))
    #expect(query["x-error"] == success.replacingOccurrences(of: "/success", with: "/error"))
    #expect(query["x-cancel"] == success.replacingOccurrences(of: "/success", with: "/cancel"))

    let answer = try #require(URL(string: success + "?id=7"))
    #expect(harness.caller.claim(answer) == .answered)
    #expect(try await call.value == .success(Created(id: 7)))
    let nonce = success.split(separator: "/")[2]
    #expect(harness.caller.claim(answer) == .rejected(LinkCallbackError(.alreadyAnswered, nonce: String(nonce))))
  }

  @Test func errorAndCancelAreAnswers() async throws {
    let harness = Harness(nonces: ["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"])
    let failing = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    #expect(
      harness.caller.claim(URL("caller://x-reply/aaaaaaaaaaaaaaaa/error?errorCode=404&errorMessage=No%20list"))
        == .answered)
    #expect(try await failing.value == .failure(code: "404", message: "No list"))

    let cancelled = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    #expect(harness.caller.claim(URL("CALLER://X-Reply/bbbbbbbbbbbbbbbb/cancel")) == .answered)
    #expect(try await cancelled.value == .cancelled)
  }

  @Test func noAnswerTimesOutAndALateOneIsRefused() async throws {
    let harness = Harness(nonces: ["cccccccccccccccc"])
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self, timeout: .seconds(5)) }
    _ = await harness.nextOpened()
    await harness.clock.advanceOnceAsleep(by: .seconds(4))
    await harness.clock.advance(by: .seconds(1))
    await #expect(throws: LinkCallError.timedOut(after: .seconds(5))) { try await call.value }
    #expect(
      harness.caller.claim(URL("caller://x-reply/cccccccccccccccc/success?id=1"))
        == .rejected(LinkCallbackError(.late, nonce: "cccccccccccccccc")))
  }

  @Test func cancellingTheTaskEndsTheWait() async throws {
    let harness = Harness(nonces: ["dddddddddddddddd"])
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    call.cancel()
    await #expect(throws: LinkCallError.cancelled) { try await call.value }
    #expect(
      harness.caller.claim(URL("caller://x-reply/dddddddddddddddd/success?id=1"))
        == .rejected(LinkCallbackError(.late, nonce: "dddddddddddddddd")))
  }

  @Test func forgedAndMalformedCallbacksAreRefused() async throws {
    let harness = Harness(nonces: ["eeeeeeeeeeeeeeee"])
    let caller = harness.caller
    // Not callbacks: another scheme, another host.
    #expect(caller.claim(URL("other://x-reply/eeeeeeeeeeeeeeee/success")) == .notACallback)
    #expect(caller.claim(URL("caller://notes/3")) == .notACallback)
    // Callbacks that answer nothing.
    #expect(
      caller.claim(URL("caller://x-reply/0123456789abcdef/success"))
        == .rejected(LinkCallbackError(.unknownCall, nonce: "0123456789abcdef")))
    #expect(
      caller.claim(URL("caller://x-reply/not-a-nonce/success"))
        == .rejected(LinkCallbackError(.malformed("the path is not /<nonce>/<kind>"))))
    #expect(
      caller.claim(URL("caller://x-reply/0123456789abcdef/explode"))
        == .rejected(LinkCallbackError(.malformed("no callback is called \"explode\""), nonce: "0123456789abcdef")))

    // An oversized answer to a waiting call ends it with a typed error.
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    let huge = try #require(
      URL(string: "caller://x-reply/eeeeeeeeeeeeeeee/success?id=" + String(repeating: "9", count: 20_000)))
    let rejection = LinkCallbackError(
      .tooLong(length: huge.absoluteString.utf8.count, limit: 16_384), nonce: "eeeeeeeeeeeeeeee")
    #expect(caller.claim(huge) == .rejected(rejection))
    await #expect(throws: LinkCallError.rejectedAnswer(rejection)) { try await call.value }
    // ...and the real answer after it is refused: the call is over.
    #expect(
      caller.claim(URL("caller://x-reply/eeeeeeeeeeeeeeee/success?id=1"))
        == .rejected(LinkCallbackError(.alreadyAnswered, nonce: "eeeeeeeeeeeeeeee")))
  }

  @Test func badPercentEncodingEndsTheCall() async throws {
    let harness = Harness(nonces: ["abababababababab"])
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    let claim = harness.caller.claim(URL("caller://x-reply/abababababababab/success?id=%FF%FE"))
    guard case let .rejected(rejection) = claim, case .malformed = rejection.reason else {
      Issue.record("Expected a malformed answer, got \(claim)")
      return
    }
    await #expect(throws: LinkCallError.rejectedAnswer(rejection)) { try await call.value }
  }

  @Test func anAnswerThatIsNotTheResponseIsTyped() async throws {
    let harness = Harness(nonces: ["abcdefabcdefabcd"])
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    #expect(harness.caller.claim(URL("caller://x-reply/abcdefabcdefabcd/success?id=seven")) == .answered)
    await #expect {
      try await call.value
    } throws: { error in
      guard case .undecodableAnswer = error as? LinkCallError else { return false }
      return true
    }
  }

  @Test func requestsThatCannotCarryACallAreRefusedBeforeOpening() async throws {
    let harness = Harness()
    let call = harness.start {
      try await $0.call(URL("tasks://add?x-success=evil://steal"), expecting: Created.self)
    }
    await #expect(throws: LinkCallError.invalidRequest("the URL has its own x-success")) { try await call.value }

    let unopened = Harness(opens: false, nonces: ["1111111111111111"])
    let notOpened = unopened.start { try await $0.call(URL("nobody://add"), expecting: Created.self) }
    let request = try #require(await unopened.nextOpened())
    await #expect(throws: LinkCallError.notOpened(request)) { try await notOpened.value }
    #expect(
      unopened.caller.claim(URL("caller://x-reply/1111111111111111/success"))
        == .rejected(LinkCallbackError(.late, nonce: "1111111111111111")))
  }

  @Test func aRedirectChecksItsState() async throws {
    struct Code: Decodable, Equatable { var code: String }
    let harness = Harness(nonces: ["2222222222222222", "3333333333333333", "4444444444444444", "5555555555555555"])
    let good = harness.start {
      try await $0.authorize(URL("https://auth.example/authorize?client_id=notes"), expecting: Code.self)
    }
    let request = try #require(await harness.nextOpened())
    let query = Self.query(request)
    #expect(query["redirect_uri"] == "caller://x-reply/2222222222222222/redirect")
    #expect(query["state"] == "3333333333333333")
    #expect(
      harness.caller.claim(URL("caller://x-reply/2222222222222222/redirect?code=abc&state=3333333333333333"))
        == .answered)
    #expect(try await good.value == .success(Code(code: "abc")))

    let forged = harness.start { try await $0.authorize(URL("https://auth.example/authorize"), expecting: Code.self) }
    _ = await harness.nextOpened()
    let mismatch = LinkCallbackError(.stateMismatch, nonce: "4444444444444444")
    #expect(
      harness.caller.claim(URL("caller://x-reply/4444444444444444/redirect?code=abc&state=5555555555555556"))
        == .rejected(mismatch))
    await #expect(throws: LinkCallError.rejectedAnswer(mismatch)) { try await forged.value }
  }

  @Test func aRedirectErrorIsAFailure() async throws {
    struct Code: Decodable, Equatable { var code: String }
    let harness = Harness(nonces: ["6666666666666666", "7777777777777777"])
    let denied = harness.start { try await $0.authorize(URL("https://auth.example/authorize"), expecting: Code.self) }
    _ = await harness.nextOpened()
    #expect(
      harness.caller.claim(
        URL(
          "caller://x-reply/6666666666666666/redirect?state=7777777777777777&error=access_denied&error_description=No"))
        == .answered)
    #expect(try await denied.value == .failure(code: "access_denied", message: "No"))
  }

  @Test func aRedirectAnswerOnAnXCallbackCallIsMalformed() async throws {
    let harness = Harness(nonces: ["8888888888888888"])
    let call = harness.start { try await $0.call(URL("tasks://add"), expecting: Created.self) }
    _ = await harness.nextOpened()
    let rejection = LinkCallbackError(.malformed("a redirect answer to this call"), nonce: "8888888888888888")
    #expect(harness.caller.claim(URL("caller://x-reply/8888888888888888/redirect?state=x")) == .rejected(rejection))
    await #expect(throws: LinkCallError.rejectedAnswer(rejection)) { try await call.value }
  }

  @Test func noncesAreRandomAndWellFormed() {
    let nonces = (0..<100).map { _ in LinkCaller.makeNonce() }
    #expect(Set(nonces).count == 100)
    #expect(nonces.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) && $0 == $0.lowercased() })
  }

  @Test func aCallerNotSetUpSaysSo() async {
    await #expect(throws: LinkCallError.notConfigured) {
      try await LinkCaller.notConfigured.call(URL("tasks://add"), expecting: Created.self)
    }
    #expect(LinkCaller.notConfigured.claim(URL("caller://x-reply/0123456789abcdef/success")) == .notACallback)
  }
}
