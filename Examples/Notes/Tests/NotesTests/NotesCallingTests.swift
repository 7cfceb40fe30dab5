import ComposableLinks
import ConcurrencyExtras
import Foundation
import NotesFeature
import Testing

/// Answers to calls in the notes app, and `notes call`'s store, with no process and no bus.
@MainActor
@Suite struct NotesCallingTests {
  static let nonce = "0123456789abcdef0123456789abcdef"

  @Test func anAnswerForAWaitingNotesCallIsHandedOnAndNothingElseSeesIt() async throws {
    let relayed = LockIsolated<[(URL, String)]>([])
    let store = TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.linkCaller = .live(scheme: "notes", source: "Notes")
      $0.callRelay = CallRelay { url, nonce in
        relayed.withValue { $0.append((url, nonce)) }
        return true
      }
    }
    let answer = try #require(URL(string: "notes://x-reply/\(Self.nonce)/success?id=7"))
    // Not held until the app is ready, not navigated to: claimed, then handed on.
    await store.send(.received(answer))
    let unknown = LinkCallbackError(.unknownCall, nonce: Self.nonce)
    await store.receive(.callbackRejected(answer, unknown)) {
      $0.relaysInFlight = 1
    }
    await store.receive(.callbackRelayed(true, unknown)) {
      $0.relayedCallbacks = 1
      $0.relaysInFlight = 0
    }
    #expect(relayed.value.map(\.1) == [Self.nonce])
    #expect(relayed.value.map(\.0) == [answer])
  }

  @Test func anAnswerNobodyWaitsForIsShownAsRefused() async throws {
    let store = TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.linkCaller = .live(scheme: "notes", source: "Notes")
      $0.callRelay = CallRelay { _, _ in false }
    }
    let answer = try #require(URL(string: "notes://x-reply/\(Self.nonce)/success?id=7"))
    let unknown = LinkCallbackError(.unknownCall, nonce: Self.nonce)
    await store.send(.received(answer))
    await store.receive(.callbackRejected(answer, unknown)) { $0.relaysInFlight = 1 }
    await store.receive(.callbackRelayed(false, unknown)) {
      $0.relaysInFlight = 0
      $0.rejectedCallback = unknown
      $0.message = unknown.description
    }
    // A callback with no nonce to go by is refused at once.
    let broken = URL("notes://x-reply/nonce/success")
    let malformed = LinkCallbackError(.malformed("the path is not /<nonce>/<kind>"))
    await store.send(.received(broken))
    await store.receive(.callbackRejected(broken, malformed)) { $0.relaysInFlight = 1 }
    await store.receive(.callbackRelayed(false, malformed)) {
      $0.relaysInFlight = 0
      $0.rejectedCallback = malformed
      $0.message = malformed.description
    }
  }

  @Test func notesCallEndsWithEachKindOfAnswer() async {
    let answers = LockIsolated<[Result<LinkCallResult<[URLQueryItem]>, LinkCallError>]>([
      .success(.success([URLQueryItem(name: "id", value: "3")])),
      .success(.failure(code: "404", message: "No note")),
      .success(.cancelled),
      .failure(.timedOut(after: .seconds(2))),
      .failure(.notOpened(URL("nobody://x"))),
    ])
    let expected: [Int32] = [0, 3, 4, 124, 1]
    for code in expected {
      let store = TestStore(initialState: NotesCall.State(url: URL("other://add"), timeout: .seconds(2))) {
        NotesCall()
      } withDependencies: {
        $0.linkCaller = .answering { call throws(LinkCallError) in
          #expect(call == LinkCall(url: URL("other://add"), timeout: .seconds(2)))
          return try answers.withValue { $0.removeFirst() }.get()
        }
      }
      store.exhaustivity = .off
      await store.send(.start)
      await store.finish()
      await store.skipReceivedActions()
      #expect(store.state.exitCode == code)
    }
  }
}
