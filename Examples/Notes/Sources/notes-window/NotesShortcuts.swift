import ComposableLinks
import GtkUI
import NotesFeature

/// The window's keyboard shortcuts, as GNOME's apps have them: each an action of the app
/// (`app.NAME`), listed by the same table in the shortcuts window (Ctrl+?) and reachable from
/// the primary menu.
@MainActor
enum NotesShortcuts {
  static let newNote = Shortcut(name: "new-note", title: localized("New Note"), accelerators: ["<Control>n"])
  static let search = Shortcut(name: "search", title: localized("Search"), accelerators: ["<Control>f"])
  static let edit = Shortcut(name: "edit", title: localized("Edit Note"), accelerators: ["<Control>e"])
  static let copyLink = Shortcut(name: "copy-link", title: localized("Copy Link"), accelerators: ["<Control>l"])
  static let back = Shortcut(name: "back", title: localized("Back"), accelerators: ["<Alt>Left"])
  static let close = Shortcut(name: "close", title: localized("Close Window"), accelerators: ["<Control>w"])
  static let quit = Shortcut(name: "quit", title: localized("Quit"), accelerators: ["<Control>q"])
  static let lock = Shortcut(name: "lock", title: localized("Lock"), accelerators: ["<Control><Shift>l"])
  /// Delete: a key of the window (``Window/onKey(_:_:)``), so that a text field keeps its own.
  static let delete = Shortcut(name: "", title: localized("Delete Note"), accelerators: ["Delete"])
  /// Undo in a deletion's toast: its button, no key.
  static let undoDelete = Shortcut(name: "undo-delete", title: localized("Undo Delete"), accelerators: [])
  /// Sharing the note shown on the web, and no longer: menu items, no key.
  static let share = Shortcut(name: "share", title: localized("Share Note on the Web"), accelerators: [])
  static let unshare = Shortcut(name: "unshare", title: localized("Stop Sharing Note"), accelerators: [])
  /// The banner that offers a link copied on the web (shown by itself on the first launch): a
  /// menu item, no key.
  static let continueLink = Shortcut(
    name: "continue-copied-link", title: localized("Continue with a Copied Link"), accelerators: [])
  /// The About window: a menu item, no key.
  static let about = Shortcut(name: "about", title: localized("About Notes"), accelerators: [])
  static let showShortcuts = Shortcut(
    name: "shortcuts", title: localized("Keyboard Shortcuts"), accelerators: ["<Control>question"])
  /// A key of the sheet itself (``Window/init(modalOver:title:closed:)``), listed only.
  static let closeSheet = Shortcut(name: "", title: localized("Close the Sheet"), accelerators: ["Escape"])

  /// Binds every shortcut of `window` in `application`, and lists them in its shortcuts window.
  static func install(in application: OpaquePointer, for window: NotesWindow) {
    let store = window.store
    Actions.add(newNote, to: application) { store.send(.newNoteTapped) }
    Actions.add(search, to: application) {
      store.send(.searchTapped)
      window.focusSearch()
    }
    Actions.add(edit, to: application) { store.send(.editTapped) }
    Actions.add(copyLink, to: application) { store.send(.copyLinkTapped) }
    Actions.add(back, to: application) { store.send(.backTapped) }
    // One window: closing it quits, and either way the window keeps its place first.
    Actions.add(close, to: application) { window.window.close() }
    Actions.add(quit, to: application) { window.window.close() }
    Actions.add(lock, to: application) { store.send(.lockTapped) }
    Actions.add(undoDelete, to: application) { store.send(.undoDeleteTapped) }
    Actions.add(share, to: application) { store.send(.shareTapped(true)) }
    Actions.add(unshare, to: application) { store.send(.shareTapped(false)) }
    Actions.add(continueLink, to: application) { store.send(.continueOffered) }
    window.window.onKey(0xffff) { window.deletePressed() }  // GDK_KEY_Delete
    Actions.add(about, to: application) {
      AboutWindow.present(
        over: window.window, name: localized("Notes"), iconName: HandlerRegistration.applicationID,
        version: NotesDesktopMetadata.version, developer: NotesDesktopMetadata.developer,
        website: NotesDesktopMetadata.repository, issues: NotesDesktopMetadata.repository + "/issues")
    }
    Actions.add(showShortcuts, to: application) {
      ShortcutsWindow.present(
        [
          (title: localized("Notes"), shortcuts: [newNote, search, edit, delete, copyLink, back, lock, closeSheet]),
          (title: localized("General"), shortcuts: [showShortcuts, close, quit]),
        ],
        title: localized("Keyboard Shortcuts"), over: window.window)
    }
  }

  /// The primary menu's items, as GNOME's guidelines have them: the app's own first, then
  /// Keyboard Shortcuts and About; no Quit (Ctrl+Q and closing the window quit).
  static let menu: [(label: String, action: String)] = [
    (label: localized("_Share Note on the Web"), action: "app.\(share.name)"),
    (label: localized("Stop S_haring Note"), action: "app.\(unshare.name)"),
    (label: localized("_Continue with a Copied Link"), action: "app.\(continueLink.name)"),
    (label: localized("_Lock"), action: "app.\(lock.name)"),
    (label: localized("_Keyboard Shortcuts"), action: "app.\(showShortcuts.name)"),
    (label: localized("_About Notes"), action: "app.\(about.name)"),
  ]
}
