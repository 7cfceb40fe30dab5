import Foundation
import NotesFeature
import Testing

/// What `notes-web` may show of a note: only one its owner shared, and only while it can be
/// read; nothing of a locked note.
@Suite struct NotesSharingTests {
  @Test func aNoteIsReadForTheWebOnlyWhileSharedAndUnlocked() async throws {
    let database = try NotesDatabase.inMemory()
    let id = try #require(try await database.create("Groceries", "Milk").id)
    #expect(try await database.sharedNote(id) == nil)
    #expect(try await database.setShared(id, true))
    #expect(try await database.sharedNote(id)?.title == "Groceries")
    #expect(try await database.setShared(id + 1, true) == false)

    // Locked: nothing, shared or not; unlocked again: shared still.
    let key = try await database.lock("correct horse", NotesLock.minimumRounds)
    #expect(try await database.sharedNote(id) == nil)
    try await database.keepKey(key)
    #expect(try await database.sharedNote(id)?.title == "Groceries")

    #expect(try await database.setShared(id, false))
    #expect(try await database.sharedNote(id) == nil)
    #expect(try await database.delete(id))
    #expect(try await database.setShared(id, true) == false)
  }
}
