import ComposableLinks
import DesktopLinks
import Foundation
import GApplicationLinks
import GtkUI
import Logging
import NotesFeature

/// Builds the running app: the store with its live dependencies, the window, and the driver
/// that opens the URLs the store asks for.
@MainActor
enum NotesApp {
  private static var driver: URLOpeningDriver?

  static func start(
    application: DesktopApplication, databasePath: String, trace: StateTrace?, restore: WindowRestore
  ) throws -> NotesWindow {
    let database = try NotesDatabase.live(path: databasePath)
    // What became of each link: logged, and kept for `notes doctor --recent`.
    let outcomes = LinkOutcomes.logging(capacity: 100, logger: Logger(label: "notes-window"))
    application.servesLinkOutcomes { outcomes.recent() }
    let store = Store(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.notesDatabase = database
      $0.linkOutcomes = outcomes
      // notes:// links the app opens (answers to calls, links in a note) come straight back in.
      $0.urlOpener = application.opener(fallback: .system)
      // Links come in through `application.receiver` below, not the inbox's stream.
      $0.linkInbox = .empty
      $0.linkCaller = .live(scheme: Notes.scheme, source: "Notes")
      $0.clipboard = Clipboard { text in await MainActor.run { Application.copyToClipboard(text) } }
      // Links waiting for the notes to be unlocked survive a relaunch, beside the database.
      $0.parkedLinkStore = .file(
        at: URL(fileURLWithPath: NotesDatabase.parkedLinksPath(besideDatabase: databasePath)))
      // Claims on deferred links are redeemed at the notes site, through notes-http.
      let site = ProcessInfo.processInfo.environment["NOTES_LINK_SITE"].flatMap { URL(string: $0) }
      $0.deferredLinks = .notesHTTP(
        site: site ?? URL(string: "https://\(NotesAssociations.host)")!,
        install: InstallID.current(besideDatabase: databasePath))
      // The site's short links (`https://notes.example.com/s/…`) are expanded there too.
      $0.shortLinks = .notesHTTP(site: site ?? URL(string: "https://\(NotesAssociations.host)")!)
    }
    // GNOME Shell's search: each result is a note's link, activated like any other link;
    // nothing while the notes are locked.
    let search = NotesSearch.provider(database: database)
    application.servesSearch(search, iconName: HandlerRegistration.applicationID)
    let window = NotesWindow(application: application.handle, store: store)
    window.rendered = { state in trace?.rendered(state) }
    if let trace { window.window.onPainted { trace.painted() } }
    NotesShortcuts.install(in: application.handle, for: window)
    if let saved = restore.saved { window.window.size = (Int32(saved.width), Int32(saved.height)) }
    window.window.onClose { [unowned window] in
      guard window.mayClose() else { return false }
      restore.save(window)
      return true
    }
    driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    // Each link straight into the store, on the main thread as it arrives: measured (D-Bus
    // message in → state changed), 0.50–0.63 ms this way against 0.685 ms through the inbox's
    // stream (a task woken on another thread, then a hop back to the main actor).
    application.receiver = { event in
      switch event {
      case let .link(url): store.send(.received(url))
      case let .rejected(error): store.send(.rejected(error))
      }
    }
    store.send(.started)
    // A first launch offers the link the person may have copied before installing the app.
    if FirstLaunch.isFirst(besideDatabase: databasePath) { store.send(.continueOffered) }
    LockWatcher.start(database: database) { locked in store.send(locked ? .lockSet : .unlockChecked(true)) }
    return window
  }
}
