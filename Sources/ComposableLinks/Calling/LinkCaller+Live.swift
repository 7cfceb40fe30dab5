import Foundation
import LinkRouting

extension LinkCaller {
  /// The caller of an app whose own scheme is `scheme`: answers come back as
  /// `<scheme>://x-reply/<nonce>/<kind>` links, which the app's incoming-link path hands to
  /// ``claim`` (see ``Reducer/claimsLinkCallbacks(_:rejected:)``).
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
    let calls = PendingCalls()
    return LinkCaller(
      call: { call in
        @Dependency(\.urlOpener) var opener
        @Dependency(\.continuousClock) var clock
        let nonce = makeNonce()
        guard CallbackAddress.isNonce(nonce[...]) else {
          throw LinkCallError.invalidRequest("the nonce \"\(nonce)\" is not 16 to 64 lowercase hex digits")
        }
        var state: String?
        if case .redirect = call.style { state = makeNonce() }
        let request = try CallbackAddress.request(for: call, scheme: scheme, source: source, nonce: nonce, state: state)
        let channel = ReplyChannel<LinkCallResult<[RouteRequest.QueryItem]>>()
        // Waiting before opening: an answer can come back before `open` returns.
        calls.add(nonce, PendingCalls.Entry(style: call.style, state: state, channel: channel))
        let timeout = call.timeout
        // The deadline is fixed now, before the URL is opened, not when the timer task first runs.
        let sleep = sleeper(clock, until: timeout)
        let timer = Task {
          try await sleep()
          calls.take(nonce, as: .ended)?.channel.resolve(.failure(LinkCallError.timedOut(after: timeout)))
        }
        defer {
          timer.cancel()
          _ = calls.take(nonce, as: .ended)
        }
        guard await opener.open(request) else { throw LinkCallError.notOpened(request) }
        return try await channel.value()
      },
      claim: { url in
        guard let reading = CallbackAddress.read(url, scheme: scheme, limits: limits) else { return .notACallback }
        let callback: CallbackAddress.Callback
        switch reading {
        case let .success(read):
          callback = read
        case let .failure(rejection):
          // An unreadable answer to a waiting call ends it: it will get no better one.
          if let nonce = rejection.nonce, let entry = calls.take(nonce, as: .answered) {
            entry.channel.resolve(.failure(LinkCallError.rejectedAnswer(rejection)))
          }
          return .rejected(rejection)
        }
        guard let entry = calls.take(callback.nonce, as: .answered) else {
          let reason: LinkCallbackRejection.Reason =
            switch calls.ending(of: callback.nonce) {
            case .answered: .alreadyAnswered
            case .ended: .late
            case nil: .unknownCall
            }
          return .rejected(LinkCallbackRejection(reason, nonce: callback.nonce))
        }
        switch answer(to: entry, from: callback) {
        case let .success(result):
          entry.channel.resolve(.success(result))
          return .answered
        case let .failure(rejection):
          entry.channel.resolve(.failure(LinkCallError.rejectedAnswer(rejection)))
          return .rejected(rejection)
        }
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

  /// What a callback says, for the call it answers.
  private static func answer(
    to entry: PendingCalls.Entry, from callback: CallbackAddress.Callback
  ) -> Result<LinkCallResult<[RouteRequest.QueryItem]>, LinkCallbackRejection> {
    func value(_ name: String) -> String? { callback.items.first { $0.name == name }?.value }
    let nonce = callback.nonce
    switch (entry.style, callback.kind) {
    case (.xCallback, .success):
      return .success(.success(callback.items))
    case (.xCallback, .error):
      return .success(.failure(code: value("errorCode") ?? "", message: value("errorMessage") ?? ""))
    case (.xCallback, .cancel):
      return .success(.cancelled)
    case (.redirect, .redirect):
      let states = callback.items.filter { $0.name == "state" }
      guard states.count == 1, let expected = entry.state, ConstantTime.equals(states[0].value, expected) else {
        return .failure(LinkCallbackRejection(.stateMismatch, nonce: nonce))
      }
      if let error = value("error") {
        return .success(.failure(code: error, message: value("error_description") ?? ""))
      }
      return .success(.success(callback.items.filter { $0.name != "state" }))
    case (.xCallback, .redirect), (.redirect, _):
      return .failure(
        LinkCallbackRejection(.malformed("a \(callback.kind.rawValue) answer to this call"), nonce: nonce))
    }
  }
}
