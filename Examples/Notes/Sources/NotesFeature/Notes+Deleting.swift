import ComposableLinks
import Foundation

extension Notes {
  /// A note deleted in the window, while its toast offers Undo.
  ///
  /// The note leaves the screens at once, and the database only when the toast goes (timed
  /// out, closed, or replaced by another message) or the window closes: a window killed
  /// between the two loses nothing, and the note is there at the next start. (Other readers —
  /// `notes list`, GNOME Shell's search — still find it until then.) A delete link, which
  /// carries the app's token or a signed link, deletes at once, as before.
  package struct Deletion: Equatable, Sendable {
    /// The note, as it was shown.
    package let note: Note

    /// The toast's text, which offers Undo while it is the message shown.
    package var message: String { localized("“%@” deleted", note.title) }

    /// The deletion of `note`.
    package init(note: Note) {
      self.note = note
    }
  }

  /// Delete in the window, Undo, and the write that makes a deletion final.
  func deleting(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .deleteTapped(id):
      guard !state.isLocked, let note = state.notes.first(where: { $0.id == id }) ?? state.details[id] else {
        return .none
      }
      // An earlier deletion's toast is about to be replaced: that one is final now.
      let earlier = state.deletion.map { finish($0, in: &state) } ?? .none
      let deletion = Deletion(note: note)
      state.deletion = deletion
      state.notes.removeAll { $0.id == id }
      state.path.removeAll { $0 == id }
      state.details[id] = nil
      if state.editor?.id == id { state.editor = nil }
      state.message = deletion.message
      return earlier

    case .undoDeleteTapped:
      guard let deletion = state.deletion, let id = deletion.note.id else { return .none }
      state.deletion = nil
      // The toast goes with its button (libadwaita dismisses it): the note back in the list
      // says the rest, as in GNOME's apps.
      state.message = nil
      // Back in its place in the list, as the database orders it.
      if !state.notes.contains(where: { $0.id == id }) { state.notes.append(deletion.note) }
      return loadList(state.query)

    case .deletionEnded:
      guard let deletion = state.deletion else { return .none }
      return finish(deletion, in: &state)

    case .deletionWritten:
      state.deletesInFlight = max(0, state.deletesInFlight - 1)
      return .none

    case let .deletionFailed(note, reason):
      state.deletesInFlight = max(0, state.deletesInFlight - 1)
      state.message = localized("Could not delete “%@”: %@", note.title, reason)
      return loadList(state.query)

    default:
      // Undo is offered only while its toast shows: once another message (or none) is on
      // screen, the deletion is final.
      if let deletion = state.deletion, state.message != deletion.message {
        return finish(deletion, in: &state)
      }
      return .none
    }
  }

  /// Makes `deletion` final: the note leaves the database.
  private func finish(_ deletion: Deletion, in state: inout State) -> Effect<Action> {
    state.deletion = nil
    guard let id = deletion.note.id else { return .none }
    state.deletesInFlight += 1
    return .run { send in
      _ = try await database.delete(id)
      await send(.deletionWritten)
    } catch: { error, send in
      await send(.deletionFailed(deletion.note, "\(error)"))
    }
  }
}
