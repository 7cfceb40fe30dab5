import Foundation

/// A request for a route that requires confirmation, waiting for the feature's decision: the
/// action an app answers with a dialog.
///
/// ```swift
/// case let .confirmLink(confirmation):
///   state.pendingConfirmation = confirmation      // the window shows a dialog
///   return .none
/// case let .confirmationAnswered(approved):
///   let action = state.pendingConfirmation?.decide(approved: approved)
///   state.pendingConfirmation = nil
///   return action.map { .send($0) } ?? .none
/// ```
///
/// Approving gives the route's action to send (the feature then answers its ``LinkReply``);
/// declining answers `x-cancel` and nothing runs (``decide(approved:)``). Decide once; later decisions are
/// ignored. A confirmation dropped undecided (no state or action holds it any more) is
/// declined, so the caller is never left waiting. Two confirmations are equal when they are
/// for the same request.
public struct LinkConfirmation<Action: Sendable>: Hashable, Sendable {
  /// The request waiting for the decision: its URL, `x-source` and input.
  public let request: RouteRequest
  package let token: ConfirmationToken<Action>

  init(request: RouteRequest, action: Action, channel: ReplyChannel<Bool>) {
    self.request = request
    self.token = ConfirmationToken(action: action, channel: channel)
  }

  /// Records the decision. Approved, it returns the route's action, which the app sends (the
  /// feature then answers its ``LinkReply``); declined, it returns `nil`, the request's
  /// `x-cancel` callback is opened and nothing runs.
  public func decide(approved: Bool) -> Action? {
    token.channel.resolve(.success(approved))
    return approved ? token.action : nil
  }

  /// Equal when both are for the same request.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token === rhs.token
  }

  /// Hashes the identity of the request.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(token))
  }
}

extension LinkConfirmation: CustomReflectable {
  /// Shows the request only (see ``LinkReply``'s mirror for why).
  public var customMirror: Mirror {
    Mirror(self, children: ["request": request], displayStyle: .struct)
  }
}

/// What a ``LinkConfirmation`` holds: the action approval sends, and the channel the waiting
/// effect reads. Declines when the last copy goes away undecided.
package final class ConfirmationToken<Action: Sendable>: Sendable {
  package let action: Action
  package let channel: ReplyChannel<Bool>

  init(action: Action, channel: ReplyChannel<Bool>) {
    self.action = action
    self.channel = channel
  }

  deinit {
    channel.resolve(.success(false))
  }
}
