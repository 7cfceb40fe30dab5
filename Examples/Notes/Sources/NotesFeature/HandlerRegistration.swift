import DesktopLinks
import Foundation

/// The notes app on the Linux desktop: its application id, its `notes://` scheme and the
/// command links start, registered and checked with DesktopLinks.
///
/// Two ways to answer links:
/// - ``Mode/window`` (the default): `notes-window %u`, `DBusActivatable`: a link reaches the
///   running window over D-Bus (`gio open` starts no process), or starts it.
/// - ``Mode/oneShot``: `notes open %u`: one process per link, no window (headless machines).
package enum HandlerRegistration {
  /// What a link starts.
  package enum Mode: Sendable {
    /// The window, which receives later links while it runs.
    case window
    /// `notes open <url>`, one process per link.
    case oneShot
  }

  /// The application id, and so the desktop entry's name (`dev.composablelinks.Notes.desktop`).
  package static let applicationID = "dev.composablelinks.Notes"

  /// The name a `notes call` listens under on the session bus while it waits for the answer
  /// to its call: the application id, then `Call`, then `N` and the call's nonce (a D-Bus
  /// name element cannot start with a digit).
  package static func callerID(nonce: String) -> String {
    applicationID + ".Call.N" + nonce
  }

  /// The app for the `notes` binary at `executable`: in ``Mode/window``, the `notes-window`
  /// binary beside it, `DBusActivatable` (it owns its id on the bus as a `GApplication`); in
  /// ``Mode/oneShot``, `notes open`, not `DBusActivatable` (nothing stays running to call).
  package static func app(executable: String, mode: Mode = .window) throws(DesktopLinksError) -> DesktopApp {
    switch mode {
    case .window:
      try windowApp(executable: windowExecutable(beside: executable))
    case .oneShot:
      try DesktopApp(
        applicationID: applicationID, name: "Notes", schemes: [Notes.scheme], executable: executable,
        arguments: ["open"]
      )
    }
  }

  /// The window as menus and software centres show it: listed, with its icon, its line of
  /// description and its AppStream metainfo (``NotesDesktopMetadata``), and as GNOME Shell's
  /// search provider.
  private static func windowApp(executable: String) throws(DesktopLinksError) -> DesktopApp {
    var app = try DesktopApp(
      applicationID: applicationID, name: "Notes", schemes: [Notes.scheme], executable: executable,
      dbusActivatable: true
    )
    app.showsInMenus = true
    app.comment = NotesDesktopMetadata.comment
    app.iconName = applicationID
    app.categories = ["Office"]
    app.keywords = ["note", "notes", "link", "x-callback-url"]
    app.startupNotify = true
    app.singleMainWindow = true
    app.files = try NotesDesktopMetadata.files(applicationID: applicationID)
    // GNOME Shell's search finds notes (NotesSearch).
    app.files += try LinkSearchProvider.shellFiles(for: app)
    return app
  }

  /// The window's binary, `notes-window`, in the directory of the `notes` binary at `executable`.
  package static func windowExecutable(beside executable: String) -> String {
    URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("notes-window").path
  }

  /// The registration of the binary at `executable` in `environment`.
  package static func registration(
    executable: String, mode: Mode = .window,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DesktopLinksError) -> LinkRegistration {
    LinkRegistration(app: try app(executable: executable, mode: mode), environment: environment)
  }

  /// The doctor of the binary at `executable` in `environment`.
  package static func doctor(
    executable: String, mode: Mode = .window,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DesktopLinksError) -> LinkDoctor {
    LinkDoctor(app: try app(executable: executable, mode: mode), environment: environment)
  }

  /// The running binary's absolute path.
  package static func currentExecutable() -> String {
    Translations.currentExecutable()
  }
}
