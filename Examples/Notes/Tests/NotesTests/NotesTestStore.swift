import ComposableLinks
import DesktopLinks
import Foundation
import NotesFeature

/// The store the window's store tests start from: the app with `database`, no desktop links
/// unless `inbox` has some, and the clock stopped at `now`.
@MainActor
func makeNotesTestStore(
  _ state: Notes.State = Notes.State(), database: NotesDatabase, inbox: LinkInbox = .empty, now: Date
) -> TestStoreOf<Notes> {
  TestStore(initialState: state) {
    Notes()
  } withDependencies: {
    $0.notesDatabase = database
    $0.linkInbox = inbox
    $0.date = .constant(now)
  }
}

/// Starts the app in `store` and receives its first list, `notes` (newest first).
@MainActor
func startNotes(_ store: TestStoreOf<Notes>, listing notes: [Note]) async {
  await store.send(.started)
  await store.receive(\.lockLoaded)
  await store.receive(\.parking.restore)
  await store.receive(\.listLoaded) {
    $0.notes = notes
    $0.isReady = true
  }
}
