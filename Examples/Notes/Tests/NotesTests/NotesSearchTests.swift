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
}
