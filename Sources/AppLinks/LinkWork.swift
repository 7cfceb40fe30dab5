/// What a link asks of the app's loop, as data: actions to send now, in order; operations that
/// send more later (the answer to a request, a parked link's expiry); and earlier operations to
/// cancel.
///
/// Any architecture runs it. With The Composable Architecture, once per app:
///
/// ```swift
/// extension Effect where Action: Sendable {
///   static func links(_ work: LinkWork<Action>) -> Self {
///     let sends = work.actions.map { Effect.send($0) }
///     let cancels = work.cancellations.map { Effect.cancel(id: $0) }
///     let runs = work.operations.map { operation in
///       let run = Effect<Action>.run { send in await operation.run { await send($0) } }
///       return operation.id.map { run.cancellable(id: $0) } ?? run
///     }
///     return .merge(sends + cancels + runs)
///   }
/// }
/// ```
///
/// Keep each operation apart from the actions (as above, not by capturing `work`): an action
/// may carry a ``LinkReply`` or a ``LinkConfirmation``, which answers its caller when the last
/// copy goes away unanswered, and the operation runs until then. ComposableLinks' reducers
/// turn it into their `Effect` the same way.
public struct LinkWork<Action: Sendable>: Sendable {
  /// Sends an action back into the app's loop.
  public typealias Send = @Sendable (Action) async -> Void

  /// Work that runs after the actions are sent, and may send more.
  public struct Operation: Sendable {
    /// What cancels it (a parked link's expiry, say); `nil` when nothing will.
    public let id: LinkWorkID?
    /// Runs it; returns when it is done.
    public let run: @Sendable (_ send: @escaping Send) async -> Void

    /// An operation, cancellable by `id` when it has one.
    package init(id: LinkWorkID? = nil, run: @escaping @Sendable (_ send: @escaping Send) async -> Void) {
      self.id = id
      self.run = run
    }
  }

  /// The actions to send at once, in order.
  public var actions: [Action]
  /// What runs once they are sent, all at once.
  public var operations: [Operation]
  /// The operations started earlier to cancel (by their ``Operation/id``).
  public var cancellations: [LinkWorkID]

  /// Work of `actions`, then `operations`, cancelling `cancellations`: for a test of an app's
  /// own glue, or work of its own.
  package init(actions: [Action] = [], operations: [Operation] = [], cancelling cancellations: [LinkWorkID] = []) {
    self.actions = actions
    self.operations = operations
    self.cancellations = cancellations
  }

  /// Nothing to do.
  package static var none: Self { Self() }

  /// Whether there is nothing to do.
  package var isEmpty: Bool { actions.isEmpty && operations.isEmpty && cancellations.isEmpty }

  /// This work and then `other`'s: the actions of both in order, every operation and
  /// cancellation, but for an operation of this work that `other` cancels, which is not
  /// started at all (a runner starts a work's operations after its cancellations: a parked
  /// link restored and applied in one step would keep its expiry running).
  package func followed(by other: Self) -> Self {
    guard !isEmpty else { return other }
    guard !other.isEmpty else { return self }
    let cancelled = Set(other.cancellations)
    let kept = cancelled.isEmpty ? operations : operations.filter { $0.id.map { !cancelled.contains($0) } ?? true }
    return Self(
      actions: actions + other.actions, operations: kept + other.operations,
      cancelling: cancellations + other.cancellations)
  }

  /// All of `works`, in order (see ``followed(by:)``).
  package static func all(_ works: [Self]) -> Self {
    works.reduce(.none) { $0.followed(by: $1) }
  }
}

/// Identifies an operation of a ``LinkWork``, to cancel it later.
public struct LinkWorkID: Hashable, Sendable {
  /// What the operation is: a parked link's expiry, say.
  let kind: String
  /// Which one.
  let id: ParkedLink.ID

  /// The expiry timer of the parked link `id`.
  package static func expiry(of id: ParkedLink.ID) -> Self {
    Self(kind: "expiry", id: id)
  }
}
