import ComposableLinks
import ConcurrencyExtras
import Foundation
import NotesFeature
import SignedLinks
import Testing

/// A link copied on a note's page before the app was installed: offered on the first launch,
/// redeemed only if the person agrees (the clipboard read then, not before), its signature
/// checked with the keys the notes trust, then shown like any link and recorded as deferred.
@MainActor
@Suite struct NotesDeferredTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let site = try! LinkSigningKey(keyID: "site")

  func makeStore(redeemed: LockIsolated<[String]>, answer: Result<URL, DeferredLinkError>) async throws
    -> (TestStoreOf<Notes>, LinkOutcomes)
  {
    let database = NotesDatabase.testValue
    _ = try await database.create("Groceries", "Milk")
    var keys = LinkKeyList()
    try keys.add("site", publicKey: Self.site.publicKey)
    try await database.setLinkKeys(keys)
    let outcomes = LinkOutcomes.recording()
    let store = makeNotesTestStore(database: database, now: now)
    store.dependencies.linkOutcomes = outcomes
    store.dependencies.deferredLinks = DeferredLinkClient { claim in
      redeemed.withValue { $0.append(claim) }
      return try answer.get()
    }
    return (store, outcomes)
  }

  @Test func agreeingRedeemsTheCopiedCodeOnceAndShowsTheNote() async throws {
    let redeemed = LockIsolated<[String]>([])
    // Signed now by the site, as notes-web signs what a claim gives back.
    let signed = try Self.site.sign(URL("https://notes.example.com/notes/1"), expiresIn: 300, singleUse: true)
    let (store, outcomes) = try await makeStore(redeemed: redeemed, answer: .success(signed))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await startNotes(store, listing: [Note(id: 1, title: "Groceries", body: "Milk", createdAt: now)])
    await store.send(.continueOffered) { $0.continueShown = true }
    await store.send(.continueAccepted(" 7K3M-0QRS-TVWX-YZ12-3456-789A\n")) { $0.continueShown = false }
    await store.receive(\.deferred.redeem)
    await store.receive(\.deferred.redeemed) { $0.path = [1] }
    await store.receive(\.shown)
    #expect(redeemed.value == ["7K3M-0QRS-TVWX-YZ12-3456-789A"])
    #expect(outcomes.recent().last?.source == .deferred(.clipboard))
    #expect(outcomes.recent().last?.result == .shown)
    await store.finish()
  }

  @Test func decliningReadsAndRedeemsNothing() async throws {
    let redeemed = LockIsolated<[String]>([])
    let (store, _) = try await makeStore(redeemed: redeemed, answer: .failure(.refused(.unknown)))
    await store.send(.continueOffered) { $0.continueShown = true }
    await store.send(.continueDeclined) { $0.continueShown = false }
    // Agreeing with nothing on the clipboard sends nothing either, and says why.
    await store.send(.continueAccepted(nil)) {
      $0.message = "There is no code on the clipboard: copy it from the link’s page, then try again."
    }
    #expect(redeemed.value.isEmpty)
  }

  @Test(arguments: [
    (DeferredLinkError.refused(.used), "the code was already used."),
    (.refused(.expired), "the code has expired."), (.refused(.forged), "the site does not know this code."),
    (.unavailable("down"), "the site cannot be reached; try again later."),
  ])
  func aRefusalIsSaid(error: DeferredLinkError, reason: String) async throws {
    let (store, _) = try await makeStore(redeemed: LockIsolated([]), answer: .failure(error))
    await store.send(.continueAccepted("7K3M-0QRS-TVWX-YZ12-3456-789A"))
    await store.receive(\.deferred.redeem)
    await store.receive(\.deferred.failed) { $0.message = "The copied link was not opened: \(reason)" }
  }

  /// A site's answer signed by a key the notes do not trust applies nothing.
  @Test func anAnswerSignedByAnotherKeyIsRefused() async throws {
    let stranger = try LinkSigningKey(keyID: "site")
    let signed = try stranger.sign(URL("https://notes.example.com/notes/1"), expiresIn: 300, singleUse: true)
    let (store, _) = try await makeStore(redeemed: LockIsolated([]), answer: .success(signed))
    await store.send(.continueAccepted("7K3M-0QRS-TVWX-YZ12-3456-789A"))
    await store.receive(\.deferred.redeem)
    await store.receive(\.deferred.failed) {
      $0.message = "The copied link was not opened: the site’s answer is not signed by a key these notes trust."
    }
    #expect(store.state.path.isEmpty)
  }
}
