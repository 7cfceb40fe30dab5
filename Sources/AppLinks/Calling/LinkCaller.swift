import Dependencies
import Foundation
import IssueReporting
import LinkRouting

/// Calls other apps and waits for their answers: an x-callback-url client (and an OAuth-style
/// redirect), used from an effect.
///
/// ```swift
/// @Dependency(\.linkCaller) var linkCaller
///
/// case .createTaskTapped:
///   return .run { send in
///     let result = try await linkCaller.call(
///       URL(string: "tasks://x-callback-url/add?title=Milk")!, expecting: NewTask.self
///     )
///     await send(.taskCreated(result))
///   } catch: { error, send in
///     await send(.callFailed("\(error)"))
///   }
/// ```
///
/// The live caller (``live(scheme:source:limits:makeNonce:)``) adds `x-success`, `x-error` and
/// `x-cancel` on the app's own scheme, each naming a nonce made for this call, and `x-source`;
/// opens the URL with the `urlOpener` dependency; and waits, at most the call's timeout (on the
/// `continuousClock` dependency), for the answer, which the app's incoming-link path hands to
/// ``claim`` (see ``LinkIntake/claimingCallbacks(rejected:)``) before any route sees it.
/// Cancelling the task ends the wait. A second answer, one to a call that ended, one with an
/// unknown nonce or an unreadable query is refused, never taken for the answer.
///
/// The test value reports an issue when it is used; ``answering(_:)`` makes a caller that
/// answers without any other app, for a `TestStore`.
public struct LinkCaller: Sendable {
  /// Makes a call: opens it with its callbacks and waits for the answer, undecoded.
  ///
  /// - Throws: Why no answer came; `LinkCallError.cancelled` when the task is cancelled.
  public var call: @Sendable (_ call: LinkCall) async throws(LinkCallError) -> LinkCallResult<[URLQueryItem]>

  /// Takes an incoming link that answers a call (its scheme is the app's, its host the
  /// reserved `x-reply`) and hands it to the waiting call. Call it before routing a link:
  /// only a link it answers `LinkCallbackClaim.notACallback` for goes on to the routes.
  public var claim: @Sendable (_ url: URL) -> LinkCallbackClaim

  /// Creates a caller from its two operations.
  public init(
    call:
      @escaping @Sendable (_ call: LinkCall) async throws(LinkCallError) -> LinkCallResult<[URLQueryItem]>,
    claim: @escaping @Sendable (_ url: URL) -> LinkCallbackClaim
  ) {
    self.call = call
    self.claim = claim
  }

  /// Calls another app with x-callback-url and decodes its `x-success` query as `Response`
  /// (with `decoder`).
  ///
  /// - Parameters:
  ///   - url: The request, such as `tasks://x-callback-url/add?title=Milk`: the caller adds
  ///     `x-success`, `x-error`, `x-cancel` and `x-source`.
  ///   - response: The type the `x-success` query decodes as.
  ///   - timeout: How long to wait for the answer.
  ///   - decoder: Decodes the answer's query.
  /// - Throws: Why no answer came (`LinkCallError.undecodableAnswer(_:)` when the success
  ///   query is not a `Response`, `LinkCallError.cancelled` when the task is cancelled).
  public func call<Response: Decodable>(
    _ url: URL, expecting response: Response.Type, timeout: Duration = .seconds(60),
    decoder: URLQueryDecoder = URLQueryDecoder()
  ) async throws(LinkCallError) -> LinkCallResult<Response> {
    try Self.decode(try await call(LinkCall(url: url, style: .xCallback, timeout: timeout)), as: response, decoder)
  }

  /// Opens an OAuth-style authorization URL with a redirect to the app's own scheme and a
  /// `state` made for this call, and decodes the redirect's query (without `state`) as
  /// `Response`. A redirect with `error` is a `LinkCallResult.failure(code:message:)` with
  /// `error_description`; one whose `state` differs ends the call with
  /// `LinkCallbackError.Reason.stateMismatch`.
  ///
  /// - Parameters:
  ///   - url: The authorization URL, without its redirect and `state` (the caller adds both).
  ///   - response: The type the redirect's query decodes as.
  ///   - redirectParameter: The query parameter that takes the redirect URI.
  ///   - timeout: How long to wait for the redirect.
  ///   - decoder: Decodes the redirect's query.
  /// - Throws: Why no redirect came (`LinkCallError.cancelled` when the task is cancelled).
  public func authorize<Response: Decodable>(
    _ url: URL, expecting response: Response.Type, redirectParameter: String = "redirect_uri",
    timeout: Duration = .seconds(300), decoder: URLQueryDecoder = URLQueryDecoder()
  ) async throws(LinkCallError) -> LinkCallResult<Response> {
    let call = LinkCall(url: url, style: .redirect(parameter: redirectParameter), timeout: timeout)
    return try Self.decode(try await self.call(call), as: response, decoder)
  }

  private static func decode<Response: Decodable>(
    _ result: LinkCallResult<[URLQueryItem]>, as response: Response.Type, _ decoder: URLQueryDecoder
  ) throws(LinkCallError) -> LinkCallResult<Response> {
    do throws(URLQueryDecodingError) {
      return try result.map { items throws(URLQueryDecodingError) in
        try decoder.decode(response, from: items)
      }
    } catch {
      throw .undecodableAnswer(error)
    }
  }

  /// Whether `url` is on the host reserved for answers to calls (`<scheme>://x-reply/…`): an
  /// answer to some call, this process's or another's, never a link for the app's screens or
  /// routes. A desktop app uses it to tell a launch that only carries an answer (to hand on,
  /// then quit) from one the user should see.
  public static func isAnswerToACall(_ url: URL) -> Bool {
    url.host?.lowercased() == CallbackAddress.host
  }

  /// A caller that answers every call with `answer`, without opening anything, and claims no
  /// link: for tests and previews.
  ///
  /// ```swift
  /// $0.linkCaller = .answering { call in
  ///   .success([URLQueryItem(name: "id", value: "7")])
  /// }
  /// ```
  public static func answering(
    _ answer:
      @escaping @Sendable (_ call: LinkCall) async throws(LinkCallError) -> LinkCallResult<
        [URLQueryItem]
      >
  ) -> LinkCaller {
    LinkCaller(call: answer, claim: { _ in .notACallback })
  }

  /// A caller that reports an issue when a call is made, or when a link on the reserved
  /// callback host is claimed; other links are not callbacks.
  public static let unimplemented = LinkCaller(
    call: { call throws(LinkCallError) in
      reportIssue("Unimplemented: 'LinkCaller.call' was called with \(call.url.absoluteString).")
      throw .notConfigured
    },
    claim: { url in
      if url.host?.lowercased() == CallbackAddress.host {
        reportIssue("Unimplemented: 'LinkCaller.claim' was called with \(url.absoluteString).")
      }
      return .notACallback
    }
  )

  /// A caller the app has not set up: every call throws `LinkCallError.notConfigured`, and
  /// no link is a callback.
  package static let notConfigured = LinkCaller(
    call: { _ throws(LinkCallError) in throw .notConfigured },
    claim: { _ in .notACallback }
  )
}

// The key is private, as swift-dependencies keeps its own: a reader meets one name for the
// dependency (`\.linkCaller`) and one for each value (`.unimplemented`, `.live(…)`).
private enum LinkCallerKey: DependencyKey {
  static var liveValue: LinkCaller { .notConfigured }
  static var testValue: LinkCaller { .unimplemented }
}

extension DependencyValues {
  /// Calls other apps and takes their answers. See ``LinkCaller``.
  ///
  /// Until an app sets it, every call fails with `LinkCallError.notConfigured`: an app sets up
  /// its own (``LinkCaller/live(scheme:source:limits:makeNonce:)``), since only it knows its
  /// scheme. In tests it is ``LinkCaller/unimplemented``: a test says how calls are answered.
  public var linkCaller: LinkCaller {
    get { self[LinkCallerKey.self] }
    set { self[LinkCallerKey.self] = newValue }
  }
}

extension LinkOutcomes {
  /// Hands `url` to `caller`'s waiting call, and records what became of it: delivered, or
  /// refused as an unclaimed callback. A link that is not a callback is not recorded here (its
  /// route records it). The one claim behind ``LinkIntake/claimingCallbacks(rejected:)`` and
  /// every store's adapter of it.
  package func claim(_ url: URL, with caller: LinkCaller) -> LinkCallbackClaim {
    let arrived = now()
    let claim = caller.claim(url)
    switch claim {
    case .notACallback: break
    case .answered: report(.delivered, for: url, pattern: nil, since: arrived)
    case let .rejected(rejection):
      report(.refused(.unclaimedCallback(rejection.description)), for: url, pattern: nil, since: arrived)
    }
    return claim
  }
}
