import ComposableLinks
import GtkUI
import NotesFeature

/// Asks the user before a request that requires it (delete) runs: libadwaita's alert dialog
/// naming the request and who asked; Cancel (or Escape) declines, and the caller gets
/// `x-cancel`; the other answer runs it. Where no dialog can be made, the request is declined.
@MainActor
final class ConfirmationDialog {
  let confirmation: LinkConfirmation<Notes.Action>
  private let dialog: MessageDialog?

  init(over parent: Window, confirmation: LinkConfirmation<Notes.Action>, store: StoreOf<Notes>) {
    self.confirmation = confirmation
    let request = confirmation.request
    let isDelete = request.pattern.description.hasSuffix("/delete")
    let heading =
      switch (isDelete, request.pathParameters["id"]) {
      case let (true, id?): localized("Delete note %@?", id)
      case (true, nil): localized("Delete %@?", request.pattern)
      case (false, _): localized("Run %@?", request.pattern)
      }
    dialog = MessageDialog(
      over: parent, title: localized("Confirm"), heading: heading,
      body: request.xCallback.source.map { localized("Asked by %@.", $0) }
        ?? localized("Asked by a link from another app."),
      responses: [
        MessageDialog.Response(id: "cancel", label: localized("Cancel")),
        MessageDialog.Response(
          id: "run", label: isDelete ? localized("Delete") : localized("Run"), destructive: isDelete),
      ],
      cancel: "cancel"
    ) { answer in
      store.send(.confirmationAnswered(answer == "run"))
    }
    if let dialog {
      dialog.present()
    } else {
      store.send(.confirmationAnswered(false))
    }
  }

  func close() {
    dialog?.destroy()
  }
}
