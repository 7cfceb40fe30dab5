/// What a link asks of the app's loop, as data: actions to send now, in order, then an
/// operation that sends more later (the answer to a request, say).
///
/// Any architecture runs it. With The Composable Architecture:
///
/// ```swift
/// let (actions, operation) = (work.actions, work.operation)
/// return .merge(
///   .merge(actions.map { .send($0) }),
///   .run { send in await operation?({ await send($0) }) }
/// )
/// ```
///
/// Keep the operation apart from the actions (as above, not by capturing `work`): an action
/// may carry a ``LinkReply`` or a ``LinkConfirmation``, which answers its caller when the last
/// copy goes away unanswered, and the operation runs until then. ComposableLinks' reducers
/// turn it into their `Effect` the same way.
public struct LinkWork<Action: Sendable>: Sendable {
  /// Sends an action back into the app's loop.
  public typealias Send = @Sendable (Action) async -> Void

  /// The actions to send at once, in order.
  public let actions: [Action]
  /// What sends later actions, if anything does; it returns when it is done (for a request,
  /// once its feature answered and the outcome was sent).
  public let operation: (@Sendable (_ send: Send) async -> Void)?

  /// Work of `actions`, then `operation`.
  package init(actions: [Action], operation: (@Sendable (_ send: Send) async -> Void)? = nil) {
    self.actions = actions
    self.operation = operation
  }
}
