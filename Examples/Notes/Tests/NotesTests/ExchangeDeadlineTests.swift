import Foundation
import NotesFeature
import Testing

/// Every exchange of `notes-http` is bounded as a whole, head and body: what it runs in ends
/// with a typed error once its deadline has passed, however the operation waits.
@Suite struct ExchangeDeadlineTests {
  @Test func anOperationThatNeverEndsFailsAtTheDeadline() async {
    await #expect(throws: SignInError("the server did not answer in time")) {
      try await SignInError.within(.milliseconds(20), doing: "the server did not answer in time") {
        try await Task.sleep(for: .seconds(3600))
        return 0
      }
    }
  }

  @Test func anOperationThatEndsGivesItsValueOrItsError() async throws {
    #expect(try await SignInError.within(.seconds(3600), doing: "late") { 7 } == 7)
    await #expect(throws: SignInError("refused")) {
      try await SignInError.within(.seconds(3600), doing: "late") { () async throws -> Int in
        throw SignInError("refused")
      }
    }
  }
}
