import DesktopLinks
import Foundation
import GApplicationLinks
import GtkUI
import Logging
import NotesFeature

/// `notes-window [--database PATH] [--trace PATH] [--log-level LEVEL] [URL…]`: the notes app's window.
///
/// The first instance owns `dev.composablelinks.Notes` on the session bus and shows the
/// window; its links, and those of every later launch, `gio open` and `xdg-open`, arrive in
/// its store through the ``LinkInbox``. A later launch hands its links over and exits 0.
@main
enum NotesWindowApp {
  static func main() {
    MallocArenas.limit(to: 2)
    Translations.start()
    MainActor.assumeIsolated { run() }
  }

  @MainActor
  private static func run() {
    let options: Options
    let level: Logger.Level
    do {
      options = try Options(CommandLine.arguments.dropFirst())
      level = try NotesLogging.level(option: options.logLevel)
    } catch {
      FileHandle.standardError.write(Data("notes-window: \(error)\n\(Options.usage)\n".utf8))
      exit(64)
    }
    NotesLogging.bootstrap(level: level)
    let logger = Logger(label: "notes-window")
    let application: DesktopApplication
    do {
      let handle = Application.make(id: HandlerRegistration.applicationID)
      ApplicationOptions.describe(
        handle, options: Options.described, parameters: "[URL…]",
        summary: localized("Shows your notes, and opens the notes:// links given, or sent while it runs."),
        program: "notes-window", version: NotesDesktopMetadata.version,
        versionSummary: localized("Show the version and exit"))
      application = try DesktopApplication(
        applicationID: HandlerRegistration.applicationID, schemes: [Notes.scheme], handle: handle)
    } catch {
      logger.critical("cannot start", metadata: ["error": "\(error)"])
      exit(70)
    }
    let restore = WindowRestore(file: .standard(), logger: logger)
    let trace = options.tracePath.flatMap(StateTrace.init(path:))
    var window: NotesWindow?
    let presence = WindowPresence()
    application.onEvent = { event in
      presence.received(event)
      trace?.received(event)
    }
    application.onStartup = {
      Application.setName("Notes")
      do {
        window = try NotesApp.start(
          application: application, databasePath: options.databasePath, trace: trace, restore: restore)
      } catch {
        logger.critical("cannot open the notes database", metadata: ["error": "\(error)"])
        application.quit()
      }
    }
    application.onActivate = { presence.activate(window, application: application, restore: restore) }
    exit(
      application.run(
        arguments: [CommandLine.arguments.first ?? "notes-window"] + options.applicationOptions + options.links
      )
    )
  }
}
