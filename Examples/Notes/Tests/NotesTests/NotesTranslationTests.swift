import Foundation
import Testing

@testable import NotesFeature
@testable import NotesStore

/// The app's translations: placeholders filled safely from any catalog, and German read from
/// the compiled catalog by `notes` as a person whose language is German runs it.
@Suite struct NotesTranslationTests {
  @Test func placeholdersAreFilledInOrderOrByPosition() {
    #expect(Translations.fill("Note %@: %@", with: ["3", "Trip"]) == "Note 3: Trip")
    #expect(Translations.fill("%2$@ — %1$@", with: ["3", "Trip"]) == "Trip — 3")
    #expect(Translations.fill("100%% of %@", with: ["3"]) == "100% of 3")
  }

  /// A catalog is input: a translation with a placeholder too many, a C directive or a stray
  /// `%` shows what it can and never traps (String(format:) would read an argument of the
  /// wrong type for `%s`).
  @Test func aBadTranslationNeverTraps() {
    #expect(Translations.fill("%@ and %@", with: ["one"]) == "one and ")
    #expect(Translations.fill("%s %d %9$@ %", with: ["one"]) == "%s %d  %")
    #expect(Translations.fill("%12345678901234567890$@", with: ["one"]) == "%12345678901234567890$@")
    #expect(localized("Note %@: %@", Int64(3)) == "Note 3: ")
  }

  @Test func catalogsAreBesideTheExecutablesPrefix() {
    let installed = URL(fileURLWithPath: "/usr/bin/notes")
    #expect(Translations.catalogs(environment: [:], executable: installed).path == "/usr/share/locale")
    let helper = URL(fileURLWithPath: "/usr/libexec/composable-links-notes/notes-http")
    #expect(Translations.catalogs(environment: [:], executable: helper).path == "/usr/share/locale")
    #expect(
      Translations.catalogs(environment: ["NOTES_LOCALEDIR": "/tmp/mo"], executable: installed).path == "/tmp/mo")
  }

  #if os(Linux)
    /// `notes` with `LANGUAGE=de`: its help, its messages and their plural forms in German from
    /// the catalog `scripts/install` would install; English without it.
    @Test(.enabled(if: Catalogs.msgfmt != nil, "needs msgfmt (gettext)"))
    func notesSpeaksGermanWhenAsked() async throws {
      var sandbox = try Sandbox()
      defer { sandbox.remove() }
      #expect(
        try await sandbox.notes("open", "--here", "--print-callbacks", "notes:///fetch").output == "Fetched 0 notes\n")
      sandbox.environment["NOTES_LOCALEDIR"] = try await Catalogs.compile(into: sandbox.root).path
      sandbox.environment["LANGUAGE"] = "de"
      sandbox.environment["LANG"] = "C.UTF-8"
      sandbox.environment["LC_ALL"] = nil

      #expect(try await sandbox.notes("open", "--here", "notes:///fetch").output == "0 Notizen abgerufen\n")
      _ = try await sandbox.notes("open", "--here", "notes:///create?title=Einkauf")
      #expect(try await sandbox.notes("open", "--here", "notes:///fetch").output == "1 Notiz abgerufen\n")
      let missing = try await sandbox.notes("open", "--here", "notes://x-callback-url/notes/9")
      #expect(missing.error == "Fehler: Es gibt keine Notiz 9. (404)\n")
      // The library's answer to a refused request, translated by the app.
      let refused = try await sandbox.notes("open", "--here", "notes://x-callback-url/notes/1/delete")
      #expect(refused.error == "Fehler: Diese Anfrage braucht das Autorisierungs-Token der App. (401)\n")
      let help = try await sandbox.notes("list", "--help")
      #expect(help.output.contains("Die gespeicherten Notizen ausgeben, die älteste zuerst."), "\(help.output)")
    }
  #endif
}
