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
    window = Window(modalOver: parent, title: "New Note") { store.send(.backTapped) }
    title = TextEntry(placeholder: "Title") { text in
      guard var draft = store.state.draft, draft.title != text else { return }
      draft.title = text
      store.send(.draftChanged(draft))
    }
    body = TextView { text in
      guard var draft = store.state.draft, (draft.body ?? "") != text else { return }
      draft.body = text
      store.send(.draftChanged(draft))
    }
    body.widget.setAccessibleName("Text")
    let scroller = ScrolledWindow(body.widget)
    gtkMinimumHeight(scroller.widget)

    let buttons = Box(vertical: false, spacing: 8)
    let cancel = Button("Cancel") { store.send(.backTapped) }
    let save = Button("Save") { store.send(.saveDraftTapped) }
    save.widget.addClass("suggested-action")
    cancel.widget.setExpands(horizontally: true)
    cancel.widget.alignStart()
    buttons.append(cancel.widget)
    buttons.append(save.widget)

    let content = Box(vertical: true, spacing: 8)
    content.widget.setMargins(16)
    content.append(title.widget)
    content.append(scroller.widget)
    content.append(buttons.widget)
    window.setChild(content.widget)
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
