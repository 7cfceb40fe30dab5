import Foundation

/// The calls an app waits on, by nonce, and how the recent ones ended: what claims an incoming
/// answer for its call, and tells a second answer, a late one and a forged one apart. Generic
/// over what waits (the caller's channel; a counter in the fuzz target), so that the claiming
/// rules live here, beside the URL reading they rest on, and are fuzzed as they run.
package final class CallLedger<Waiter: Sendable>: @unchecked Sendable {
  /// A waiting call.
  package struct Entry: Sendable {
    package let style: LinkCall.Style
    /// The `state` a redirect must bring back.
    package let state: String?
    package let waiter: Waiter

    package init(style: LinkCall.Style, state: String?, waiter: Waiter) {
      self.style = style
      self.state = state
      self.waiter = waiter
    }
  }

  /// How a call that no longer waits ended.
  package enum Ending: Sendable {
    /// An answer (good or not) was taken.
    case answered
    /// It timed out, was cancelled, or could not be opened.
    case ended
  }

  /// What a claim found: the claim, and for a waiting call, what to hand its waiter.
  package struct Claimed {
    package let claim: LinkCallbackClaim
    package let delivery: (waiter: Waiter, answer: Result<LinkCallResult<[URLQueryItem]>, LinkCallbackError>)?
  }

  /// How many ended calls are remembered: beyond that, an answer to an old call is reported
  /// as unknown rather than late. Each costs about 100 bytes.
  package static var keptEndings: Int { 1024 }

  package let scheme: String
  package let limits: URLLimits
  // Guarded by `lock`. A plain lock: each operation is a few dictionary steps.
  private let lock = NSLock()
  private var waiting: [String: Entry] = [:]
  private var endings: [String: Ending] = [:]
  /// The nonces of `endings`, oldest first, so the record stays bounded.
  private var order: [String] = []

  package init(scheme: String, limits: URLLimits) {
    self.scheme = scheme.lowercased()
    self.limits = limits
  }

  /// Records a waiting call.
  package func add(_ nonce: String, _ entry: Entry) {
    lock.withLock { waiting[nonce] = entry }
  }

  /// Takes a waiting call out, recording how it ended. Whoever takes it first (an answer, the
  /// timer, the caller giving up) is the one that ends it; the others get nil.
  package func take(_ nonce: String, as ending: Ending) -> Entry? {
    lock.withLock {
      guard let entry = waiting.removeValue(forKey: nonce) else { return nil }
      endings[nonce] = ending
      order.append(nonce)
      if order.count > Self.keptEndings {
        let forgotten = order.count - Self.keptEndings
        for old in order.prefix(forgotten) { endings[old] = nil }
        order.removeFirst(forgotten)
      }
      return entry
    }
  }

  /// The number of calls waiting.
  package var waitingCount: Int { lock.withLock { waiting.count } }

  /// Reads an incoming link as an answer: not one (another scheme or host), the answer to a
  /// waiting call (taken out of the ledger: it is answered once), or refused. An unreadable
  /// answer to a waiting call ends that call too: it will get no better one.
  package func claim(_ url: URL) -> Claimed {
    guard let reading = CallbackAddress.read(url, scheme: scheme, limits: limits) else {
      return Claimed(claim: .notACallback, delivery: nil)
    }
    let callback: CallbackAddress.Callback
    switch reading {
    case let .success(read):
      callback = read
    case let .failure(rejection):
      let entry = rejection.nonce.flatMap { take($0, as: .answered) }
      return Claimed(claim: .rejected(rejection), delivery: entry.map { ($0.waiter, .failure(rejection)) })
    }
    guard let entry = take(callback.nonce, as: .answered) else {
      let reason: LinkCallbackError.Reason =
        switch lock.withLock({ endings[callback.nonce] }) {
        case .answered: .alreadyAnswered
        case .ended: .late
        case nil: .unknownCall
        }
      return Claimed(claim: .rejected(LinkCallbackError(reason, nonce: callback.nonce)), delivery: nil)
    }
    let answer = Self.answer(to: entry, from: callback)
    switch answer {
    case .success: return Claimed(claim: .answered, delivery: (entry.waiter, answer))
    case let .failure(rejection): return Claimed(claim: .rejected(rejection), delivery: (entry.waiter, answer))
    }
  }

  /// What a callback says, for the call it answers.
  private static func answer(
    to entry: Entry, from callback: CallbackAddress.Callback
  ) -> Result<LinkCallResult<[URLQueryItem]>, LinkCallbackError> {
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
      guard states.count == 1, let expected = entry.state, ConstantTime.equals(states[0].value ?? "", expected) else {
        return .failure(LinkCallbackError(.stateMismatch, nonce: nonce))
      }
      if let error = value("error") {
        return .success(.failure(code: error, message: value("error_description") ?? ""))
      }
      return .success(.success(callback.items.filter { $0.name != "state" }))
    case (.xCallback, .redirect), (.redirect, _):
      return .failure(
        LinkCallbackError(.malformed("a \(callback.kind.rawValue) answer to this call"), nonce: nonce))
    }
  }
}
