// The tests of AppLinks' article "Using the links with The Composable Architecture", run against
// ComposableCore (which spells TCA's `TestStore` the same way). ArticleCodeTests checks that the
// article prints exactly this code.
import AppLinks
import ComposableCore
import Foundation
import Testing

@Suite struct TCAArticleTests {
  @MainActor
  @Test func aLinkWaitsForTheUnlockAndIsAppliedOnceAfterIt() async {
    let outcomes = LinkOutcomes.recording()
    let store = TestStore(initialState: Notes.State(notes: [3: "Groceries"], isLoaded: true)) {
      Notes()
    } withDependencies: {
      $0.linkOutcomes = outcomes
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.continuousClock = TestClock()
    }
    let link = URL(string: "notes://notes/3")!
    await store.send(.received(link)) {
      $0.isAskingForPIN = true
      $0.parkedLinks = ParkedLinks([
        ParkedLink(
          id: UUID(0), url: link, pattern: "/notes/:id", kind: .screen, arrived: Date(timeIntervalSince1970: 0),
          requirement: "unlocked", redactedBy: Notes.configuration)
      ])
      $0.recentLinks.seen = [link: Date(timeIntervalSince1970: 0)]
    }
    await store.send(.unlock(pin: "1234")) {
      $0.isLocked = false
      $0.isAskingForPIN = false
      $0.parkedLinks = ParkedLinks()
    }
    await store.receive(\.parking.resume) {
      $0.path[id: 0] = .detail(NoteDetail.State(id: 3, title: "Groceries"))
    }
    #expect(outcomes.recent().map(\.result) == [.parked(requirement: "unlocked"), .shown])
    #expect(Notes.links.url(for: store.state) == link)
  }

  @MainActor
  @Test func aLinkParkedBeforeARelaunchIsAppliedAfterIt() async {
    let (disk, saves) = Self.disk()
    let link = URL(string: "notes://notes/3")!
    let parked = ParkedLink(
      id: UUID(0), url: link, pattern: "/notes/:id", kind: .screen, arrived: Date(timeIntervalSince1970: 0),
      requirement: "unlocked", redactedBy: Notes.configuration)
    let before = TestStore(initialState: Notes.State(isLoaded: true)) {
      Notes()
    } withDependencies: {
      $0.parkedLinkStore = disk
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.continuousClock = TestClock()
    }
    await before.send(.received(link)) {
      $0.isAskingForPIN = true
      $0.parkedLinks = ParkedLinks([parked])
      $0.recentLinks.seen = [link: Date(timeIntervalSince1970: 0)]
    }
    for await _ in saves { break }
    await before.skipInFlightEffects()  // the app quits with the link parked

    let after = TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.parkedLinkStore = disk
      $0.date = .constant(Date(timeIntervalSince1970: 60))
      $0.continuousClock = TestClock()
    }
    await after.send(.started)
    await after.receive(\.loaded) {
      $0.notes = [3: "Groceries"]
      $0.isLoaded = true
    }
    await after.receive(\.parking.restore)
    await after.receive(\.parking.restored) {
      $0.isAskingForPIN = true
      $0.parkedLinks = ParkedLinks([parked])
    }
    await after.send(.unlock(pin: "1234")) {
      $0.isLocked = false
      $0.isAskingForPIN = false
      $0.parkedLinks = ParkedLinks()
    }
    await after.receive(\.parking.resume) {
      $0.path[id: 0] = .detail(NoteDetail.State(id: 3, title: "Groceries"))
    }
  }

  @MainActor
  @Test func aLinkIsHeldUntilTheNotesAreLoadedAndItsDuplicateDropped() async {
    let store = TestStore(initialState: Notes.State(isLocked: false)) {
      Notes()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    let link = URL(string: "notes://notes/3")!
    // The launch argument and the activation both bring the link before the notes are loaded.
    await store.send(.received(link)) { $0.pendingLinks = [link] }
    await store.send(.received(link)) { $0.pendingLinks = [link, link] }
    await store.send(.loaded([3: "Groceries"])) {
      $0.notes = [3: "Groceries"]
      $0.isLoaded = true
      $0.pendingLinks = []
    }
    await store.receive(\.parking.restore)
    await store.receive(\.received) {
      $0.path[id: 0] = .detail(NoteDetail.State(id: 3, title: "Groceries"))
      $0.recentLinks.seen = [link: Date(timeIntervalSince1970: 0)]
    }
    await store.receive(\.received) { $0.recentLinks.dropped = [link] }
  }

  @MainActor
  @Test func aRequestIsAnsweredWithItsCallback() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: Notes.State(isLoaded: true)) {
      Notes()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.urlOpener = URLOpener(canOpen: { _ in true }) { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    let link = URL(string: "notes://x-callback-url/create?title=Hi&x-success=caller%3A%2F%2Fdone")!
    await store.send(.received(link)) { $0.recentLinks.seen = [link: Date(timeIntervalSince1970: 0)] }
    await store.receive(\.create) { $0.notes = [1: "Hi"] }
    await store.receive(\.linkFinished)
    await store.finish()
    #expect(opened.value == [URL(string: "caller://done?id=1")!])
  }

  @MainActor
  @Test func aCallToAnotherAppIsAnsweredThroughALink() async throws {
    let (calls, called) = AsyncStream.makeStream(of: URL.self)
    let store = TestStore(initialState: Notes.State(isLoaded: true)) {
      Notes()
    } withDependencies: {
      $0.linkCaller = .live(scheme: "notes", source: "Notes")
      $0.urlOpener = URLOpener(canOpen: { _ in true }) { url in
        called.yield(url)
        return true
      }
      $0.continuousClock = TestClock()
    }
    let task = await store.send(.importTapped)
    // The other app answers on its `x-success`, which comes back to this app as a link.
    var opened = calls.makeAsyncIterator()
    let call = try #require(await opened.next().flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) })
    let success = try #require(call.queryItems?.first { $0.name == "x-success" }?.value)
    await store.send(.received(URL(string: success + "?title=Milk")!))
    await task.finish()
    await store.receive(\.imported) { $0.imported = ["Milk"] }
  }

  @MainActor
  @Test func linksLeadToTheSameScreenColdOrWarm() async {
    let failures = await Notes.links.checkColdAndWarm(
      from: Notes.State(), link: \.received, launch: [.started], meeting: ["unlocked": [.unlock(pin: "1234")]]
    ) { initial, actions in
      let store = TestStore(initialState: initial) { Notes() }
      store.exhaustivity = .off
      for action in actions {
        await store.send(action)
        await store.finish()
        await store.skipReceivedActions(strict: false)
      }
      return store.state
    }
    #expect(failures.isEmpty)
  }

  @MainActor
  @Test func theAppParksLinksInAFileThatOutlivesIt() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = URL(string: "notes://notes/3")!
    func relaunch() -> StoreOf<Notes> {
      // A parked link's expiry waits on a clock that never moves: it neither fires nor ends.
      withDependencies {
        $0.continuousClock = TestClock()
        $0.uuid = .incrementing
        $0.date = .constant(Date(timeIntervalSince1970: 0))
      } operation: {
        notesStore(parkingIn: folder)
      }
    }
    let before = relaunch()
    before.send(.started)
    await Self.waitUntil { before.state.isLoaded }
    before.send(.received(link))
    let file = folder.appendingPathComponent("parked-links.json")
    await Self.waitUntil { (try? String(contentsOf: file, encoding: .utf8))?.contains(link.absoluteString) == true }

    let after = relaunch()
    after.send(.started)
    await Self.waitUntil { after.state.parkedLinks.links.map(\.url) == [link] }
    after.send(.unlock(pin: "1234"))
    await Self.waitUntil { Notes.links.url(for: after.state) == link }
    #expect(after.state.parkedLinks.links.isEmpty)
  }

  /// Waits for what a store's effects do, however long a loaded machine takes them (a bound
  /// on a hang, not a measure of speed).
  @MainActor
  static func waitUntil(_ condition: @MainActor () -> Bool) async {
    for _ in 0..<6000 where !condition() {
      try? await Task.sleep(for: .milliseconds(10))
    }
    #expect(condition())
  }

  /// A `parkedLinkStore` in memory, and each save as it is made.
  static func disk() -> (ParkedLinkStore, AsyncStream<Void>) {
    let (saves, saved) = AsyncStream.makeStream(of: Void.self)
    let memory = ParkedLinkStore.inMemory()
    let disk = ParkedLinkStore(load: memory.load) { data in
      try await memory.save(data)
      saved.yield()
    }
    return (disk, saves)
  }
}
