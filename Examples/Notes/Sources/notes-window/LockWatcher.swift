import Foundation
import NotesFeature

/// Tells the running window when a passphrase is set (`notes lock` in a terminal): it reads the
/// lock twice a second and sends ``Notes/Action/lockSet`` when one appears, so a lock takes
/// effect in the window within a second, as it does in every other reader. A lock that cannot
/// be read counts as set. The lock is in the database, which SQLite offers no notification for;
/// one indexed read of a settings row is the cheapest watch there is.
@MainActor
enum LockWatcher {
  /// How often the lock is read.
  static let interval = Duration.milliseconds(500)

  /// Watches `database`'s lock for as long as the app runs; `lockSet` is called on the main
  /// actor when one appears.
  static func start(database: NotesDatabase, lockSet: @escaping @MainActor () -> Void) {
    Task { @MainActor in
      var wasLocked = await isLocked(database)
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        let locked = await isLocked(database)
        if locked, !wasLocked { lockSet() }
        wasLocked = locked
      }
    }
  }

  private static func isLocked(_ database: NotesDatabase) async -> Bool {
    do {
      return try await database.lockHash() != nil
    } catch {
      return true
    }
  }
}
