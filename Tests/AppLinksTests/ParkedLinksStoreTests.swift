@_spi(Testing) import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

/// Links that wait for their route's requirement: parked in state, prompted for, applied
/// exactly once when it holds, dropped when they expire, when too many wait, or when the user
/// gives up; kept through the `parkedLinkStore` across a relaunch.
@MainActor
@Suite struct ParkedLinksStoreTests {
  let arrived = Date(timeIntervalSince1970: 1_800_000_000)

  func parked(
    _ url: String, _ pattern: String, _ kind: ParkedLink.Kind = .screen, id: Int = 0, at date: Date? = nil,
    checked: Bool = false
  ) -> ParkedLink {
    ParkedLink(
      id: UUID(id), url: URL(string: url)!, pattern: pattern, kind: kind, arrived: date ?? arrived,
      requirement: "unlocked", accessChecked: checked, redactedBy: Locker.configuration)
  }

  func makeStore(
    _ state: Locker.State = Locker.State(), vault: Locker = Locker(), disk: Disk = Disk(),
    clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Locker.State, Locker.Action> {
    TestStore(initialState: state) {
      vault
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(arrived)
      $0.continuousClock = clock
      $0.parkedLinkStore = disk.store
    }
  }

  @Test func aLinkWhileLockedIsParkedAndPromptsThenAppliedOnceWhenUnlocked() async {
    let disk = Disk()
    let store = makeStore(disk: disk)
    await store.send(.received(URL("locker://items/3"))) {
      $0.parked = ParkedLinks([parked("locker://items/3", "/items/:id")])
      $0.unlockShown = true
    }
    // Written before anything else happens: a relaunch now would find it.
    await disk.waitForWrites(1)
    #expect(disk.links.map(\.url) == [URL("locker://items/3")])
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume) { $0.shown = 3 }
    // Removed from storage before it was applied: killed now, it is not applied again.
    #expect(disk.links.isEmpty)
    await store.receive(\.shown)
    // Locking and unlocking again applies nothing more.
    await store.send(.lock) { $0.locked = true }
    await store.send(.unlock) { $0.locked = false }
    await store.finish()
  }

  /// A request whose route needs the app's token has it checked before it waits, so that a
  /// parked link never needs its token again (and is written to disk without it): a wrong one
  /// is answered at once, a right one waits and runs once the vault is unlocked.
  @Test func aRequestsTokenIsCheckedBeforeItWaitsThenItIsAnsweredAfterUnlocking() async {
    let opener = RecordingOpener(supported: ["caller"])
    let store = TestStore(initialState: Locker.State()) {
      Locker()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(arrived)
      $0.continuousClock = TestClock()
      $0.urlOpener = opener.opener
    }
    let wrong = "locker://x-callback-url/items/2/reveal?token=nope&x-success=caller://ok&x-error=caller://err"
    await store.send(.received(URL(string: wrong)!))
    await store.receive(\.finished) {
      let callback = URL("caller://err?errorCode=401&errorMessage=The%20authorization%20token%20is%20not%20valid.")
      $0.outcomes = [.failed(RouteFailure(RouteAccessError.wrongToken), callback: callback)]
      $0.urlToOpen = callback
    }
    // With the right token, it waits, and runs once the vault is unlocked.
    let right = "locker://x-callback-url/items/2/reveal?token=s3cret&x-success=caller://ok"
    await store.send(.received(URL(string: right)!))
    await store.receive(\.parking.accessChecked) {
      $0.parked = ParkedLinks([self.parked(right, "/items/:id/reveal", .request, checked: true)])
      $0.unlockShown = true
    }
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume)
    await store.receive(\.reveal)
    await store.receive(\.finished) {
      $0.outcomes.append(.handled(callback: URL("caller://ok?value=secret%202")))
      $0.urlToOpen = URL("caller://ok?value=secret%202")
    }
    await store.finish()
  }

  @Test func aLinkThatNeedsNothingIsNotParked() async {
    let store = makeStore()
    await store.send(.received(URL("locker://about")))
    await store.receive(\.shown)
    await store.finish()
  }

  @Test func aParkedLinkExpiresAfterTenMinutesAndItsCallerIsAnsweredCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    let url = "locker://x-callback-url/items/2/reveal?token=s3cret&x-cancel=caller://cancelled"
    let link = parked(url, "/items/:id/reveal", .request, checked: true)
    await store.send(.received(URL(string: url)!))
    await store.receive(\.parking.accessChecked) {
      $0.parked = ParkedLinks([link])
      $0.unlockShown = true
    }
    await clock.advanceOnceAsleep(by: .seconds(599))
    await clock.advance(by: .seconds(1))
    await store.receive(\.parking.expired) { $0.parked = ParkedLinks() }
    await store.receive(\.parking.dropped) { $0.messages = ["/items/:id/reveal dropped: it waited too long"] }
    await store.receive(\.finished) {
      $0.outcomes = [.cancelled(callback: URL("caller://cancelled"))]
      $0.urlToOpen = URL("caller://cancelled")
    }
    await store.finish()
  }

  @Test func givingUpDropsEveryLinkWaitingForThatRequirement() async {
    let store = makeStore()
    await store.send(.received(URL("locker://items/1"))) {
      $0.parked = ParkedLinks([parked("locker://items/1", "/items/:id")])
      $0.unlockShown = true
    }
    await store.send(.received(URL("locker://items/2"))) {
      $0.parked.links.append(parked("locker://items/2", "/items/:id", id: 1))
    }
    await store.send(.parking(.giveUp("unlocked"))) { $0.parked = ParkedLinks() }
    await store.receive(\.parking.dropped) { $0.messages = ["/items/:id dropped: it was cancelled"] }
    await store.receive(\.parking.dropped) { $0.messages.append("/items/:id dropped: it was cancelled") }
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
    }
    await store.finish()
  }

  @Test func beyondTheLimitTheOldestLinkIsDroppedFirst() async {
    let store = makeStore(vault: Locker(limit: 2))
    await store.send(.received(URL("locker://items/1"))) {
      $0.parked = ParkedLinks([parked("locker://items/1", "/items/:id")])
      $0.unlockShown = true
    }
    await store.send(.received(URL("locker://items/2"))) {
      $0.parked.links.append(parked("locker://items/2", "/items/:id", id: 1))
    }
    await store.send(.received(URL("locker://items/3"))) {
      $0.parked.links = [
        parked("locker://items/2", "/items/:id", id: 1), parked("locker://items/3", "/items/:id", id: 2),
      ]
    }
    await store.receive(\.parking.dropped) { $0.messages = ["/items/:id dropped: too many links were waiting"] }
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume) { $0.shown = 3 }
    await store.receive(\.shown)
    await store.receive(\.shown)
    await store.finish()
  }

  @Test func linksParkedBeforeARelaunchAreRestoredPromptedAndAppliedOnce() async {
    let disk = Disk()
    let recent = parked("locker://items/5", "/items/:id", id: 7, at: arrived.addingTimeInterval(-60))
    let stale = parked("locker://items/6", "/items/:id", id: 8, at: arrived.addingTimeInterval(-601))
    disk.preload([stale, recent])
    let store = makeStore(disk: disk)
    await store.send(.parking(.restore))
    await store.receive(\.parking.restored) {
      $0.parked = ParkedLinks([recent])
      $0.unlockShown = true
    }
    await store.receive(\.parking.dropped) { $0.messages = ["/items/:id dropped: it waited too long"] }
    await disk.waitForWrites(1)
    #expect(disk.links == [recent])
    // Restored twice (a second launch message): nothing is added twice.
    await store.send(.parking(.restore))
    await store.receive(\.parking.restored)
    await store.send(.unlock) {
      $0.locked = false
      $0.unlockShown = false
      $0.parked = ParkedLinks()
    }
    await store.receive(\.parking.resume) { $0.shown = 5 }
    await store.receive(\.shown)
    #expect(disk.links.isEmpty)
    await store.finish()
  }

  @Test(arguments: [
    Data("not json".utf8), Data(#"{"version":2,"links":[]}"#.utf8), Data(count: ParkedLinkFile.maximumSize + 1),
  ])
  func aDamagedFileIsIgnoredAndNothingIsRestored(_ data: Data) async {
    let disk = Disk()
    disk.preloadData(data)
    let store = makeStore(disk: disk)
    await store.send(.parking(.restore))
    await store.finish()
  }

  @Test func aDamagedEntryIsSkippedAndTheOthersKept() throws {
    let good = parked("locker://items/5", "/items/:id", id: 7)
    var json = String(decoding: ParkedLinkFile.encode([good]), as: UTF8.self)
    json = json.replacingOccurrences(
      of: #""links":["#,
      with:
        #""links":[{"id":"nope"},{"id":"00000000-0000-0000-0000-000000000009","url":"locker://items/9","pattern":"/x","kind":"screen","arrived":"yesterday","requirement":"unlocked","answersOnly":false},"#
    )
    let (links, skipped) = try ParkedLinkFile.decode(Data(json.utf8), redactedBy: Locker.configuration)
    #expect(links == [good])
    #expect(skipped == 2)
  }

  /// The token of a parked request was copied into the file the list is kept in
  /// (`parked-links.json`, `waiting-requests.json`): now the file keeps the link without it,
  /// and that its token was checked.
  @Test func aParkedLinkIsKeptOnDiskWithoutItsSecrets() throws {
    let url = "locker://x-callback-url/items/2/reveal?token=s3cret&x-success=caller://ok#access_token=abc"
    let link = parked(url, "/items/:id/reveal", .request, checked: true)
    let file = ParkedLinkFile.encode([link])
    #expect(String(decoding: file, as: UTF8.self).range(of: "s3cret") == nil)
    #expect(String(decoding: file, as: UTF8.self).range(of: "abc") == nil)
    let (links, _) = try ParkedLinkFile.decode(file, redactedBy: Locker.configuration)
    #expect(links.map(\.url) == [URL("locker://x-callback-url/items/2/reveal?x-success=caller://ok")])
    #expect(links.map(\.accessChecked) == [true])
  }

  /// After a relaunch, a request whose token was checked before it waited runs without it.
  @Test func aCheckedRequestRestoredAfterARelaunchRunsWithoutItsToken() async {
    let stored = parked(
      "locker://x-callback-url/items/2/reveal?x-success=caller://ok", "/items/:id/reveal", .request, checked: true)
    let store = TestStore(initialState: Locker.State(locked: false)) {
      Locker()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(arrived)
      $0.continuousClock = TestClock()
    }
    await store.send(.parking(.restored([stored])))
    await store.receive(\.parking.resume)
    await store.receive(\.reveal)
    await store.receive(\.finished) {
      $0.outcomes = [.handled(callback: URL("caller://ok?value=secret%202"))]
      $0.urlToOpen = URL("caller://ok?value=secret%202")
    }
    // Unchecked, the same link is refused: the token is missing.
    let unchecked = parked(
      "locker://x-callback-url/items/2/reveal?x-error=caller://err", "/items/:id/reveal", .request, id: 1)
    await store.send(.parking(.restored([unchecked])))
    await store.receive(\.parking.resume)
    await store.receive(\.finished) {
      let callback = URL(
        "caller://err?errorCode=401&errorMessage=This%20request%20needs%20the%20app%27s%20authorization%20token.")
      $0.outcomes.append(.failed(RouteFailure(RouteAccessError.missingToken), callback: callback))
      $0.urlToOpen = callback
    }
    await store.finish()
  }

  @Test func aParkedLinkNeverShowsItsSecrets() {
    let link = parked("locker://x-callback-url/items/2/reveal?token=s3cret&x-success=caller://ok", "/items/:id/reveal")
    var dumped = ""
    dump(link, to: &dumped)
    for text in [link.description, String(describing: link), String(reflecting: link), dumped] {
      #expect(!text.contains("s3cret"), "\(text)")
    }
    #expect(link.url.absoluteString.contains("s3cret"))
  }

  @Test func aRequirementForAPatternNoRouteHasIsARegistrationError() {
    withKnownIssue {
      let routes = LinkRoutes<Locker.State, Locker.Action>(Locker.configuration) { screens in
        screens.route("/items/:id") { (state, link: Locker.ItemLink) in state.shown = link.id }
        screens.requiring(Locker.unlocked, for: ["/nowhere"])
      }
      #expect(
        routes.registrationErrors == [
          .invalidPattern("/nowhere", reason: "no route has this pattern to require unlocked")
        ]
      )
    }
  }

  @Test func aLinkArrivingTwiceIsDroppedAsADuplicateBeforeItIsParked() async {
    let store = TestStore(initialState: Locker.State()) {
      Locker(dropsDuplicates: true)
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(arrived)
      $0.continuousClock = TestClock()
    }
    await store.send(.received(URL("locker://items/3"))) {
      $0.parked = ParkedLinks([parked("locker://items/3", "/items/:id")])
      $0.unlockShown = true
      $0.recent.seen[URL("locker://items/3")] = arrived
    }
    await store.send(.received(URL("locker://items/3"))) {
      $0.recent.dropped = [URL("locker://items/3")]
    }
    await store.send(.parking(.giveUp("unlocked"))) { $0.parked = ParkedLinks() }
    await store.receive(\.parking.dropped) { $0.messages = ["/items/:id dropped: it was cancelled"] }
    await store.finish()
  }
}

/// A `parkedLinkStore` in memory whose writes a test can wait for and read.
final class Disk: Sendable {
  private let data = LockIsolated<Data?>(nil)
  private let writes = LockIsolated(0)

  var store: ParkedLinkStore {
    ParkedLinkStore(
      load: { self.data.value },
      save: { data in
        self.data.setValue(data)
        self.writes.withValue { $0 += 1 }
      })
  }

  var links: [ParkedLink] {
    guard let data = data.value else { return [] }
    return (try? ParkedLinkFile.decode(data, redactedBy: Locker.configuration).links) ?? []
  }

  func preload(_ links: [ParkedLink]) {
    data.setValue(ParkedLinkFile.encode(links))
  }

  func preloadData(_ data: Data) {
    self.data.setValue(data)
  }

  /// Waits (without a clock: by yielding) until `count` writes have been made.
  func waitForWrites(_ count: Int) async {
    while writes.value < count { await Task.yield() }
  }

  /// The file store reads and replaces the file itself: a symbolic link in its place is neither
  /// followed on load nor replaced on save, and the list it leads to is left as it is.
  @Test func theFileStoreFollowsNoSymbolicLink() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("data/parked-links.json")
    let store = ParkedLinkStore.file(at: file)
    #expect(try await store.load() == nil)
    try await store.save(Data("[1]".utf8))
    #expect(try await store.load() == Data("[1]".utf8))

    let elsewhere = folder.appendingPathComponent("elsewhere.json")
    try Data("[2]".utf8).write(to: elsewhere)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
    await #expect(throws: ParkedLinkFileError.symbolicLink) { try await store.load() }
    await #expect(throws: ParkedLinkFileError.symbolicLink) { try await store.save(Data("[3]".utf8)) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == elsewhere.path)
    #expect(try Data(contentsOf: elsewhere) == Data("[2]".utf8))
  }

  /// A folder or a pipe in the file's place is no list: loading it is a typed error, at once
  /// (the pipe, with no writer, is not waited on).
  @Test func theFileStoreReadsOnlyARegularFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("parked-links.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    await #expect(throws: ParkedLinkFileError.unreadable) { try await ParkedLinkStore.file(at: file).load() }
    try FileManager.default.removeItem(at: file)
    #expect(mkfifo(file.path, 0o600) == 0)
    await #expect(throws: ParkedLinkFileError.unreadable) { try await ParkedLinkStore.file(at: file).load() }
  }
}
