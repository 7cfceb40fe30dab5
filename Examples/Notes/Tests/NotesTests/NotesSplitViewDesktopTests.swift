#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// GNOME's adaptive window: the list and the note side by side on a wide window, one at a
    /// time with Back on a narrow one, each width as a person leaves the window (its size is
    /// kept when it closes).
    @Test func theListAndTheNoteSitSideBySideWhenWideAndOneAtATimeWhenNarrow() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries&body=Milk%0Aand%20eggs", "title=Trip&body=Tent%0Aand%20stove"])
      try await desktop.start()
      let saved = desktop.sandbox.root.appendingPathComponent("home/.local/state/notes/window.json")
      try await desktop.activate()
      var window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())

      // Wide: a note beside the list, no Back; another note from the list replaces it.
      try Data(#"{"link":"notes://notes/1","width":1000,"height":600}"#.utf8).write(to: saved)
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.title == "Groceries" && $0.shows("Trip") }
      #expect(window.shows("Milk\nand eggs") && window.shows("Trip"), "\(window.labels)")
      #expect(!window.items.contains { $0.name == "Back" && $0.showing })
      #expect(window.items.contains { $0.name == "Delete Note" && $0.showing })
      await desktop.screenshot("notes-wide")
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(window.shows("Tent\nand stove") && window.shows("Groceries"), "\(window.labels)")
      // Back (Alt+Left) closes the note; the list stays, and the pane says nothing is open.
      #expect(await desktop.type("<Alt>Left"))
      window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(window.shows("No Note Selected") && window.shows("Trip"), "\(window.labels)")
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())

      // Narrow: the note alone, with Back to the list.
      try Data(#"{"link":"notes://notes/1","width":400,"height":600}"#.utf8).write(to: saved)
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.title == "Groceries" && $0.shows("Milk\nand eggs") }
      #expect(window.draws("Milk\nand eggs") && !window.draws("Trip"), "\(window.labels)")
      #expect(window.items.contains { $0.name == "Back" && $0.showing })
      await desktop.screenshot("notes-narrow")
      #expect(await desktop.press("Back"))
      window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Trip") }
      #expect(window.draws("Groceries") && !window.draws("Milk\nand eggs"), "\(window.labels)")
    }
  }
#endif
