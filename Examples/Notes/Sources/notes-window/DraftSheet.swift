import ComposableLinks
import GtkUI
import NotesFeature

/// The "New note" sheet: a modal window with the draft's title and text; Save and Cancel.
@MainActor
final class DraftSheet {
  private let window: Window
  private let title: TextEntry
  private let body: TextView

  init(over parent: Window, store: StoreOf<Notes>) {
    window = Window(modalOver: parent, title: localized("New Note")) { store.send(.backTapped) }
    title = TextEntry(placeholder: localized("Title")) { text in
      guard var draft = store.state.draft, draft.title != text else { return }
      draft.title = text
      store.send(.draftChanged(draft))
    }
    body = TextView { text in
      guard var draft = store.state.draft, (draft.body ?? "") != text else { return }
      draft.body = text
      store.send(.draftChanged(draft))
    }
    body.widget.setAccessibleName(localized("Text"))
    let scroller = ScrolledWindow(body.widget)
    gtkMinimumHeight(scroller.widget)

    window.setChild(
      ModalContent.make(
        rows: [title.widget, scroller.widget], cancel: { store.send(.backTapped) }, action: localized("Save")
      ) {
        store.send(.saveDraftTapped)
      })
    window.present()
  }

  /// Shows `draft` in the fields (a link can change it while the sheet is open).
  func show(_ draft: Notes.Draft) {
    title.text = draft.title
    body.text = draft.body ?? ""
  }

  func close() {
    window.destroy()
  }

  private func gtkMinimumHeight(_ widget: Widget) {
    widget.setMinimumSize(width: -1, height: 160)
  }
}
