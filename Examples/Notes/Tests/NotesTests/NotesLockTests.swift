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
      try await database.setLockHash(try NotesLock.hash(passphrase, rounds: NotesLock.minimumRounds))
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
    await store.receive(\.listLoaded) {
      $0.notes = [Note(id: 1, title: "Trip", body: "Pack", createdAt: now)]
      $0.isReady = true
    }
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
      $0.unlockedByPassphrase = true
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume) { $0.path = [1] }
    await store.receive(\.shown)
    await store.receive(\.listLoaded)
    await store.receive(\.noteLoaded) { $0.details[1] = Note(id: 1, title: "Trip", body: "Pack", createdAt: now) }
    await store.finish()
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

  @Test func thePassphraseIsKeptOnlyAsASaltedHash() throws {
    let first = try NotesLock.hash("correct horse", rounds: NotesLock.minimumRounds)
    let second = try NotesLock.hash("correct horse", rounds: NotesLock.minimumRounds)
    #expect(first != second)
    #expect(!first.contains("correct horse"))
    #expect(first.hasPrefix("pbkdf2-sha256$100000$"))
    #expect(NotesLock.matches("correct horse", first))
    #expect(!NotesLock.matches("correct horsf", first))
    #expect(!NotesLock.matches("", first))
    for damaged in ["", "correct horse", "pbkdf2-sha256$0$AA==$AA==", "pbkdf2-sha256$1000$!!$!!", "md5$1$a$b"] {
      #expect(!NotesLock.matches("correct horse", damaged))
    }
    #expect(NotesLock.rounds == 600_000)
  }

  /// The lock fails closed: a key that cannot be derived matches nothing. (It used to derive
  /// an empty key on failure and compare only as many bytes as both had: none, so any
  /// passphrase opened the notes.)
  @Test func aKeyThatCannotBeDerivedMatchesNothing() throws {
    struct Unavailable: Error {}
    let stored = try NotesLock.hash("correct horse", rounds: NotesLock.minimumRounds)
    #expect(!NotesLock.matches("anything", stored) { _, _, _ in throw Unavailable() })
    #expect(!NotesLock.matches("anything", stored) { _, _, _ in Data() })
    #expect(!NotesLock.matches("anything", stored) { _, _, _ in Data(repeating: 0, count: 16) })
    #expect(NotesLock.matches("correct horse", stored, derive: NotesLock.pbkdf2))
  }

  @Test func everyExampleLeadsToOneStateAtLaunchWhileLockedAndRunning() async throws {
    var database = try NotesDatabase.inMemory(now: { Date(timeIntervalSince1970: 1_800_000_000) })
    let hash = try NotesLock.hash("pass", rounds: NotesLock.minimumRounds)
    database.lockHash = { hash }
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
