import ConcurrencyExtras
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
    let provider = NotesSearch.provider(database: database)
    #expect(
      await provider.results(for: ["MILK"]) == [
        LinkSearchResult(link: URL("notes://notes/1"), name: "Groceries", description: "Milk and eggs")
      ])
    #expect(await provider.results(for: ["trip", "TENT"]).map(\.link) == [URL("notes://notes/2")])
    #expect(await provider.results(for: ["milk", "tent"]).isEmpty)
    #expect(provider.searchLink(["milk", "eggs"]) == URL("notes://search?query=milk%20eggs"))
  }

  /// While the notes are locked, the Shell finds nothing ("Bank PIN" and its first line used
  /// to come back), until they are unlocked; a lock that cannot be read finds nothing either.
  @Test func aLockedAppFindsNothingUntilItIsUnlocked() async throws {
    var database = NotesDatabase.testValue
    _ = try await database.create("Bank PIN", "The PIN is 4321")
    let key = try await database.lock("pass", NotesLock.minimumRounds)
    #expect(await NotesSearch.provider(database: database).results(for: ["PIN"]).isEmpty)
    try await database.keepKey(key)
    #expect(await NotesSearch.provider(database: database).results(for: ["PIN"]).map(\.name) == ["Bank PIN"])
    database.isLocked = { throw NotesError.storage("unreadable") }
    #expect(await NotesSearch.provider(database: database).results(for: ["PIN"]).isEmpty)
  }

  /// The Shell asks again for results it was offered earlier: they are described as the notes
  /// stand now, and not at all once deleted or locked.
  @Test func anOfferedResultIsDescribedAsItStandsNow() async throws {
    let database = NotesDatabase.testValue
    let trip = try await database.create("Trip", "Pack the tent")
    _ = try await database.create("Bank PIN", "The PIN is 4321")
    let provider = NotesSearch.provider(database: database)
    let offered = await provider.results(for: ["t"])
    #expect(offered.map(\.name) == ["Bank PIN", "Trip"])
    #expect(await provider.refreshed(offered[1])?.description == "Pack the tent")
    #expect(try await database.delete(try #require(trip.id)))
    #expect(await provider.refreshed(offered[1]) == nil)
    let key = try await database.lock("pass", NotesLock.minimumRounds)
    #expect(await provider.refreshed(offered[0]) == nil)
    try await database.keepKey(key)
    #expect(await provider.refreshed(offered[0])?.name == "Bank PIN")
    try await database.keepKey(nil)
    #expect(await provider.refreshed(offered[0]) == nil)
  }
}
