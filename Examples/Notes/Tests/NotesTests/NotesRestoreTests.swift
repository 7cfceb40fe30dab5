import ComposableLinks
import Foundation
import NotesFeature
import Testing

/// The window's place kept between runs: the link of the screen it showed and its size.
@MainActor
@Suite struct NotesRestoreTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aSavedLinkWaitsForTheListThenShowsItsScreen() async throws {
    let database = NotesDatabase.testValue
    _ = try await database.create("Trip", "Pack")
    let store = makeNotesTestStore(database: database, now: now)
    await store.send(.restore(URL("notes://notes/1"))) { $0.restoring = URL("notes://notes/1") }
    await store.send(.started)
    await store.receive(\.lockLoaded)
    await store.receive(\.parking.restore)
    await store.receive(\.listLoaded) {
      $0.notes = [Note(id: 1, title: "Trip", body: "Pack", createdAt: now)]
      $0.isReady = true
      $0.restoring = nil
      $0.path = [1]
    }
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) { $0.details[1] = Note(id: 1, title: "Trip", body: "Pack", createdAt: now) }
    // Once ready, a restore navigates at once; a note deleted meanwhile ends on the list, which
    // says so.
    await store.send(.restore(URL("notes://notes/9"))) {
      $0.path = [9]
      $0.details = [:]
    }
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) {
      $0.path = []
      $0.message = "There is no note 9."
    }
  }

  /// A saved screen would put its note's title in the window's title: while the notes are
  /// locked it waits, and is shown once they are unlocked.
  @Test func aSavedScreenWaitsWhileTheNotesAreLocked() async throws {
    let database = NotesDatabase.testValue
    _ = try await database.create("Bank PIN", "4321")
    _ = try await database.lock("pass", NotesLock.minimumRounds)
    let store = makeNotesTestStore(database: database, now: now)
    await store.send(.restore(URL("notes://notes/1"))) { $0.restoring = URL("notes://notes/1") }
    await store.send(.started)
    await store.receive(\.lockLoaded) { $0.isLocked = true }
    await store.receive(\.parking.restore)
    await store.receive(\.listLoaded) { $0.isReady = true }
    // Locked: no screen, no note loaded; the saved link waits.
    #expect(store.state.path.isEmpty && store.state.details.isEmpty)
    await store.send(.unlockSubmitted("pass"))
    await store.receive(\.unlockChecked) {
      $0.isLocked = false
      $0.restoring = nil
      $0.path = [1]
    }
    await store.receive(\.listLoaded) { $0.notes = [Note(id: 1, title: "Bank PIN", body: "4321", createdAt: now)] }
    await store.receive(\.noteLoaded) { $0.details[1] = Note(id: 1, title: "Bank PIN", body: "4321", createdAt: now) }
  }

  @Test func aSavedWindowRoundTripsAndItsSizeIsKeptInBounds() async throws {
    let saved = SavedWindow(link: URL("notes://search?query=milk"), width: 12, height: 100_000)
    #expect(saved.width == 360 && saved.height == 8192)
    #expect(try SavedWindow(reading: saved.data()) == saved)
  }

  @Test func whatCannotBeRestoredIsATypedErrorWithNoSecretInIt() {
    #expect(throws: SavedWindowError.tooLarge(bytes: 20_000)) {
      try SavedWindow(reading: Data(repeating: 32, count: 20_000))
    }
    for garbage in ["", "{", "[1]", #"{"link":3,"width":1,"height":1}"#, "\u{0}\u{FF}"] {
      #expect(throws: SavedWindowError.malformed) { try SavedWindow(reading: Data(garbage.utf8)) }
    }
    // A request is not a screen (restoring only ever navigates), and its token stays hidden.
    let request = #"{"link":"notes://x-callback-url/notes/2/delete?token=s3cret","width":640,"height":480}"#
    #expect(throws: SavedWindowError.notAScreen("notes://x-callback-url/notes/2/delete?token=•••")) {
      try SavedWindow(reading: Data(request.utf8))
    }
    for link in ["https://evil.example/notes/1", "notes://notes/abc", "not a link"] {
      let file = #"{"link":"\#(link)","width":640,"height":480}"#
      #expect(throws: SavedWindowError.self) { try SavedWindow(reading: Data(file.utf8)) }
    }
  }

  @Test func theFileFollowsXDGAndIsWrittenWholeOnAFirstRun() async throws {
    #expect(SavedWindowFile.standard(environment: ["HOME": "/h"]).path == "/h/.local/state/notes/window.json")
    #expect(
      SavedWindowFile.standard(environment: ["HOME": "/h", "XDG_STATE_HOME": "/s"]).path == "/s/notes/window.json")
    #expect(
      SavedWindowFile.standard(environment: ["HOME": "/h", "XDG_STATE_HOME": "relative"]).path
        == "/h/.local/state/notes/window.json")

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("notes-restore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let file = SavedWindowFile.standard(environment: ["HOME": home.path])
    #expect(try file.read() == nil, "a first run has nothing saved")
    let saved = SavedWindow(link: URL("notes://notes/3"), width: 800, height: 600)
    try file.write(saved)
    #expect(try file.read() == saved)
    let folder = try FileManager.default.attributesOfItem(atPath: home.path + "/.local/state/notes")
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }
}
