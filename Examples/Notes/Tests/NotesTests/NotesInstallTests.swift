#if os(Linux)
  import Foundation
  import Testing

  /// The window installed under a prefix as a distribution's package installs it, then read
  /// as a session reads it: the prefix in `$XDG_DATA_DIRS`, nothing in the user's home.
  @Suite(.serialized, .needsDesktop)
  struct NotesInstallTests {
    @Test func eachReaderFindsItsFileInAPrefixInstall() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      let prefix = desktop.sandbox.root.appendingPathComponent("prefix").path
      // The binaries where scripts/install puts them (here, links to the ones the tests built).
      try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
      let built = URL(fileURLWithPath: desktop.sandbox.notesBinary).deletingLastPathComponent()
      for binary in ["notes", "notes-http", "notes-window"] {
        try FileManager.default.createSymbolicLink(
          atPath: prefix + "/bin/" + binary, withDestinationPath: built.appendingPathComponent(binary).path)
      }
      let installed = try await desktop.sandbox.run(prefix + "/bin/notes", ["install-files", "--prefix", prefix])
      #expect(installed.status == 0, "\(installed.error)")
      let share = prefix + "/share"
      #expect(installed.output.contains("wrote \(share)/gnome-shell/search-providers/"))
      // What a package's trigger runs; then a session whose data directories hold the prefix.
      _ = try await desktop.sandbox.run("/usr/bin/update-desktop-database", [share + "/applications"])
      desktop.sandbox.environment["XDG_DATA_DIRS"] = share + ":/usr/share"
      _ = try await desktop.sandbox.notes("open", "--here", "notes:///create?title=Installed")
      try await desktop.start()

      // The Shell's provider loader: the .ini in a system data directory, its DesktopId an
      // installed entry (found as GIO finds it), its bus name one the bus can start.
      let ini = share + "/gnome-shell/search-providers/dev.composablelinks.Notes.search-provider.ini"
      let keys = try String(contentsOfFile: ini, encoding: .utf8)
      #expect(keys.contains("DesktopId=dev.composablelinks.Notes.desktop\n"))
      let entry = try await desktop.run(
        "/usr/bin/python3",
        [
          "-c",
          "import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio; "
            + "print(Gio.DesktopAppInfo.new('dev.composablelinks.Notes.desktop').get_filename())",
        ])
      #expect(entry.output == share + "/applications/dev.composablelinks.Notes.desktop\n", "\(entry.error)")
      let names = try await desktop.run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
          "--method", "org.freedesktop.DBus.ListActivatableNames",
        ])
      #expect(names.output.contains("'dev.composablelinks.Notes.SearchProvider'"), "\(names.output)")
      #expect(names.output.contains("'dev.composablelinks.Notes'"))
      // The doctor agrees the Shell can find it.
      let doctor = try await desktop.sandbox.notes("doctor")
      #expect(doctor.output.contains("✔ Shell search provider: \(ini)"), "\(doctor.output)")

      // A link starts the installed window through D-Bus activation, with nothing in the home.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      let window = await desktop.waitForWindow { $0.title == "Installed" }
      #expect(window.title == "Installed")
      #expect(!FileManager.default.fileExists(atPath: desktop.sandbox.data.appendingPathComponent("applications").path))

      // AppStream reads the installed metainfo.
      let metainfo = share + "/metainfo/dev.composablelinks.Notes.metainfo.xml"
      let appstream = try await desktop.run("appstreamcli", ["validate", "--no-net", metainfo])
      #expect(appstream.status == 0, "\(appstream.output)\(appstream.error)")
    }
  }
#endif
