import GtkUI
import NotesFeature

/// The body every modal window of the app shares: its rows, then Cancel at the left and the
/// action at the right (`suggested-action`, or `destructive-action` for one that deletes).
@MainActor
enum ModalContent {
  static func make(
    rows: [Widget], cancel: @escaping @MainActor () -> Void, action title: String, destructive: Bool = false,
    _ action: @escaping @MainActor () -> Void
  ) -> Widget {
    let buttons = Box(vertical: false, spacing: 8)
    let cancelButton = Button(localized("Cancel"), action: cancel)
    let actionButton = Button(title, action: action)
    actionButton.widget.addClass(destructive ? "destructive-action" : "suggested-action")
    cancelButton.widget.setExpands(horizontally: true)
    cancelButton.widget.alignStart()
    buttons.append(cancelButton.widget)
    buttons.append(actionButton.widget)

    let content = Box(vertical: true, spacing: 12)
    content.widget.setMargins(16)
    for row in rows { content.append(row) }
    content.append(buttons.widget)
    return content.widget
  }
}
