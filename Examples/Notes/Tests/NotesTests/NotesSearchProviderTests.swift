#if os(Linux)
  import ComposableLinks
  import DesktopLinks
  import Foundation
  import NotesFeature
  import Testing

  /// The notes window as GNOME Shell's search provider, called over D-Bus as the Shell calls it
  /// (`org.gnome.Shell.SearchProvider2`), on a fresh home with the window not running.
  @Suite(.serialized, .needsDesktop)
  struct NotesSearchProviderTests {
    @Test(arguments: DesktopBus.available)
    func theShellFindsNotesAndActivatingOneOpensItsLink(bus: DesktopBus) async throws {
      let desktop = try DesktopSession(bus: bus)
      defer { desktop.stop() }
      try await desktop.prepare(notes: [
        "title=Groceries&body=Milk%20and%20eggs", "title=Trip&body=Pack%20the%20tent", "title=100%25%20done",
      ])
      let ini = desktop.sandbox.data.appendingPathComponent(
        "gnome-shell/search-providers/dev.composablelinks.Notes.search-provider.ini")
      let file = try String(contentsOf: ini, encoding: .utf8)
      #expect(file.contains("BusName=dev.composablelinks.Notes.SearchProvider\n"))
      #expect(file.contains("ObjectPath=/dev/composablelinks/Notes/SearchProvider\n"))
      let service = desktop.sandbox.data.appendingPathComponent(
        "dbus-1/services/dev.composablelinks.Notes.SearchProvider.service")
      #expect(try String(contentsOf: service, encoding: .utf8).contains("Exec="))
      try await desktop.start()

      // The first search starts the app (D-Bus activation) and answers with links.
      #expect(try await desktop.search("GetInitialResultSet", "['GROC']") == "(['notes://notes/1'],)")
      #expect(
        try await desktop.search("GetInitialResultSet", "['e']")
          == "(['notes://notes/3', 'notes://notes/2', 'notes://notes/1'],)")
      #expect(
        try await desktop.search("GetSubsearchResultSet", "['notes://notes/2', 'notes://notes/1']", "['e', 'tent']")
          == "(['notes://notes/2'],)")
      let metas = try await desktop.search("GetResultMetas", "['notes://notes/1', 'notes://forged']")
      #expect(metas.contains("'name': <'Groceries'>") && metas.contains("'description': <'Milk and eggs'>"), "\(metas)")
      #expect(!metas.contains("forged"))

      // Hostile terms find nothing and break nothing: wildcards are text, out-of-bounds queries
      // are empty (at most 16 terms of at most 256 bytes).
      #expect(try await desktop.search("GetInitialResultSet", "['%']") == "(['notes://notes/3'],)")
      #expect(try await desktop.search("GetInitialResultSet", "['_']") == "(@as [],)")
      let long = String(repeating: "a", count: 257)
      #expect(try await desktop.search("GetInitialResultSet", "['\(long)']") == "(@as [],)")
      let many = "[" + Array(repeating: "'e'", count: 17).joined(separator: ", ") + "]"
      #expect(try await desktop.search("GetInitialResultSet", many) == "(@as [],)")
      #expect(try await desktop.search("GetInitialResultSet", "['', ' ']") == "(@as [],)")

      // Activating a result opens its link through the route table: the note's screen.
      _ = try await desktop.search("ActivateResult", "'notes://notes/1'", "@as []", "uint32 0")
      var window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")
      // An identifier the app did not offer (here a request with a token) is refused.
      _ = try await desktop.search(
        "ActivateResult", "'notes://x-callback-url/notes/2/delete?token=x'", "@as []", "uint32 0")
      _ = try await desktop.search("LaunchSearch", "['tent']", "uint32 0")
      window = await desktop.waitForWindow { $0.title == "Notes matching “tent”" }
      #expect(window.title == "Notes matching “tent”")
      #expect(try await desktop.sandbox.notes("list").output.contains("Trip"))
      // What reached the store: the two links the Shell was offered, never the forged one.
      let recent = try await desktop.sandbox.notes("doctor", "--recent").output
      #expect(recent.contains("/notes/:id shown") && recent.contains("/search shown"), "\(recent)")
      #expect(!recent.contains("delete"), "\(recent)")

      // A lock set while the app runs hides what the Shell was offered before it: no
      // description for it, and activating it opens nothing.
      #expect(try await desktop.sandbox.notes(input: "pass\n", "lock").status == 0)
      #expect(try await desktop.search("GetResultMetas", "['notes://notes/1']") == "(@aa{sv} [],)")
      #expect(try await desktop.search("GetInitialResultSet", "['GROC']") == "(@as [],)")
    }
  }

  extension DesktopSession {
    /// Calls a method of the notes window's search provider as GNOME Shell does; its reply as
    /// `gdbus` prints it.
    func search(_ method: String, _ arguments: String...) async throws -> String {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "dev.composablelinks.Notes.SearchProvider",
          "--object-path",
          "/dev/composablelinks/Notes/SearchProvider",
          "--method", "org.gnome.Shell.SearchProvider2.\(method)",
        ] + arguments)
      if result.status != 0 { throw DesktopSessionError.failed("gdbus call \(method)", result.error) }
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
#endif
