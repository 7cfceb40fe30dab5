#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// The window as a German-speaking user meets it (`LANGUAGE=de`, the catalog compiled as
    /// `scripts/install` does): the window's title, the buttons and fields as a screen reader
    /// names them, the status page of a search that finds nothing, the toast's Undo, the
    /// primary menu's items and the About window.
    @Test(.enabled(if: Catalogs.msgfmt != nil, "needs msgfmt (gettext)"))
    func theWindowSpeaksGermanWhenAsked() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      desktop.sandbox.environment["NOTES_LOCALEDIR"] = try await Catalogs.compile(into: desktop.sandbox.root).path
      desktop.sandbox.environment["LANGUAGE"] = "de"
      desktop.sandbox.environment["LANG"] = "C.UTF-8"
      desktop.sandbox.environment["LC_ALL"] = nil
      try await desktop.prepare(notes: ["title=Einkauf&body=Milch", "title=Reise"])
      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://"]).status == 0)
      var window = await desktop.waitForWindow { $0.shows("Einkauf") }
      #expect(window.title == "Notizen")
      for name in ["Neue Notiz", "Hauptmenü", "Notizen durchsuchen", "Link kopieren"] {
        #expect(window.items.contains { $0.name == name }, "\(name) in \(window.items.map(\.name))")
      }
      #expect(!window.items.contains { ["New Note", "Main Menu", "Search notes"].contains($0.name) })
      await desktop.screenshot("notes-german")

      #expect(try await desktop.run("gio", ["open", "notes://search?query=Zelt"]).status == 0)
      window = await desktop.waitForWindow { $0.shows("Keine Ergebnisse") }
      #expect(window.title == "Notizen mit „Zelt“")
      #expect(window.shows("Keine Notiz passt zu „Zelt“."))

      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Reise" }
      #expect(await desktop.press("Notiz löschen"))
      window = await desktop.waitForWindow { $0.items.contains { $0.name.contains("Rückgängig") } }
      #expect(window.items.contains { $0.name.contains("Rückgängig") }, "\(window.items.map(\.name))")

      // The primary menu's items (F10, on the list), then About from it, in German.
      #expect(await desktop.type("<Alt>Left"))
      window = await desktop.waitForWindow { $0.title == "Notizen" }
      #expect(await desktop.type("F10"))
      window = await desktop.waitForWindow { $0.items.contains { $0.name == "Info zu Notizen" && $0.showing } }
      let menu = window.items.filter(\.showing).map(\.name)
      for item in ["Sperren", "Tastenkürzel", "Info zu Notizen"] {
        #expect(menu.contains(item), "\(item) in \(menu)")
      }
      #expect(!menu.contains { ["Lock", "Keyboard Shortcuts", "About Notes"].contains($0) }, "\(menu)")
      await desktop.screenshot("notes-german-menu")
      #expect(await desktop.press("Info zu Notizen"))
      window = await desktop.waitForWindow { $0.windows.contains { $0.contains("Info") } }
      #expect(window.windows.contains { $0.contains("Info") }, "\(window.windows)")
    }
  }
#endif
