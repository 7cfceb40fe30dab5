import ComposableLinks
import Foundation
import NotesFeature
import Testing

/// The notes locked with a passphrase: every link waits for it, the unlock sheet shows, and
/// unlocking applies what waited, once.
@MainActor
@Suite struct NotesLockTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// A store over a database with one note, locked with `passphrase` (a quick hash: the
  /// rounds are not what is tested here).
  func makeStore(passphrase: String? = "correct horse") async throws -> TestStoreOf<Notes> {
    let database = NotesDatabase.testValue
    _ = try await database.create("Trip", "Pack")
    if let passphrase {
      _ = try await database.lock(passphrase, NotesLock.minimumRounds)
    }
    let now = self.now
    return TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.notesDatabase = database
      $0.linkInbox = .empty
      $0.date = .constant(now)
      $0.uuid = .incrementing
      $0.continuousClock = TestClock()
    }
  }

  func start(_ store: TestStoreOf<Notes>) async {
    await store.send(.started)
    await store.receive(\.lockLoaded) { $0.isLocked = true }
    await store.receive(\.parking.restore)
    // Nothing of a locked note can be read: the list is empty until the unlock.
    await store.receive(\.listLoaded) { $0.isReady = true }
  }

  func parked(_ url: String, _ pattern: String, _ kind: ParkedLink.Kind = .screen) -> ParkedLink {
    ParkedLink(
      id: UUID(0), url: URL(string: url)!, pattern: pattern, kind: kind, arrived: now, requirement: "unlocked",
      redactedBy: Notes.configuration)
  }

  @Test func aLinkWhileLockedWaitsForThePassphraseThenShowsTheNoteOnce() async throws {
    let store = try await makeStore()
    await start(store)
    await store.send(.received(URL("notes://notes/1"))) {
      $0.recentLinks.seen[URL("notes://notes/1")] = now
      $0.parked = ParkedLinks([parked("notes://notes/1", "/notes/:id")])
      $0.unlockShown = true
    }
    await store.send(.unlockSubmitted("wrong horse"))
    await store.receive(\.unlockChecked) { $0.message = "That is not the passphrase." }
    await store.send(.unlockSubmitted("correct horse"))
    await store.receive(\.unlockChecked) {
      $0.isLocked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    // Unlocked, two effects run at once: the list is loaded, and the parked link is written
    // away, then applied. Which ends first is the scheduler's business (and the list is loaded
    // again for the screen the link shows); what is on screen at the end is not.
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.receive(\.parking.resume) { $0.path = [1] }
    await store.receive(\.shown)
    await store.receive(\.noteLoaded) { $0.details[1] = Note(id: 1, title: "Trip", body: "Pack", createdAt: now) }
    await store.finish()
    #expect(store.state.notes == [Note(id: 1, title: "Trip", body: "Pack", createdAt: now)])
  }

  @Test func closingTheUnlockSheetDropsWhatWaitedAndSaysSo() async throws {
    let store = try await makeStore()
    await start(store)
    await store.send(.received(URL("notes://search?query=trip&token=s3cret"))) {
      $0.recentLinks.seen[URL("notes://search?query=trip&token=s3cret")] = now
      $0.parked = ParkedLinks([parked("notes://search?query=trip&token=s3cret", "/search")])
      $0.unlockShown = true
    }
    await store.send(.unlockCancelled) { $0.unlockShown = false }
    await store.receive(\.parking.giveUp) { $0.parked = ParkedLinks() }
    await store.receive(\.parking.dropped) {
      $0.message = "The link notes://search?query=trip&token=••• was dropped: it was cancelled."
    }
    await store.finish()
  }

  /// Starts a store without a passphrase and shows note 1 by its link: nothing waits.
  func showNoteUnlocked(_ store: TestStoreOf<Notes>) async {
    await store.send(.started)
    await store.receive(\.lockLoaded)
    await store.receive(\.parking.restore)
    await store.receive(\.listLoaded) {
      $0.notes = [Note(id: 1, title: "Trip", body: "Pack", createdAt: now)]
      $0.isReady = true
    }
    await store.send(.received(URL("notes://notes/1"))) {
      $0.recentLinks.seen[URL("notes://notes/1")] = now
      $0.path = [1]
    }
    await store.receive(\.shown)
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) { $0.details[1] = Note(id: 1, title: "Trip", body: "Pack", createdAt: now) }
  }

  @Test func withoutAPassphraseNothingWaits() async throws {
    let store = try await makeStore(passphrase: nil)
    await showNoteUnlocked(store)
    await store.finish()
  }

  /// A lock set while the window runs locked nothing in it: the note stayed on screen and
  /// links were applied. Now the notes leave the screens at once and links wait, as in a window
  /// started locked.
  @Test func aLockSetWhileRunningHidesTheNotesAndLinksWaitAgain() async throws {
    let store = try await makeStore(passphrase: nil)
    await showNoteUnlocked(store)
    await store.send(.lockSet) {
      $0.isLocked = true
      $0.path = []
      $0.details = [:]
      $0.notes = []
      $0.message = "The notes were locked."
    }
    await store.send(.received(URL("notes://notes/1?again"))) {
      $0.recentLinks.seen[URL("notes://notes/1?again")] = now
      $0.parked = ParkedLinks([parked("notes://notes/1?again", "/notes/:id")])
      $0.unlockShown = true
    }
    await store.skipInFlightEffects()
  }

  /// The window can lock, not only unlock: Lock (the menu, Ctrl+Shift+L) forgets the key for
  /// every reader, as `notes lock` does, and the notes leave the screens at once. Without a
  /// passphrase it says how to set one.
  @Test func lockingFromTheWindowForgetsTheKeyForEveryReader() async throws {
    let store = try await makeStore()
    await start(store)
    await store.send(.unlockSubmitted("correct horse"))
    await store.receive(\.unlockChecked) {
      $0.isLocked = false
      $0.unlockShown = false
    }
    await store.receive(\.listLoaded) { $0.notes = [Note(id: 1, title: "Trip", body: "Pack", createdAt: now)] }
    await store.send(.lockTapped)
    await store.receive(\.lockSet) {
      $0.isLocked = true
      $0.notes = []
      $0.message = "The notes were locked."
    }
    #expect(try await store.dependencies.notesDatabase.isLocked())

    let open = try await makeStore(passphrase: nil)
    await showNoteUnlocked(open)
    await open.send(.lockTapped)
    await open.receive(\.failed) { $0.message = "No passphrase is set: 'notes lock' in a terminal sets one." }
  }

  /// The passphrase is kept nowhere: the lock is a key sealed with a key derived from it, and
  /// only the passphrase opens it.
  @Test func thePassphraseOpensTheKeyAndNothingElseDoes() throws {
    let (first, key) = try NotesLock.make("correct horse", rounds: NotesLock.minimumRounds)
    let (second, _) = try NotesLock.make("correct horse", rounds: NotesLock.minimumRounds)
    #expect(first != second)
    #expect(!first.contains("correct horse"))
    #expect(first.hasPrefix("aes256gcm-pbkdf2-sha256$100000$"))
    #expect(NotesLock.open("correct horse", first)?.text == key.text)
    #expect(NotesLock.open("correct horsf", first) == nil)
    #expect(NotesLock.open("", first) == nil)
    // The key of one lock does not open another, even made from the same passphrase.
    #expect(NotesKey(text: key.text, record: first) != nil)
    #expect(NotesKey(text: key.text, record: second) == nil)
    for damaged in ["", "correct horse", "aes256gcm-pbkdf2-sha256$0$AA==$AA==", "aes256gcm-pbkdf2-sha256$100000$!!$!!"]
    {
      #expect(NotesLock.open("correct horse", damaged) == nil)
    }
    var flipped = Array(first)
    flipped[flipped.count - 3] = flipped[flipped.count - 3] == "A" ? "B" : "A"
    #expect(NotesLock.open("correct horse", String(flipped)) == nil)
    #expect(NotesLock.rounds == 600_000)
  }

  /// The lock fails closed: a key that cannot be derived opens nothing. (It used to derive
  /// an empty key on failure and compare only as many bytes as both had: none, so any
  /// passphrase opened the notes.)
  @Test func aKeyThatCannotBeDerivedOpensNothing() throws {
    struct Unavailable: Error {}
    let (stored, _) = try NotesLock.make("correct horse", rounds: NotesLock.minimumRounds)
    #expect(NotesLock.open("anything", stored) { _, _, _ in throw Unavailable() } == nil)
    #expect(NotesLock.open("anything", stored) { _, _, _ in Data() } == nil)
    #expect(NotesLock.open("anything", stored) { _, _, _ in Data(repeating: 0, count: 32) } == nil)
    #expect(NotesLock.open("correct horse", stored, derive: NotesLock.pbkdf2) != nil)
  }

  @Test func everyExampleLeadsToOneStateAtLaunchWhileLockedAndRunning() async throws {
    let database = try NotesDatabase.inMemory(now: { Date(timeIntervalSince1970: 1_800_000_000) })
    _ = try await database.lock("pass", NotesLock.minimumRounds)
    let failures = await Notes.links.checkColdAndWarm(
      from: Notes.State(), link: \.received, launch: [.started], meeting: ["unlocked": [.unlockSubmitted("pass")]]
    ) {
      Notes()
    } withDependencies: {
      $0.notesDatabase = database
      $0.linkInbox = .empty
    } normalize: {
      $0.recentLinks = RecentLinks()
    }
    #expect(failures.isEmpty)
  }
}
