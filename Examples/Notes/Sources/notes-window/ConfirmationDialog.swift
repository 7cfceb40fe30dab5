import ComposableLinks
import GtkUI
import NotesFeature

/// Asks the user before a request that requires it (delete) runs: a modal window naming the
/// request and who asked; Cancel declines (the caller gets `x-cancel`), the other runs it.
@MainActor
final class ConfirmationDialog {
  let confirmation: LinkConfirmation<Notes.Action>
  private let window: Window

  init(over parent: Window, confirmation: LinkConfirmation<Notes.Action>, store: StoreOf<Notes>) {
    self.confirmation = confirmation
    let request = confirmation.request
    let isDelete = request.pattern.description.hasSuffix("/delete")
    let subject = request.pathParameters["id"].map { "note \($0)" } ?? request.pattern.description
    window = Window(modalOver: parent, title: "Confirm") { store.send(.confirmationAnswered(false)) }

    let question = Label(isDelete ? "Delete \(subject)?" : "Run \(request.pattern)?")
    question.widget.addClass("title-2")
    let source = Label(request.source.map { "Asked by \($0)." } ?? "Asked by a link from another app.")
    source.widget.addClass("dim-label")

    window.setChild(
      ModalContent.make(
        rows: [question.widget, source.widget], cancel: { store.send(.confirmationAnswered(false)) },
        action: isDelete ? "Delete" : "Run", destructive: isDelete
      ) { store.send(.confirmationAnswered(true)) })
    window.present()
  }

  func close() {
    window.destroy()
  }
}
