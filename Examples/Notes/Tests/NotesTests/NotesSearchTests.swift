import DesktopLinks
import Foundation
import NotesFeature
import Testing

/// What GNOME Shell's search finds in the notes, without a bus.
@Suite struct NotesSearchTests {
  @Test func everyTermMustHoldAndEachResultIsTheLinkOfTheNotesScreen() async throws {
    let database = NotesDatabase.testValue
    _ = try await database.create("Groceries", "Milk and eggs\nand bread")
    _ = try await database.create("Trip", "Pack the tent")
    let provider = NotesSearch.provider(database: database) { false }
    #expect(
      await provider.results(for: ["MILK"]) == [
        LinkSearchResult(link: URL("notes://notes/1"), name: "Groceries", description: "Milk and eggs")
      ])
    #expect(await provider.results(for: ["trip", "TENT"]).map(\.link) == [URL("notes://notes/2")])
    #expect(await provider.results(for: ["milk", "tent"]).isEmpty)
    #expect(provider.searchLink(["milk", "eggs"]) == URL("notes://search?query=milk%20eggs"))
  }

  /// While a passphrase locks the notes, the Shell finds nothing ("Bank PIN" and its first
  /// line used to come back), until the running app is unlocked; a lock that cannot be read
  /// finds nothing either.
  @Test func aLockedAppFindsNothingUntilItIsUnlocked() async throws {
    var database = NotesDatabase.testValue
    _ = try await database.create("Bank PIN", "The PIN is 4321")
    try await database.setLockHash(try NotesLock.hash("pass", rounds: 1000))
    #expect(await NotesSearch.provider(database: database) { false }.results(for: ["PIN"]).isEmpty)
    #expect(await NotesSearch.provider(database: database) { true }.results(for: ["PIN"]).map(\.name) == ["Bank PIN"])
    database.lockHash = { throw NotesError.storage("unreadable") }
    #expect(await NotesSearch.provider(database: database) { true }.results(for: ["PIN"]).isEmpty)
  }
}
