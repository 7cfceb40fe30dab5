import ComposableLinks
import Foundation

extension Notes {
  /// A note open for editing: its fields as the user typed them. Every change is saved as it
  /// is typed (``Saves``); closing the editor or the window loses nothing.
  package struct Editor: Equatable, Sendable {
    /// The note edited.
    package let id: Int64
    /// The title as typed (a blank title is not saved: the note keeps its last one).
    package var title: String
    /// The text as typed.
    package var body: String
    /// Whether the fields hold the note yet: a link can open the editor before the note is
    /// read, and nothing is typed or saved until it is.
    package var isLoaded: Bool

    /// An editor on `note`, or, before it is read, on the note with `id`.
    package init(id: Int64, note: Note?) {
      self.id = id
      self.title = note?.title ?? ""
      self.body = note?.body ?? ""
      self.isLoaded = note != nil
    }

    /// The title to store, as typed: nil (keep the last one) while the field is blank.
    var storedTitle: String? { Notes.trimmedTitle(title) == nil ? nil : title }
  }

  /// One save of an edited note: the text as it was when the save began.
  package struct Edit: Equatable, Sendable {
    /// The note.
    package var id: Int64
    /// The title to store, or nil to keep the stored one.
    package var title: String?
    /// The text to store.
    package var body: String

    /// Creates a save.
    package init(id: Int64, title: String?, body: String) {
      self.id = id
      self.title = title
      self.body = body
    }
  }

  /// The edits being saved: at most one write in flight, and the newest text waiting behind
  /// it. Writes run one after another, so a slow write never lands after a newer one, and a
  /// burst of keystrokes costs two writes, not one per key.
  package struct Saves: Equatable, Sendable {
    /// The write in flight.
    package var inFlight: Edit?
    /// The newest text not yet written, waiting for ``inFlight``.
    package var next: Edit?
    /// Why the last write failed, until one succeeds.
    package var failure: String?

    /// Whether every edit is on disk (or failed and was said so): the window may close.
    package var isIdle: Bool { inFlight == nil && next == nil }

    /// Creates an empty queue.
    package init() {}
  }

  /// What the editor says about its text: saved, saving, or why not.
  package static func saveStatus(_ state: State) -> String {
    if let failure = state.saves.failure { return localized("Not saved: %@", failure) }
    if !state.saves.isIdle { return localized("Saving…") }
    if state.editor?.storedTitle == nil { return localized("Saved, with the last title: a note needs one") }
    return localized("Saved")
  }

  /// The editor's actions: open and close, a change, a write finished, a request to update.
  func editing(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editTapped:
      if state.editor != nil {
        state.editor = nil
      } else if let id = state.path.last, state.draft == nil {
        state.editor = Editor(id: id, note: state.details[id])
      }
      return .none

    case let .editChanged(title, body):
      guard var editor = state.editor, editor.isLoaded, editor.title != title || editor.body != body else {
        return .none
      }
      editor.title = title
      editor.body = body
      state.editor = editor
      state.saves.next = Edit(id: editor.id, title: editor.storedTitle, body: body)
      return saveNext(&state)

    case let .editSaved(edit, note):
      state.saves.inFlight = nil
      state.saves.failure = nil
      if let note {
        showStored(note, in: &state)
      } else {
        state.saves.next = nil
        if state.editor?.id == edit.id { state.editor = nil }
        state.message = NotesError.notFound(id: edit.id).errorMessage
      }
      return saveNext(&state)

    case let .editFailed(_, reason):
      // The text stays in the editor; the next keystroke saves it again.
      state.saves.inFlight = nil
      state.saves.failure = reason
      state.message = localized("Could not save the note: %@", reason)
      return saveNext(&state)

    case let .update(change, reply):
      if let title = change.title, Self.trimmedTitle(title) == nil {
        return reply.fail(NotesError.missingTitle)
      }
      guard change.title != nil || change.body != nil else { return reply.fail(NotesError.nothingToUpdate) }
      return store(reply) {
        guard let note = try await database.update(change.id, change.title, change.body) else {
          throw NotesError.notFound(id: change.id)
        }
        return .updated(note, reply)
      }

    case let .stored(.updated(note, reply)):
      let id = note.id ?? 0
      // The request wins over the editor's fields: they show what is stored now.
      if state.editor?.id == id { state.editor = Editor(id: id, note: note) }
      showStored(note, in: &state)
      state.message = localized("Updated note %@: %@", id, note.title)
      return reply.succeed(with: Shown(id: id, title: note.title, body: note.body))

    default:
      return .none
    }
  }

  /// Starts the waiting write, unless one is in flight (its answer starts the next).
  private func saveNext(_ state: inout State) -> Effect<Action> {
    guard state.saves.inFlight == nil, let edit = state.saves.next else { return .none }
    state.saves.inFlight = edit
    state.saves.next = nil
    return .run { send in
      await send(.editSaved(edit, try await database.update(edit.id, edit.title, edit.body)))
    } catch: { error, send in
      await send(.editFailed(edit, "\(error)"))
    }
  }

  /// Shows `note` as stored wherever it appears: the note's screen and its row in the list
  /// (the list is not read again for a keystroke).
  /// Shows `note` as stored: in its screen, and first in the list (it is the most recently
  /// modified now, as the next load would order it).
  private func showStored(_ note: Note, in state: inout State) {
    guard let id = note.id else { return }
    if state.details[id] != nil { state.details[id] = note }
    if let row = state.notes.firstIndex(where: { $0.id == id }) {
      state.notes.remove(at: row)
      state.notes.insert(note, at: 0)
    }
  }
}
