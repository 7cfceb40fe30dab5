@_spi(Testing) import ComposableLinks
import DesktopLinks
import Foundation
@_spi(Testing) import LinkRouting
import NotesFeature
import Testing

/// The window's behaviour, tested through the store with no window: links from a test inbox,
/// an in-memory database, a recording clipboard and opener.
@MainActor
@Suite struct NotesScreensTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func makeStore(
    _ state: Notes.State = Notes.State(), inbox: LinkInbox = .empty
  ) async throws -> (TestStoreOf<Notes>, NotesDatabase) {
    let database = NotesDatabase.testValue
    _ = try await database.create("Groceries", "Milk, see https://example.com/milk")
    _ = try await database.create("Trip", "Pack")
    return (makeNotesTestStore(state, database: database, inbox: inbox, now: now), database)
  }

  private func note(_ id: Int64, _ title: String, _ body: String) -> Note {
    Note(id: id, title: title, body: body, createdAt: now)
  }

  /// Starts the app and loads the list (newest first).
  private func start(_ store: TestStoreOf<Notes>) async {
    await startNotes(
      store, listing: [note(2, "Trip", "Pack"), note(1, "Groceries", "Milk, see https://example.com/milk")])
  }

  @Test func aLinkFromTheInboxShowsTheNoteOverTheList() async throws {
    let (inbox, send, finish) = LinkInbox.makeInbox()
    let (store, _) = try await makeStore(inbox: inbox)
    await start(store)
    send(.link(URL("notes://notes/1")))
    await store.receive(\.received) {
      $0.recentLinks.seen[URL("notes://notes/1")] = now
      $0.path = [1]
    }
    await store.receive(\.shown)
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) {
      $0.details[1] = note(1, "Groceries", "Milk, see https://example.com/milk")
    }
    #expect(Notes.shownNote(store.state)?.title == "Groceries")
    #expect(Notes.links.url(for: store.state) == URL("notes://notes/1"))
    await store.send(.backTapped) {
      $0.path = []
      $0.details = [:]
    }
    await store.receive(\.listLoaded)
    finish()
    await store.finish()
  }

  @Test func aLinkThatStartsTheAppWaitsForTheListThenCountsOnce() async throws {
    let (inbox, send, finish) = LinkInbox.makeInbox()
    // Delivered before the app started, and again (the launch argument and an activation).
    send(.link(URL("notes://search?query=trip")))
    send(.link(URL("notes://search?query=trip")))
    finish()
    let (store, _) = try await makeStore(inbox: inbox)
    await store.send(.started)
    await store.finish()
    await store.skipReceivedActions()
    #expect(store.state.query == "trip")
    #expect(store.state.notes.map(\.title) == ["Trip"])
    #expect(store.state.recentLinks.dropped == [URL("notes://search?query=trip")])
    #expect(store.state.pendingLinks.isEmpty)
  }

  @Test func aRefusedArgumentIsShownAndNothingElseChanges() async throws {
    let (store, _) = try await makeStore(Notes.State(path: [1]))
    let error = LinkInboxError.otherScheme(scheme: "https", expected: ["notes"])
    await store.send(.rejected(error)) {
      $0.rejectedLink = error
      $0.message = error.description
    }
  }

  @Test func eachLinkIsMatchedOnceThenShownOrAnswered() async throws {
    let links: [(String, LinkOutcome.Result)] = [
      ("notes://x-callback-url/create?title=a", .answered),
      ("notes://notes/1?x-success=caller://ok", .answered),
      ("notes://notes/1?x-source=Caller", .answered),
      ("notes://fetch?limit=2", .answered),
      ("notes://notes/1", .shown),
      ("notes://create?title=a", .shown),
      ("notes://settings", .refused(.noRoute)),
      ("notes://x-callback-url/settings", .refused(.noRoute)),
    ]
    for (link, result) in links {
      let probe = MatchProbe()
      let outcomes = LinkOutcomes.recording()
      let database = NotesDatabase.testValue
      _ = try await database.create("Groceries", "Milk")
      let store = Store(initialState: Notes.State()) {
        Notes(routes: Notes.links.counting(into: probe))
      } withDependencies: {
        $0.notesDatabase = database
        $0.linkInbox = .empty
        $0.linkOutcomes = outcomes
        $0.date = .constant(Date(timeIntervalSince1970: 0))
        $0.urlOpener = URLOpener(canOpen: { _ in true }, open: { _ in true })
      }
      await store.send(.started).finish()
      await store.send(.received(try #require(URL(string: link)))).finish()
      #expect(outcomes.recent().map(\.result) == [result], "\(link)")
      #expect(probe.matched == 1, "\(link) was matched \(probe.matched) times")
    }
  }

  @Test func searchingFiltersTheList() async throws {
    let (store, _) = try await makeStore()
    await start(store)
    await store.send(.searchChanged("milk")) { $0.query = "milk" }
    await store.receive(\.listLoaded) {
      $0.notes = [note(1, "Groceries", "Milk, see https://example.com/milk")]
    }
    #expect(Notes.links.url(for: store.state) == URL("notes://search?query=milk"))
  }

  @Test func theSheetSavesANewNoteAndShowsIt() async throws {
    let (store, database) = try await makeStore()
    await start(store)
    await store.send(.newNoteTapped) { $0.draft = Notes.Draft(title: "") }
    await store.send(.saveDraftTapped) { $0.message = "A note needs a title." }
    await store.send(.draftChanged(Notes.Draft(title: "Call", body: "Mum"))) {
      $0.draft = Notes.Draft(title: "Call", body: "Mum")
    }
    await store.send(.saveDraftTapped)
    await store.receive(\.draftSaved) {
      $0.draft = nil
      $0.path = [3]
      $0.details = [3: note(3, "Call", "Mum")]
      $0.message = "Created note 3: Call"
    }
    await store.receive(\.listLoaded) {
      $0.notes.insert(note(3, "Call", "Mum"), at: 0)
    }
    #expect(try await database.all().map(\.title) == ["Groceries", "Trip", "Call"])
  }

  @Test func copyLinkCopiesTheLinkOfTheScreenShown() async throws {
    let copied = LockIsolated<[String]>([])
    let (store, _) = try await makeStore(Notes.State(path: [2]))
    store.dependencies.clipboard = Clipboard { text in copied.withValue { $0.append(text) } }
    await store.send(.copyLinkTapped) { $0.message = "Link copied" }
    await store.finish()
    #expect(copied.value == ["notes://notes/2"])
  }

  @Test func theMenuSharesTheNoteShownAndStopsSharingIt() async throws {
    let (store, database) = try await makeStore(Notes.State(path: [2]))
    await store.send(.shareTapped(true))
    await store.receive(\.sharingChanged) {
      $0.message = "Note shared: its link’s page shows its title and first line."
    }
    #expect(try await database.sharedNote(2)?.title == "Trip")
    await store.send(.shareTapped(false))
    await store.receive(\.sharingChanged) { $0.message = "Note no longer shared." }
    #expect(try await database.sharedNote(2) == nil)
    let (list, _) = try await makeStore()
    await list.send(.shareTapped(true)) { $0.message = "Open a note to share it." }
  }

  @Test func aBodyLinkIsOpenedAndAFailureIsShown() async throws {
    let (store, _) = try await makeStore()
    await store.send(.bodyLinkTapped(URL("https://example.com/milk"))) {
      $0.openingLink = URL("https://example.com/milk")
      $0.urlToOpen = URL("https://example.com/milk")
    }
    await store.send(.openURL(.urlNotSupported)) {
      $0.openingLink = nil
      $0.urlToOpen = nil
      $0.callbackOpened = .urlNotSupported
      $0.message = "Could not open https://example.com/milk"
    }
  }

  @Test func aDeletedNoteLeavesTheScreen() async throws {
    let (store, database) = try await makeStore()
    await start(store)
    await store.send(.noteTapped(2)) { $0.path = [2] }
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) { $0.details[2] = note(2, "Trip", "Pack") }
    let token = try await database.rotateLinkToken()
    await store.send(.link(try #require(URL(string: "notes:///notes/2/delete?token=\(token)"))))
    await store.receive(\.confirmLink) { $0.pendingConfirmation = $1 }
    await store.send(.confirmationAnswered(true)) { $0.pendingConfirmation = nil }
    await store.receive(\.delete)
    await store.receive(\.stored.deleted) {
      $0.message = "Deleted note 2"
      $0.path = []
      $0.details = [:]
    }
    await store.receive(\.listLoaded) { $0.notes.removeFirst() }
    await store.receive(\.linkFinished) { $0.outcome = .handled(callback: nil) }
    #expect(try await database.all().map(\.id) == [1])
  }

  @Test func searchLeavesTheNoteAndTheSheetForTheListKeepingItsQuery() async throws {
    let (store, _) = try await makeStore(Notes.State(path: [1], query: "trip", draft: Notes.Draft(title: "x")))
    await store.send(.searchTapped) {
      $0.path = []
      $0.draft = nil
    }
    #expect(Notes.links.url(for: store.state) == URL("notes://search?query=trip"))
  }

  @Test func aLinkToAMissingNoteSaysSo() async throws {
    let (store, _) = try await makeStore()
    await start(store)
    await store.send(.received(URL("notes://notes/99"))) {
      $0.recentLinks.seen[URL("notes://notes/99")] = now
      $0.path = [99]
    }
    await store.receive(\.shown)
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) {
      $0.path = []
      $0.message = "There is no note 99."
    }
  }
}
