#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// Delete as a GNOME user meets it: at once, from the note's button or the Delete key, with
    /// Undo in the toast; the note stays in the database until the toast goes, so a window
    /// killed in between loses nothing; closing the window makes the deletion final.
    @Test func aNoteDeletedInTheWindowCanBeUndoneAndNothingIsLostIfTheWindowIsKilled() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries&body=Milk", "title=Trip"])
      try await desktop.start()
      let list = { try await desktop.sandbox.notes("list").output }
      // The note, shown by its link.
      let showGroceries = { () async throws in
        #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
        let shown = await desktop.waitForWindow { $0.title == "Groceries" }
        #expect(shown.title == "Groceries", "\(shown.items)")
      }

      // The note's Delete button: gone from the list at once, Undo offered.
      try await showGroceries()
      #expect(await desktop.press("Delete Note"))
      var window = await desktop.waitForWindow {
        $0.shows("“Groceries” deleted") && $0.title == "Notes" && !$0.shows("Groceries") && $0.shows("Trip")
      }
      #expect(window.title == "Notes" && !window.shows("Groceries") && window.shows("Trip"), "\(window.items)")
      #expect(window.items.contains { $0.name == "Undo" && $0.showing }, "\(window.items.map(\.name))")
      #expect(await desktop.press("Undo"))
      window = await desktop.waitForWindow { $0.shows("Groceries") }
      #expect(window.shows("Groceries"), "\(window.items)")

      // The Delete key on the note, then the window killed before the toast goes.
      try await showGroceries()
      #expect(await desktop.type("Delete"))
      window = await desktop.waitForWindow { $0.shows("“Groceries” deleted") }
      #expect(window.shows("“Groceries” deleted"), "\(window.items)")
      // Still in the database while Undo is offered.
      #expect(try await list().contains("1\tGroceries"))
      await desktop.screenshot("delete-toast")
      try await desktop.killApp()
      #expect(try await list().contains("1\tGroceries"), "nothing is lost")
      #expect(try await desktop.run("gio", ["open", "notes://"]).status == 0)
      window = await desktop.waitForWindow { $0.shows("Groceries") }
      #expect(window.shows("Groceries"), "\(window.items)")

      // Deleted, then the window closed: final.
      try await showGroceries()
      #expect(await desktop.press("Delete Note"))
      window = await desktop.waitForWindow { $0.shows("“Groceries” deleted") }
      #expect(await desktop.type("<Control>w"))
      #expect(try await desktop.waitUntilTheAppQuits())
      #expect(try await list() == "2\tTrip\n")
    }
  }
#endif
