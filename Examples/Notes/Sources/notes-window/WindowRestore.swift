import ComposableLinks
import Foundation
import Logging
import NotesFeature

/// The window as the user left it: on close, the link of the screen it shows and its size go
/// to a ``SavedWindowFile``; a start with no link of its own returns there, through the route
/// table (``Notes/Action/restore(_:)``). A start with a link shows that link instead.
///
/// A file that cannot be restored (unreadable, too large, not the window's JSON, a link no
/// screen takes) is a logged warning and a start on the list, never a failure.
@MainActor
final class WindowRestore {
  /// The saved window, if there is one that can be restored.
  let saved: SavedWindow?
  private let file: SavedWindowFile
  private let logger: Logger
  private var restored = false

  init(file: SavedWindowFile, logger: Logger) {
    self.file = file
    self.logger = logger
    do {
      saved = try file.read()
    } catch {
      logger.warning("the window starts on the list", metadata: ["reason": "\(error)", "file": "\(file.path)"])
      saved = nil
    }
  }

  /// Returns to the saved screen, once per run: for the first showing of a launch with no link.
  func restore(_ store: StoreOf<Notes>) {
    defer { restored = true }
    guard !restored, let saved else { return }
    store.send(.restore(saved.link))
  }

  /// Keeps the screen `window` shows and its size. A failure is a logged warning: closing
  /// goes on.
  func save(_ window: NotesWindow) {
    restored = true
    // The list's route takes every state, so there is always a link.
    guard let link = Notes.links.url(for: window.store.state) else { return }
    let size = window.window.size
    do {
      try file.write(SavedWindow(link: link, width: Int(size.width), height: Int(size.height)))
    } catch {
      logger.warning("the window's place was not kept", metadata: ["reason": "\(error)"])
    }
  }
}
