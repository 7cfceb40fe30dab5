import ComposableLinks
import Foundation
import NotesFeature
import Testing

/// Editing a note, through the store: saved as typed, one write at a time, the newest text
/// last; a screen link to the editor; the `/notes/:id/update` request behind the token.
@MainActor
@Suite struct NotesEditingTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func makeStore(database: NotesDatabase? = nil) async throws -> (TestStoreOf<Notes>, NotesDatabase) {
    let database = try database ?? NotesDatabase.inMemory(now: { [now] in now })
    _ = try await database.create("Groceries", "Milk")
    _ = try await database.create("Trip", "Pack")
    return (makeNotesTestStore(database: database, now: now), database)
  }

  private func note(_ id: Int64, _ title: String, _ body: String) -> Note {
    Note(id: id, title: title, body: body, createdAt: now)
  }

  /// Starts the app and opens note 1 for editing by its screen link.
  private func openEditor(_ store: TestStoreOf<Notes>) async {
    await startNotes(store, listing: [note(2, "Trip", "Pack"), note(1, "Groceries", "Milk")])
    await store.send(.received(URL("notes://notes/1/edit"))) {
      $0.recentLinks.seen[URL("notes://notes/1/edit")] = now
      $0.path = [1]
      // The note is not read yet: the editor waits for it.
      $0.editor = Notes.Editor(id: 1, note: nil)
    }
    await store.receive(\.shown)
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) {
      $0.details[1] = note(1, "Groceries", "Milk")
      $0.editor = Notes.Editor(id: 1, note: note(1, "Groceries", "Milk"))
    }
  }

  @Test func theEditorHasAScreenLinkAndSavesAsTyped() async throws {
    let (store, database) = try await makeStore()
    await openEditor(store)
    #expect(Notes.links.url(for: store.state) == URL("notes://notes/1/edit"))

    await store.send(.editChanged(title: "Groceries", body: "Milk and eggs")) {
      $0.editor?.body = "Milk and eggs"
      $0.saves.inFlight = Notes.Edit(id: 1, title: "Groceries", body: "Milk and eggs")
    }
    #expect(Notes.saveStatus(store.state) == "Saving…")
    await store.receive(\.editSaved) {
      $0.saves.inFlight = nil
      // The note's screen and its row in the list show the text at once; the row moves to the
      // top (the most recently modified first).
      $0.details[1]?.body = "Milk and eggs"
      $0.notes = [note(1, "Groceries", "Milk and eggs"), note(2, "Trip", "Pack")]
    }
    #expect(Notes.saveStatus(store.state) == "Saved")
    #expect(try await database.note(1)?.body == "Milk and eggs")

    // Done: the note's screen, its link the note's.
    await store.send(.editTapped) { $0.editor = nil }
    #expect(Notes.links.url(for: store.state) == URL("notes://notes/1"))
    // Ctrl+E opens it again, on the note as stored.
    await store.send(.editTapped) { $0.editor = Notes.Editor(id: 1, note: note(1, "Groceries", "Milk and eggs")) }
    await store.send(.backTapped) { $0.editor = nil }
  }

  @Test func keystrokesDuringAWriteAreWrittenAfterItNewestLast() async throws {
    // The first write waits until the test lets it go: the keys typed meanwhile queue.
    var database = try NotesDatabase.inMemory(now: { [now] in now })
    let (gate, open) = AsyncStream<Void>.makeStream()
    let update = database.update
    let first = LockIsolated(true)
    database.update = { id, title, body in
      if first.withValue({ isFirst in
        defer { isFirst = false }; return isFirst
      }) {
        for await _ in gate { break }
      }
      return try await update(id, title, body)
    }
    let (store, _) = try await makeStore(database: database)
    await openEditor(store)
    await store.send(.editChanged(title: "Groceries", body: "Milk a")) {
      $0.editor?.body = "Milk a"
      $0.saves.inFlight = Notes.Edit(id: 1, title: "Groceries", body: "Milk a")
    }
    // Two more keys while the first write is in flight: only the newest waits.
    await store.send(.editChanged(title: "Groceries", body: "Milk an")) {
      $0.editor?.body = "Milk an"
      $0.saves.next = Notes.Edit(id: 1, title: "Groceries", body: "Milk an")
    }
    await store.send(.editChanged(title: "Groceries", body: "Milk and")) {
      $0.editor?.body = "Milk and"
      $0.saves.next = Notes.Edit(id: 1, title: "Groceries", body: "Milk and")
    }
    #expect(!store.state.saves.isIdle)
    open.yield()
    await store.receive(\.editSaved) {
      $0.saves.inFlight = Notes.Edit(id: 1, title: "Groceries", body: "Milk and")
      $0.saves.next = nil
      $0.details[1]?.body = "Milk a"
      $0.notes = [note(1, "Groceries", "Milk a"), note(2, "Trip", "Pack")]
    }
    await store.receive(\.editSaved) {
      $0.saves.inFlight = nil
      $0.details[1]?.body = "Milk and"
      $0.notes[0].body = "Milk and"
    }
    #expect(store.state.saves.isIdle)
    #expect(try await database.note(1)?.body == "Milk and")
  }

  @Test func aBlankTitleKeepsTheStoredOneAndTheTextIsStillSaved() async throws {
    let (store, database) = try await makeStore()
    await openEditor(store)
    await store.send(.editChanged(title: " ", body: "Milk")) {
      $0.editor?.title = " "
      $0.saves.inFlight = Notes.Edit(id: 1, title: nil, body: "Milk")
    }
    await store.receive(\.editSaved) {
      $0.saves.inFlight = nil
      $0.notes = [note(1, "Groceries", "Milk"), note(2, "Trip", "Pack")]
    }
    #expect(Notes.saveStatus(store.state) == "Saved, with the last title: a note needs one")
    #expect(try await database.note(1)?.title == "Groceries")
  }

  @Test func aFailedWriteIsSaidAndTheNextKeystrokeWritesTheText() async throws {
    var database = try NotesDatabase.inMemory(now: { [now] in now })
    let update = database.update
    let failures = LockIsolated(1)
    database.update = { id, title, body in
      let fail = failures.withValue { remaining in
        defer { remaining -= 1 }
        return remaining > 0
      }
      if fail { throw NotesError.storage("disk full") }
      return try await update(id, title, body)
    }
    let (store, _) = try await makeStore(database: database)
    await openEditor(store)
    let edit = Notes.Edit(id: 1, title: "Groceries", body: "Milk!")
    await store.send(.editChanged(title: "Groceries", body: "Milk!")) {
      $0.editor?.body = "Milk!"
      $0.saves.inFlight = edit
    }
    await store.receive(\.editFailed) {
      $0.saves.inFlight = nil
      $0.saves.failure = #"storage("disk full")"#
      $0.message = #"Could not save the note: storage("disk full")"#
    }
    #expect(Notes.saveStatus(store.state) == #"Not saved: storage("disk full")"#)
    #expect(store.state.editor?.body == "Milk!", "the text stays in the editor")
    await store.send(.editChanged(title: "Groceries", body: "Milk!!")) {
      $0.editor?.body = "Milk!!"
      $0.saves.inFlight = Notes.Edit(id: 1, title: "Groceries", body: "Milk!!")
    }
    await store.receive(\.editSaved) {
      $0.saves = Notes.Saves()
      $0.details[1]?.body = "Milk!!"
      $0.notes = [note(1, "Groceries", "Milk!!"), note(2, "Trip", "Pack")]
    }
    #expect(try await database.note(1)?.body == "Milk!!")
  }

  @Test func theUpdateRequestNeedsTheTokenAndChangesTheNoteShown() async throws {
    let (store, database) = try await makeStore()
    await openEditor(store)
    let token = try await database.rotateLinkToken()
    for (query, refusal) in [
      ("title=Shopping", RouteAccessError.missingToken), ("title=Shopping&token=x", .wrongToken),
    ] {
      let url = try #require(URL(string: "notes://x-callback-url/notes/1/update?\(query)"))
      await store.send(.received(url)) { $0.recentLinks.seen[url] = now }
      await store.receive(\.linkFinished) {
        $0.outcome = .failed(RouteFailure(refusal), callback: nil)
        $0.message =
          refusal == .missingToken
          ? "This request needs the app's authorization token." : "The authorization token is not valid."
      }
    }
    #expect(try await database.note(1)?.title == "Groceries", "refused without the app's token")
    let url = try #require(
      URL(
        string: "notes://x-callback-url/notes/1/update?title=Shopping&body=Bread&token=\(token)&x-success=caller://ok"))
    await store.send(.received(url)) { $0.recentLinks.seen[url] = now }
    await store.receive(\.update)
    await store.receive(\.stored.updated) {
      // The request wins over the editor's fields.
      $0.editor = Notes.Editor(id: 1, note: note(1, "Shopping", "Bread"))
      $0.details[1] = note(1, "Shopping", "Bread")
      $0.notes = [note(1, "Shopping", "Bread"), note(2, "Trip", "Pack")]
      $0.message = "Updated note 1: Shopping"
    }
    await store.receive(\.linkFinished) {
      let callback = URL("caller://ok?id=1&title=Shopping&body=Bread")
      $0.urlToOpen = callback
      $0.outcome = .handled(callback: callback)
    }
    #expect(try await database.note(1).map { [$0.title, $0.body] } == ["Shopping", "Bread"])
    await store.send(.openURL(.openedURL(true))) {
      $0.urlToOpen = nil
      $0.callbackOpened = .openedURL(true)
    }
  }

  @Test func anUpdateWithNothingToChangeOrABlankTitleFails() async throws {
    let (store, database) = try await makeStore()
    let token = try await database.rotateLinkToken()
    for (query, error) in [("", NotesError.nothingToUpdate), ("&title=%20", .missingTitle)] {
      await store.send(.link(try #require(URL(string: "notes:///notes/1/update?token=\(token)\(query)"))))
      await store.receive(\.update)
      await store.receive(\.linkFinished) {
        $0.outcome = .failed(RouteFailure(error), callback: nil)
        $0.message = error.errorMessage
      }
    }
    await store.send(.link(try #require(URL(string: "notes:///notes/9/update?token=\(token)&body=x"))))
    await store.receive(\.update)
    await store.receive(\.linkFinished) {
      $0.outcome = .failed(RouteFailure(NotesError.notFound(id: 9)), callback: nil)
      $0.message = "There is no note 9."
    }
    #expect(try await database.note(1)?.title == "Groceries")
  }
}
