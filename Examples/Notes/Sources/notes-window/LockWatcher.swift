import Foundation
import NotesFeature

/// Tells the running window when the notes are locked or unlocked elsewhere (`notes lock` or
/// `notes unlock` in a terminal): it reads the lock twice a second and sends
/// ``Notes/Action/lockSet`` when they become locked, ``Notes/Action/unlockChecked(_:)`` when they
/// become unlocked, so a change takes effect in the window within a second, as it does in every
/// other reader. A lock that cannot be read counts as locked. The lock is a database row and a
/// keyring item, which offer no notification the window could wait on; one indexed read and one
/// keyring lookup are the cheapest watch there is.
@MainActor
enum LockWatcher {
  /// How often the lock is read.
  static let interval = Duration.milliseconds(500)

  /// Watches `database`'s lock for as long as the app runs; `changed` is called on the main
  /// actor with the new state when it changes.
  static func start(database: NotesDatabase, changed: @escaping @MainActor (_ locked: Bool) -> Void) {
    Task { @MainActor in
      var wasLocked = await isLocked(database)
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        let locked = await isLocked(database)
        if locked != wasLocked { changed(locked) }
        wasLocked = locked
      }
    }
  }

  private static func isLocked(_ database: NotesDatabase) async -> Bool {
    do {
      return try await database.isLocked()
    } catch {
      return true
    }
  }
}
