import Foundation

/// A request for a route that requires confirmation, waiting for the feature's decision: the
/// action an app answers with a dialog.
///
/// ```swift
/// case let .confirmLink(confirmation):
///   state.pendingConfirmation = confirmation      // the window shows a dialog
///   return .none
/// case .deleteConfirmed:
///   return state.pendingConfirmation.take()?.approve() ?? .none
/// case .deleteDeclined:
///   return state.pendingConfirmation.take()?.decline() ?? .none
/// ```
///
/// ``approve()`` sends the route's action (the feature then answers its ``LinkReply``);
/// ``decline()`` answers `x-cancel` and nothing runs. Decide once; later decisions are
/// ignored. A confirmation dropped undecided (no state or action holds it any more) is
/// declined, so the caller is never left waiting. Two confirmations are equal when they are
/// for the same request.
public struct LinkConfirmation<Action: Sendable>: Hashable, Sendable {
  /// The request waiting for the decision: its URL, `x-source` and input.
  public let request: RouteRequest
  let token: ConfirmationToken<Action>

  init(request: RouteRequest, action: Action, channel: ReplyChannel<Bool>) {
    self.request = request
    self.token = ConfirmationToken(action: action, channel: channel)
  }

  /// Runs the request: sends the route's action.
  public func approve() -> Effect<Action> {
    // The effect holds the token, so the confirmation cannot be declined by going away
    // before the decision is recorded.
    let token = self.token
    return .merge(.send(token.action), .run { _ in token.channel.resolve(.success(true)) })
  }

  /// Declines the request: its `x-cancel` callback is opened and nothing runs.
  public func decline() -> Effect<Action> {
    let token = self.token
    return .run { _ in token.channel.resolve(.success(false)) }
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
final class ConfirmationToken<Action: Sendable>: Sendable {
  let action: Action
  let channel: ReplyChannel<Bool>

  init(action: Action, channel: ReplyChannel<Bool>) {
    self.action = action
    self.channel = channel
  }

  deinit {
    channel.resolve(.success(false))
  }
}
