import Dependencies
import Foundation
import LinkRouting

extension LinkCaller {
  /// The caller of an app whose own scheme is `scheme`: answers come back as
  /// `<scheme>://x-reply/<nonce>/<kind>` links, which the app's incoming-link path hands to
  /// ``claim`` (see ``LinkIntake/claimingCallbacks(rejected:)``).
  ///
  /// - Parameters:
  ///   - scheme: The app's own URL scheme, registered with the system.
  ///   - source: The app's name, sent as `x-source`.
  ///   - limits: Bounds on an answer; a longer one, or one with more query items, is refused.
  ///   - makeNonce: Makes each call's nonce (16 to 64 lowercase hex digits); the default is
  ///     128 random bits. A process that must know its call's nonce before it calls (to listen
  ///     for the answer under a name made from it) passes its own.
  public static func live(
    scheme: String, source: String, limits: URLLimits = .default,
    makeNonce: @escaping @Sendable () -> String = LinkCaller.makeNonce
  ) -> LinkCaller {
    let scheme = scheme.lowercased()
    // The channel always succeeds with the call's outcome (an answer, or why there is none);
    // it fails only when the waiting task is cancelled.
    typealias Outcome = Result<LinkCallResult<[URLQueryItem]>, LinkCallError>
    let calls = CallLedger<ReplyChannel<Outcome>>(scheme: scheme, limits: limits)
    return LinkCaller(
      call: { call throws(LinkCallError) in
        @Dependency(\.urlOpener) var opener
        @Dependency(\.continuousClock) var clock
        let nonce = makeNonce()
        guard CallbackAddress.isNonce(nonce[...]) else {
          throw .invalidRequest("the nonce \"\(nonce)\" is not 16 to 64 lowercase hex digits")
        }
        var state: String?
        if case .redirect = call.style { state = makeNonce() }
        let request = try CallbackAddress.request(
          for: call, scheme: scheme, source: source, nonce: nonce, state: state)
        let channel = ReplyChannel<Outcome>()
        // Waiting before opening: an answer can come back before `open` returns.
        calls.add(nonce, .init(style: call.style, state: state, waiter: channel))
        let timeout = call.timeout
        // The deadline is fixed now, before the URL is opened, not when the timer task first runs.
        let sleep = sleeper(clock, until: timeout)
        let timer = Task {
          try await sleep()
          calls.take(nonce, as: .ended)?.waiter.resolve(.success(.failure(.timedOut(after: timeout))))
        }
        defer {
          timer.cancel()
          _ = calls.take(nonce, as: .ended)
        }
        guard await opener.open(request) else { throw .notOpened(request) }
        let outcome: Outcome
        do {
          outcome = try await channel.value()
        } catch {
          throw .cancelled
        }
        return try outcome.get()
      },
      claim: { url in
        let claimed = calls.claim(url)
        if let (channel, answer) = claimed.delivery {
          channel.resolve(.success(answer.mapError { LinkCallError.rejectedAnswer($0) }))
        }
        return claimed.claim
      }
    )
  }

  /// Sleeps until `timeout` from now on `clock`, now meaning when this is called.
  private static func sleeper<C: Clock<Duration>>(
    _ clock: C, until timeout: Duration
  ) -> @Sendable () async throws -> Void {
    let deadline = clock.now.advanced(by: timeout)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  /// 128 random bits as 32 lowercase hex digits, from the system's secure generator.
  @Sendable public static func makeNonce() -> String {
    var generator = SystemRandomNumberGenerator()
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }
}
