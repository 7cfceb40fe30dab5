import DesktopLinks
import Foundation

/// The file that keeps a ``SavedWindow``: `$XDG_STATE_HOME/notes/window.json`, else
/// `~/.local/state/notes/window.json` (the XDG base directory for state that outlives a run
/// but is not worth backing up).
package struct SavedWindowFile: Sendable {
  /// The file's path.
  package var path: String

  /// The file at `path`.
  package init(path: String) {
    self.path = path
  }

  /// The file where the XDG base directory specification puts it for `environment`.
  package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
    Self(path: XDGDirectories(environment: environment).stateHome + "/notes/window.json")
  }

  /// The saved window; `nil` when there is none (a first run). Anything else that cannot be
  /// restored is an error with its reason, and the file is left as it is.
  package func read() throws(SavedWindowError) -> SavedWindow? {
    let handle: FileHandle
    do {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    } catch {
      throw .file(error.localizedDescription)
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // One byte more than allowed is enough to know the file is too large.
      data = try handle.read(upToCount: SavedWindow.maximumSize + 1) ?? Data()
    } catch {
      throw .file(error.localizedDescription)
    }
    return try SavedWindow(reading: data)
  }

  /// Writes `window`, creating the folders (private to the user) on a first run. The file is
  /// replaced whole: written beside, then renamed over the old one, so a process killed
  /// mid-write leaves the previous window or the new one, never half of either.
  package func write(_ window: SavedWindow) throws(SavedWindowError) {
    let file = URL(fileURLWithPath: path)
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try window.data().write(to: file, options: .atomic)
    } catch {
      throw .file(error.localizedDescription)
    }
  }
}
