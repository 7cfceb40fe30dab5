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

    let buttons = Box(vertical: false, spacing: 8)
    let cancel = Button("Cancel") { store.send(.confirmationAnswered(false)) }
    let run = Button(isDelete ? "Delete" : "Run") { store.send(.confirmationAnswered(true)) }
    run.widget.addClass(isDelete ? "destructive-action" : "suggested-action")
    cancel.widget.setExpands(horizontally: true)
    cancel.widget.alignStart()
    buttons.append(cancel.widget)
    buttons.append(run.widget)

    let content = Box(vertical: true, spacing: 12)
    content.widget.setMargins(20)
    content.append(question.widget)
    content.append(source.widget)
    content.append(buttons.widget)
    window.setChild(content.widget)
    window.present()
  }

  func close() {
    window.destroy()
  }
}
