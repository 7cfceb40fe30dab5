import ConcurrencyExtras
import IssueReporting

/// Work a reducer asks the store to do after it has changed state: send more actions, run
/// asynchronous code, or cancel work in flight.
///
/// An effect is a description, not a running task: the store that receives it decides when to
/// start it. This is what lets scoping operators such as `ifLet` and `forEach` tag a child's
/// effects so they can be cancelled when the child's state goes away.
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(id: AnyHashableSendable, cancelInFlight: Bool, Effect<Action>)
    case cancel(id: AnyHashableSendable)
  }

  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// An effect that sends an action straight back into the store, before any other queued
  /// action and without a suspension point.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work and may send any number of actions.
  ///
  /// The operation runs with the dependency values that were in force when the effect was
  /// created, so a `.dependency(_:_:)` override on a reducer reaches the effects it returns.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Call `send` to feed actions back into the store.
  ///   - handler: Called with any error `operation` throws, other than cancellation. Without a
  ///     handler such an error is reported as an issue (a test failure in tests).
  ///   - fileID: The file of the call, for issues it reports.
  ///   - filePath: The file path of the call, for issues it reports.
  ///   - line: The line of the call, for issues it reports.
  ///   - column: The column of the call, for issues it reports.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        operation: .run(priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError where Task.isCancelled {
              // Cancellation is how effects end when their feature goes away: not an issue.
            } catch {
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" threw an unhandled error: \(error)

                  Handle errors in the effect's body or give it a "catch:" handler; errors \
                  that escape an effect are lost.
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    }
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// Runs several effects one after the other; each starts when the previous one has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Runs several effects one after the other; each starts when the previous one has finished.
  public static func concatenate(_ effects: some Collection<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// Runs this effect together with another.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs another effect after this one has finished.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// Cancellation identifiers are scoped to the store that runs the effect, and to the child
  /// feature inside `ifLet`/`forEach`: two rows of a list using the same identifier do not
  /// cancel each other.
  ///
  /// - Parameters:
  ///   - id: The identifier to cancel the effect with.
  ///   - cancelInFlight: Cancel any running effect with the same identifier before starting
  ///     this one (for "latest wins" work such as search as you type).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation, !cancelInFlight { return self }
    return Self(
      operation: .cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, self)
    )
  }

  /// An effect that cancels every running effect made cancellable with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashableSendable(id)))
  }

  /// Transforms the actions this effect sends, as `Scope` does to bring a child's effects into
  /// its parent's domain.
  @usableFromInline package func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, run):
      return Effect<NewAction>(
        operation: .run(priority) { send in
          await run(Send { action in send(transform(action)) })
        }
      )
    case let .merge(effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<NewAction>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(id):
      return Effect<NewAction>(operation: .cancel(id: id))
    }
  }

  /// Whether the effect does nothing; lets operators skip work on the common path.
  @inlinable
  package var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect {
  /// Merges two effects without allocating when either is `.none`, the common case on the hot
  /// path of scoping operators.
  @inlinable
  package static func combine(_ first: Self, _ second: Self) -> Self {
    if first.isNone { return second }
    if second.isNone { return first }
    return Self(operation: .merge([first, second]))
  }
}
