import ConcurrencyExtras
import Foundation

/// The way back to the app that called a link: a feature that received it answers with
/// success (an output), an error or a cancellation, and ``XCallbackRoutes`` turns the answer
/// into the `x-success`, `x-error` or `x-cancel` callback.
///
/// ```swift
/// case let .create(note, reply):
///   return .run { send in
///     let id = try await database.insert(note)
///     await send(.created(id, reply))
///   }
/// case let .created(id, reply):
///   state.count += 1
///   return .run { _ in reply.answer(.success(Created(id: id))) }
/// ```
///
/// Answer once; later answers are ignored. A reply dropped without an answer (no action or
/// state holds it any more) fails with an `x-error` (500, "was not answered"), so a caller is
/// never left waiting. Two replies are equal when they answer the same request.
public struct LinkReply<Output: Encodable & Sendable>: Hashable, Sendable {
  /// The request being answered: its URL, `x-source` and callbacks.
  public let request: RouteRequest
  package let token: ReplyToken<Output>

  init(request: RouteRequest, channel: ReplyChannel<Output>) {
    self.request = request
    self.token = ReplyToken(channel: channel, url: request.url)
  }

  /// Answers: success (the output is appended to the `x-success` callback), or an error (its
  /// `XCallbackError` code and message, or the documented defaults, go to the `x-error`
  /// callback; a `RouteCancellation` opens `x-cancel`). The first answer counts.
  ///
  /// Call it from an effect: `.run { _ in reply.answer(.success(output)) }`.
  public func answer(_ result: Result<Output, any Error>) {
    token.channel.resolve(result)
  }

  /// Equal when both answer the same request.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token
  }

  /// Hashes the identity of the request being answered.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(token))
  }
}

extension LinkReply: CustomReflectable {
  /// Shows the request only. The token's channel changes on other threads while an answer is
  /// awaited, and reflection (test diffs, `dump`) reads stored properties without its lock:
  /// a test store dumping an action that carries a reply crashed that way.
  public var customMirror: Mirror {
    Mirror(self, children: ["request": request], displayStyle: .struct)
  }
}
