import ComposableLinks
import Foundation
import GtkUI
import NotesFeature

/// The notes window: renders the `Notes` store's state and sends its actions, nothing more.
///
/// An `AdwApplicationWindow` (libadwaita) split in two, GNOME's adaptive pattern: the list
/// (newest first, a search field; a status page when it is empty or a search finds nothing) in
/// a sidebar, and the note shown, or edited in place (Edit, Ctrl+E; saved as typed), beside it
/// when the window is wide enough for both (``Leaflet``); one at a time, with Back, when it is
/// not (down to 360 px). Each pane has its header bar. The "New note" sheet is a modal window
/// and the confirmation of a request an `AdwMessageDialog`; what the last link or action did is
/// a toast.
@MainActor
final class NotesWindow {
  let window: Window
  let store: StoreOf<Notes>
  private let listHeader: HeaderBar
  private let noteHeader: HeaderBar
  private let leaflet: Leaflet
  private let listPane = Box(vertical: true)
  private let notePane = Box(vertical: true)
  private let back: Button
  /// Copies the link of the list (or search) in the sidebar's bar, and of the note in the
  /// note's: one shows at a time.
  private let copyListLink: Button
  private let copyLink: Button
  private let edit: Button
  private let delete: Button
  private let done: Button
  private let editTitle: TextEntry
  private let editBody: TextView
  private let editStatus = Label()
  private var editing: Int64?
  private var closesWhenSaved = false
  private let stack = Stack()
  private let search: SearchEntry
  private let list: ListView
  private let listRows: Widget
  private let empty = StatusPage(iconName: "dev.composablelinks.Notes-symbolic")
  /// The note pane while no note is open beside the list.
  private let noSelection = StatusPage(iconName: "dev.composablelinks.Notes-symbolic")
  private var unlockButton: Button?
  private let toasts: ToastOverlay
  private let banner: ContinueBanner
  private var toasted: String?
  private let noteTitle = Label()
  private let noteDate = Label()
  private let noteBody = Label()
  private var sheet: DraftSheet?
  private var confirmation: ConfirmationDialog?
  private var unlock: UnlockSheet?
  private var shownNotes: [Note]?
  /// The query last put in the search field from state. The field is set only when the state's
  /// query changes (a link's search): a render for any other reason, while the field still
  /// waits out its typing pause, must not put back the old query over what the person typed.
  private var shownQuery = ""
  /// The note last marked in the list from state (the one shown; nil: none).
  private var markedNote: Int64?
  private var observation: StoreObservation?
  /// Called after each render with the state rendered (the trace).
  var rendered: ((Notes.State) -> Void)?

  init(application: OpaquePointer, store: StoreOf<Notes>) {
    self.store = store
    window = Window(application: application, title: localized("Notes"), width: 640, height: 560)
    window.setMinimumSize(width: 360, height: 294)
    listHeader = HeaderBar(title: localized("Notes"))
    noteHeader = HeaderBar(title: "")
    // Icons in the header bars, as GNOME's apps have them; each named for assistive technology.
    back = Button(iconName: "go-previous-symbolic", name: localized("Back")) { store.send(.backTapped) }
    copyListLink = Button(iconName: "edit-copy-symbolic", name: localized("Copy Link")) {
      store.send(.copyLinkTapped)
    }
    copyLink = Button(iconName: "edit-copy-symbolic", name: localized("Copy Link")) { store.send(.copyLinkTapped) }
    edit = Button(iconName: "document-edit-symbolic", name: localized("Edit")) { store.send(.editTapped) }
    delete = Button(iconName: "user-trash-symbolic", name: localized("Delete Note")) {
      if let id = store.state.path.last { store.send(.deleteTapped(id)) }
    }
    done = Button(localized("Done")) { store.send(.editTapped) }
    done.widget.addClass("suggested-action")
    editTitle = TextEntry(placeholder: localized("Title")) { text in
      guard let editor = store.state.editor, editor.title != text else { return }
      store.send(.editChanged(title: text, body: editor.body))
    }
    editBody = TextView { text in
      guard let editor = store.state.editor, editor.body != text else { return }
      store.send(.editChanged(title: editor.title, body: text))
    }
    let newNote = Button(iconName: "list-add-symbolic", name: localized("New Note")) { store.send(.newNoteTapped) }
    search = SearchEntry(placeholder: localized("Search notes")) { text in
      if text != store.state.query { store.send(.searchChanged(text)) }
    }
    list = ListView { index in
      guard let id = Self.note(atRow: index, of: store.state) else { return }
      store.send(.noteTapped(id))
    }
    // Named for assistive technology (GTK 4.8 would give the widgets' type names).
    search.widget.setAccessibleName(localized("Search notes"))
    list.widget.setAccessibleName(localized("Notes"))
    listRows = ScrolledWindow(list.widget).widget
    listHeader.packStart(newNote.widget)
    listHeader.packEnd(MenuButton(name: localized("Main Menu"), items: NotesShortcuts.menu).widget)
    listHeader.packEnd(copyListLink.widget)
    noteHeader.packStart(back.widget)
    noteHeader.packStart(edit.widget)
    noteHeader.packStart(done.widget)
    noteHeader.packEnd(delete.widget)
    noteHeader.packEnd(copyLink.widget)
    leaflet = Leaflet(sidebar: listPane.widget, content: notePane.widget)
    banner = ContinueBanner(store: store)
    toasts = ToastOverlay(leaflet.widget)
    window.setContent(layout())
    leaflet.onFoldedChanged = { [weak self] in self?.render(store.state) }
    noteBody.onLink { uri in
      guard let url = URL(string: uri) else { return }
      store.send(.bodyLinkTapped(url))
    }
    observation = store.observe({ $0 }) { [weak self] state in self?.render(state) }
  }

  private func layout() -> Widget {
    let listPage = Box(vertical: true, spacing: 8)
    listPage.widget.setMargins(12)
    listPage.append(search.widget)
    listPage.append(listRows)
    empty.widget.setExpands(horizontally: true, vertically: true)
    listPage.append(empty.widget)

    let detail = Box(vertical: true, spacing: 8)
    detail.widget.setMargins(16)
    noteTitle.widget.addClass("title-1")
    noteDate.widget.addClass("dim-label")
    detail.append(noteTitle.widget)
    detail.append(noteDate.widget)
    detail.append(noteBody.widget)

    let editor = Box(vertical: true, spacing: 8)
    editor.widget.setMargins(16)
    editTitle.widget.setAccessibleName(localized("Title"))
    editBody.widget.setAccessibleName(localized("Text"))
    let text = ScrolledWindow(editBody.widget).widget
    text.setExpands(horizontally: true, vertically: true)
    text.addClass("card")
    editStatus.widget.addClass("dim-label")
    editStatus.widget.alignStart()
    editor.append(editTitle.widget)
    editor.append(text)
    editor.append(editStatus.widget)

    // The sidebar keeps its width (the note takes what the window gives beyond it); the split
    // shows from 300 + 1 + 340 px (wider than the window opens the first time), below which
    // the window folds to one pane; each fits the window's narrowest, 360 px with its border.
    listPane.append(listHeader.widget)
    listPane.append(banner.widget)
    let listPageWidget = Clamp(listPage.widget).widget
    listPageWidget.setExpands(vertically: true)
    listPane.append(listPageWidget)
    listPane.widget.setMinimumSize(width: 300, height: -1)

    noSelection.set(title: localized("No Note Selected"), description: localized("Choose a note in the list."))
    stack.add(noSelection.widget, name: "none")
    stack.add(ScrolledWindow(Clamp(detail.widget).widget).widget, name: "detail")
    stack.add(Clamp(editor.widget).widget, name: "edit")
    stack.widget.setExpands(horizontally: true, vertically: true)
    notePane.append(noteHeader.widget)
    notePane.append(stack.widget)
    notePane.widget.setMinimumSize(width: 340, height: -1)
    notePane.widget.setExpands(horizontally: true)
    return toasts.widget
  }

  /// Shows `state`: one pass, each widget set only where it differs.
  private func render(_ state: Notes.State) {
    let shown = Notes.shownNote(state)
    let folded = leaflet.isFolded
    // Folded, one pane shows and Back leads from the note to the list; side by side, the list
    // is always there.
    leaflet.show(state.path.isEmpty ? listPane.widget : notePane.widget)
    listHeader.showTitleButtons(start: true, end: folded)
    noteHeader.showTitleButtons(start: folded, end: true)
    back.widget.setVisible(folded && !state.path.isEmpty)
    let hasLink = Notes.links.url(for: state) != nil
    copyListLink.widget.setVisible(state.path.isEmpty)
    copyListLink.widget.setSensitive(hasLink)
    copyLink.widget.setVisible(!state.path.isEmpty)
    copyLink.widget.setSensitive(hasLink)
    let editor = state.path.isEmpty ? nil : state.editor
    edit.widget.setVisible(!state.path.isEmpty && editor == nil)
    delete.widget.setVisible(shown != nil && editor == nil)
    done.widget.setVisible(editor != nil)
    // The window's title names the screen, so assistive technology (and the end-to-end test)
    // reads where the user is.
    if state.path.isEmpty {
      setTitle(Self.listTitle(state), in: state)
      stack.show("none")
      noSelection.widget.setVisible(!state.isLocked)
      clearEditor()
      clearNote()
    } else if let editor {
      renderEditor(editor, state)
    } else {
      clearEditor()
      setTitle(shown?.title ?? localized("Note %@", state.path.last ?? 0), in: state)
      noteTitle.text = shown?.title ?? localized("Loading…")
      noteDate.text = shown.map { $0.modifiedAt.formatted(date: .abbreviated, time: .shortened) } ?? ""
      noteBody.setMarkup(Markup.linkified(shown?.body ?? ""))
      stack.show("detail")
    }
    if state.query != shownQuery {
      shownQuery = state.query
      search.text = state.query
    }
    var rowsChanged = false
    if shownNotes != state.notes {
      shownNotes = state.notes
      rowsChanged = true
      list.setRows(
        state.notes.map { ListView.Row(key: "\($0.id ?? 0)", title: $0.title, detail: Self.preview(of: $0)) })
    }
    // The note shown is marked in the list (beside it, when the window is wide), when it
    // changes or its row moves: only then. A render for anything else (a toast going, a load)
    // must leave the row the keyboard marked, which the Delete key deletes; clearing it on
    // every render lost the key whenever a render fell between End and Delete.
    let marked = state.path.last
    if marked != markedNote || (rowsChanged && marked != nil) {
      markedNote = marked
      list.select(marked.flatMap { id in state.notes.firstIndex { $0.id == id } })
    }
    renderEmpty(state)
    if state.message != toasted {
      toasted = state.message
      if let message = state.message {
        // A deletion's toast offers Undo, and keeps it a little longer than a message.
        let undo = state.deletion?.message == message
        toasts.show(
          message, seconds: undo ? 8 : 5, button: undo ? (label: localized("Undo"), action: "app.undo-delete") : nil
        ) { [store] in
          if store.state.message == message { store.send(.messageDismissed) }
        }
      }
    }
    renderSheet(state.draft)
    renderConfirmation(state.pendingConfirmation)
    renderUnlock(state.unlockShown)
    banner.render(state)
    if closesWhenSaved, Self.mayClose(state) {
      closesWhenSaved = false
      window.close()
    }
    rendered?(state)
  }

  /// The note open for editing: its fields, and whether what was typed is saved. The fields
  /// are set only where they differ from the state, which is what was typed: GTK's undo
  /// stack (Ctrl+Z) stays the user's.
  private func renderEditor(_ editor: Notes.Editor, _ state: Notes.State) {
    setTitle(editor.isLoaded ? localized("Editing “%@”", editor.title) : localized("Loading…"), in: state)
    clearNote()
    guard editor.isLoaded else { return }
    editTitle.text = editor.title
    editBody.text = editor.body
    editStatus.text = Notes.saveStatus(state)
    stack.show("edit")
    if editing != editor.id {
      editing = editor.id
      editBody.focusAtEnd()
    }
  }

  /// Empties the note's page while another shows: assistive technology still reads a hidden
  /// page's labels.
  private func clearNote() {
    noteTitle.text = ""
    noteDate.text = ""
    noteBody.setMarkup("")
  }

  /// Forgets the editor while no note is edited: its status says nothing, and the next editor
  /// opened takes the keyboard.
  private func clearEditor() {
    editing = nil
    editStatus.text = ""
  }

  /// Whether the window may close now: not while an edit or a deletion is being written, nor
  /// while a deletion's toast offers Undo (closing makes it final). The window then closes
  /// once they are on disk (a keystroke acknowledged is never lost to a close).
  func mayClose() -> Bool {
    if store.state.deletion != nil { store.send(.deletionEnded) }
    guard Self.mayClose(store.state) else {
      closesWhenSaved = true
      return false
    }
    return true
  }

  private static func mayClose(_ state: Notes.State) -> Bool {
    state.saves.isIdle && state.deletion == nil && state.deletesInFlight == 0
  }

  /// The Delete key, where no field took it: the note shown, or the list's row the keyboard
  /// marked.
  func deletePressed() {
    let state = store.state
    guard state.editor == nil, state.draft == nil else { return }
    if let id = state.path.last {
      store.send(.deleteTapped(id))
    } else if let row = list.selectedRow, let id = Self.note(atRow: row, of: state) {
      store.send(.deleteTapped(id))
    }
  }

  /// The id of the note the list shows in row `index`.
  private static func note(atRow index: Int, of state: Notes.State) -> Int64? {
    state.notes.indices.contains(index) ? state.notes[index].id : nil
  }

  /// Puts the keyboard in the search field (Ctrl+F).
  func focusSearch() {
    search.widget.grabFocus()
  }

  /// Names the screen: the window's title (what assistive technology and the Shell read) and
  /// the bar of the pane that shows it.
  private func setTitle(_ title: String, in state: Notes.State) {
    window.setTitle(title)
    listHeader.setTitle(Self.listTitle(state))
    noteHeader.setTitle(state.path.isEmpty ? "" : title)
  }

  /// The list's name: every note, or those a search found.
  private static func listTitle(_ state: Notes.State) -> String {
    state.query.isEmpty ? localized("Notes") : localized("Notes matching “%@”", state.query)
  }

  /// The status page instead of the rows, once the list is loaded and shows nothing, or while
  /// the notes are locked (nothing of them shows until the passphrase is given).
  private func renderEmpty(_ state: Notes.State) {
    let isEmpty = state.isLocked || (state.isReady && state.notes.isEmpty)
    listRows.setVisible(!isEmpty)
    search.widget.setVisible(!state.isLocked)
    empty.widget.setVisible(isEmpty)
    if state.isLocked, unlockButton == nil {
      let button = Button(localized("Unlock…")) { [store] in store.send(.unlockTapped) }
      button.widget.addClass("pill")
      button.widget.addClass("suggested-action")
      button.widget.alignCenter()
      empty.setChild(button.widget)
      unlockButton = button
    } else if !state.isLocked, unlockButton != nil {
      empty.setChild(nil)
      unlockButton = nil
    }
    guard isEmpty else { return }
    if state.isLocked {
      empty.set(title: localized("Notes Are Locked"), description: localized("Give the passphrase to see them."))
    } else if state.query.isEmpty {
      empty.set(
        title: localized("No Notes"), description: localized("Create one with New Note, or open a notes://create link.")
      )
    } else {
      empty.set(title: localized("No Results"), description: localized("No note matches “%@”.", state.query))
    }
  }

  private func renderSheet(_ draft: Notes.Draft?) {
    switch (draft, sheet) {
    case let (draft?, nil):
      let sheet = DraftSheet(over: window, store: store)
      sheet.show(draft)
      self.sheet = sheet
    case let (draft?, sheet?):
      sheet.show(draft)
    case let (nil, sheet?):
      sheet.close()
      self.sheet = nil
    case (nil, nil):
      break
    }
  }

  private func renderConfirmation(_ pending: LinkConfirmation<Notes.Action>?) {
    if let pending, confirmation?.confirmation != pending {
      confirmation?.close()
      confirmation = ConfirmationDialog(over: window, confirmation: pending, store: store)
    } else if pending == nil, let dialog = confirmation {
      dialog.close()
      confirmation = nil
    }
  }

  /// The unlock sheet while links wait for the passphrase.
  private func renderUnlock(_ shown: Bool) {
    if shown, unlock == nil {
      unlock = UnlockSheet(over: window, store: store)
    } else if !shown, let sheet = unlock {
      sheet.close()
      unlock = nil
    }
  }

  /// The first line of a note's body, or its date.
  private static func preview(of note: Note) -> String {
    let firstLine = note.firstLine
    return firstLine.isEmpty ? note.modifiedAt.formatted(date: .abbreviated, time: .shortened) : firstLine
  }
}
