import ComposableLinks
import Foundation
import NotesFeature
import Testing

/// Delete in the window, through the store: the note leaves the screens at once and the
/// database only when Undo is no longer offered; Undo brings it back untouched.
@MainActor
@Suite struct NotesDeletingTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func makeStore() async throws -> (TestStoreOf<Notes>, NotesDatabase) {
    let database = try NotesDatabase.inMemory(now: { [now] in now })
    _ = try await database.create("Groceries", "Milk")
    _ = try await database.create("Trip", "Pack")
    let store = makeNotesTestStore(database: database, now: now)
    await startNotes(store, listing: [note(2, "Trip", "Pack"), note(1, "Groceries", "Milk")])
    return (store, database)
  }

  private func note(_ id: Int64, _ title: String, _ body: String) -> Note {
    Note(id: id, title: title, body: body, createdAt: now)
  }

  /// Deletes note 1 in the window: off the list at once, Undo offered.
  private func deleteGroceries(_ store: TestStoreOf<Notes>) async {
    await store.send(.deleteTapped(1)) {
      $0.deletion = Notes.Deletion(note: note(1, "Groceries", "Milk"))
      $0.notes = [note(2, "Trip", "Pack")]
      $0.message = "“Groceries” deleted"
    }
  }

  @Test func undoBringsTheNoteBackAndTheDatabaseNeverLostIt() async throws {
    let (store, database) = try await makeStore()
    await deleteGroceries(store)
    // A window killed now loses nothing: the database still has it.
    #expect(try await database.note(1)?.title == "Groceries")
    // A reload while Undo is offered does not bring it back on screen.
    await store.send(.searchChanged(""))
    await store.receive(\.listLoaded)
    await store.send(.undoDeleteTapped) {
      $0.deletion = nil
      $0.message = nil
      $0.notes = [note(2, "Trip", "Pack"), note(1, "Groceries", "Milk")]
    }
    await store.receive(\.listLoaded)
    #expect(try await database.note(1)?.title == "Groceries")
  }

  @Test func theDeletionIsFinalWhenItsToastGoesOrAnotherMessageReplacesIt() async throws {
    let (store, database) = try await makeStore()
    await deleteGroceries(store)
    await store.send(.messageDismissed) {
      $0.message = nil
      $0.deletion = nil
      $0.deletesInFlight = 1
    }
    await store.receive(\.deletionWritten) { $0.deletesInFlight = 0 }
    #expect(try await database.note(1) == nil)

    // A second deletion while the first's toast shows makes the first final.
    await store.send(.deleteTapped(2)) {
      $0.deletion = Notes.Deletion(note: note(2, "Trip", "Pack"))
      $0.notes = []
      $0.message = "“Trip” deleted"
    }
    await store.send(.failed("The disk is full")) {
      $0.message = "The disk is full"
      $0.deletion = nil
      $0.deletesInFlight = 1
    }
    await store.receive(\.deletionWritten) { $0.deletesInFlight = 0 }
    #expect(try await database.note(2) == nil)
  }
}
