#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// The app's own root link, what a launcher or a person types first: `notes://` and
    /// `notes:///` show the first screen (the list), from a note and from a search, with no
    /// toast, whether it comes through `gio open`, `xdg-open` or `notes open`.
    @Test func theRootLinkShowsTheList() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries", "title=Trip"])
      try await desktop.start()

      #expect(try await desktop.run("gio", ["open", "notes://"]).status == 0)
      var window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Trip") }
      #expect(window.shows("Groceries") && window.shows("Trip"))
      #expect(!window.labels.contains { $0.hasPrefix("No screen for") }, "\(window.labels)")
      await desktop.screenshot("root-link")

      // From a note: back to the list.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(try await desktop.run("xdg-open", ["notes:///"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Trip") }
      #expect(window.title == "Notes")

      // From a search: the whole list, as `notes://notes` shows it.
      #expect(try await desktop.run("gio", ["open", "notes://search?query=trip"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Notes matching “trip”" }
      let handed = try await desktop.sandbox.notes("open", "notes://")
      #expect(handed.status == 0, "\(handed.output)\(handed.error)")
      window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Groceries") }
      #expect(window.shows("Groceries") && window.shows("Trip"))
      #expect(!window.labels.contains { $0.hasPrefix("No screen for") }, "\(window.labels)")
      await desktop.screenshot("root-link-from-search")
    }
  }
#endif
