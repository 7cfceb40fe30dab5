import ConcurrencyExtras
import Foundation
import GRDB
import Testing

@testable import NotesFeature
@testable import NotesStore

/// The list's order: the most recently modified note first. A note keeps when it was made and
/// when it last changed; a database from before modified times orders as it did (by creation).
@Suite struct NotesOrderTests {
  @Test func anEditedNoteMovesToTheTopAndKeepsItsCreationTime() async throws {
    let clock = LockIsolated(Date(timeIntervalSince1970: 1_800_000_000))
    let database = try NotesDatabase.inMemory { clock.value }
    let groceries = try await database.create("Groceries", "Milk")
    clock.withValue { $0 += 60 }
    _ = try await database.create("Trip", "Tent")
    #expect(try await database.newest(10).map(\.title) == ["Trip", "Groceries"])

    clock.withValue { $0 += 60 }
    let id = try #require(groceries.id)
    let edited = try #require(try await database.update(id, nil, "Milk and eggs"))
    #expect(edited.createdAt == groceries.createdAt)
    #expect(edited.modifiedAt == clock.value)
    #expect(try await database.newest(10).map(\.title) == ["Groceries", "Trip"])
    #expect(try await database.matching("", 10).map(\.title) == ["Groceries", "Trip"])
    #expect(try await database.search("i", 10) == [id, 2])
    // Oldest first where the CLI promises it (`notes list`): by creation.
    #expect(try await database.all().map(\.title) == ["Groceries", "Trip"])
  }

  @Test func aDatabaseFromBeforeModifiedTimesOrdersByCreation() async throws {
    let queue = try DatabaseQueue()
    try NotesDatabase.migrator.migrate(queue, upTo: "v4: sealed notes")
    try await queue.write { db in
      for (title, created) in [("Older", 1_700_000_000), ("Newer", 1_700_000_100)] {
        try db.execute(
          sql: "INSERT INTO note (title, body, createdAt) VALUES (?, '', ?)",
          arguments: [title, Date(timeIntervalSince1970: TimeInterval(created))])
      }
    }
    let database = try NotesDatabase(writer: queue)
    let notes = try await database.newest(10)
    #expect(notes.map(\.title) == ["Newer", "Older"])
    #expect(notes.allSatisfy { $0.modifiedAt == $0.createdAt })
  }
}
