import ConcurrencyExtras
import OrderedCollections

/// Names the effects of one child instance: the path to the child's state and, when the child's
/// state is `Identifiable`, its id. When a child's state goes away, the operator that scoped it
/// cancels this id, which cancels every effect the child started.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  let path: AnyHashableSendable
  let identity: AnyHashableSendable?

  @usableFromInline
  init(path: AnyKeyPath, state: Any) {
    self.path = AnyHashableSendable(KeyPathIdentity(keyPath: path))
    self.identity = identityOf(state)
  }

  @usableFromInline
  init(path: AnyKeyPath, id: some Hashable & Sendable) {
    self.path = AnyHashableSendable(KeyPathIdentity(keyPath: path))
    self.identity = AnyHashableSendable(id)
  }
}

/// A child's own cancellation id, made distinct per child instance so that two rows of a list
/// that use the same id do not cancel each other.
struct ScopedCancelID: Hashable, Sendable {
  let scope: NavigationID
  let id: AnyHashableSendable
}

private func identityOf(_ state: Any) -> AnyHashableSendable? {
  guard let identifiable = state as? any Identifiable else { return nil }
  func open<Value: Identifiable>(_ value: Value) -> AnyHashableSendable {
    AnyHashableSendable(StateIdentity(id: AnyHashable(value.id)))
  }
  return open(identifiable)
}

/// A key path used as part of an id. Key paths are immutable once formed; they are only hashed
/// and compared, on the main actor that runs the store.
private struct KeyPathIdentity: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
}

/// The `id` of an `Identifiable` child state, used as part of an id. `Identifiable` does not
/// require a `Sendable` id; this value is only hashed and compared, on the main actor that runs
/// the store, and never read from another task.
private struct StateIdentity: Hashable, @unchecked Sendable {
  let id: AnyHashable
}

/// Carries the way back to a presenting parent into a child's effects, for ``DismissEffect``.
/// A task local rather than a dependency: restoring an effect's captured dependencies must not
/// erase it.
enum DismissContext {
  @TaskLocal static var current: (@MainActor @Sendable () -> Void)?
}

extension Effect {
  /// Brings a child's effect into its parent's domain: embeds its actions, scopes its
  /// cancellation ids to `navigationID`, tags the whole effect with `navigationID`, and, when
  /// `dismissAction` is given, lets `dismiss()` inside the child send it.
  @usableFromInline
  func navigated<ParentAction>(
    to navigationID: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: (@Sendable () -> ParentAction)? = nil
  ) -> Effect<ParentAction> {
    if isNone { return .none }
    func scope(_ effect: Effect<Action>) -> Effect<ParentAction> {
      switch effect.operation {
      case .none:
        return .none
      case let .send(action):
        return .send(embed(action))
      case let .run(priority, run):
        return Effect<ParentAction>(
          operation: .run(priority) { send in
            let childSend = Send<Action> { send(embed($0)) }
            guard let dismissAction else { return await run(childSend) }
            await DismissContext.$current.withValue({ @MainActor in send(dismissAction()) }) {
              await run(childSend)
            }
          }
        )
      case let .merge(effects):
        return Effect<ParentAction>(operation: .merge(effects.map(scope)))
      case let .concatenate(effects):
        return Effect<ParentAction>(operation: .concatenate(effects.map(scope)))
      case let .cancellable(id, cancelInFlight, effect) where id.base is ScreenLifetimeID:
        // Not scoped: the one tag that ends every screen's lifetime, however deep.
        return Effect<ParentAction>(
          operation: .cancellable(id: id, cancelInFlight: cancelInFlight, scope(effect))
        )
      case let .cancellable(id, cancelInFlight, effect):
        return Effect<ParentAction>(
          operation: .cancellable(
            id: AnyHashableSendable(ScopedCancelID(scope: navigationID, id: id)),
            cancelInFlight: cancelInFlight,
            scope(effect)
          )
        )
      case let .cancel(id):
        return .cancel(id: ScopedCancelID(scope: navigationID, id: id))
      }
    }
    return scope(self).cancellable(id: navigationID)
  }
}

extension Effect {
  /// Cancels a child's effects when its identity changed during a reduce: its state went away
  /// or was replaced by one with another `id`.
  @usableFromInline
  static func cancelling(_ before: NavigationID?, unlessStill after: NavigationID?) -> Self {
    guard let before, before != after else { return .none }
    return .cancel(id: before)
  }

  /// Cancels the effects of every element whose id was in `before` but is not in `after`.
  @usableFromInline
  static func cancellingRemoved<ID: Hashable & Sendable>(
    _ before: OrderedSet<ID>, keeping after: OrderedSet<ID>, path: AnyKeyPath
  ) -> Self {
    guard after != before else { return .none }
    var cancellation = Self.none
    for id in before where !after.contains(id) {
      cancellation = .combine(cancellation, .cancel(id: NavigationID(path: path, id: id)))
    }
    return cancellation
  }
}

/// Runs `body` on the wrapped value of an optional in place, without a copy-on-write copy of
/// the child state. Returns `nil` when the optional is empty.
@usableFromInline
func modifyWrapped<Value, Result>(
  _ optional: inout Value?, _ body: (inout Value) -> Result
) -> Result? {
  guard var value = optional else { return nil }
  optional = nil
  defer { optional = value }
  return body(&value)
}
