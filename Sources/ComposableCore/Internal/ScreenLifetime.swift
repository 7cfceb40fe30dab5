import ConcurrencyExtras

/// The effect that lives as long as a screen shows, as TCA's does.
///
/// TCA starts one for every element `forEach` pushes on a `StackState` and for every
/// destination `ifLet` presents, and ends it when the screen goes away. So does this core, so
/// that what a TCA app sees, CI sees: a `Store`'s `send(_:).finish()` for an action that shows
/// a screen does not return while the screen shows (TCA's neither), and a test written against
/// this core waits on a store the way it would have to under TCA.
///
/// It sends nothing and does nothing; it is tagged with the screen's ``NavigationID`` (so it ends
/// when the screen's other effects are cancelled) and with ``ScreenLifetimeID`` (so a store can
/// tell it from work: ``Store/settle(timeout:)`` and a ``TestStore``'s checks do not wait for it,
/// and ``TestStore/finish(timeout:fileID:filePath:line:column:)`` ends them all, as TCA's does).
enum ScreenLifetime {
  static func effect<Action>(for screen: NavigationID) -> Effect<Action> {
    Effect<Action>.run { _ in
      try? await Task<Never, Never>.never()
    }
    .cancellable(id: ScreenLifetimeID())
    .cancellable(id: screen)
  }
}

/// Tags every screen's lifetime effect (see ``ScreenLifetime``).
struct ScreenLifetimeID: Hashable, Sendable {}
