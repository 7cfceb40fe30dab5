#if os(Linux)
  import DesktopLinks
  import Foundation
  import Testing

  /// The app's files under a prefix, as a package installs them: the per-user registration's
  /// texts, at the prefix's paths, naming the prefix.
  @Suite struct PrefixInstallationTests {
    func searchingApp() throws -> DesktopApp {
      var app = try DesktopApp(
        applicationID: "org.example.Notes", name: "Notes", schemes: ["notes"], executable: "/usr/bin/notes-window",
        dbusActivatable: true)
      app.files = try LinkSearchProvider.shellFiles(for: app)
      return app
    }

    /// The sample of the InstallingUnderAPrefix article.
    @Test func theArticlesInstallWritesTheRegistrationsTextsBelowTheDestination() throws {
      let home = try Home()
      let app = try searchingApp()
      let installation = try PrefixInstallation(app: app, prefix: "/usr", destination: home.root + "/stage")
      let steps = try installation.install()
      let share = home.root + "/stage/usr/share/"
      #expect(
        steps == [
          "wrote \(share)applications/org.example.Notes.desktop",
          "wrote \(share)dbus-1/services/org.example.Notes.service",
          "wrote \(share)gnome-shell/search-providers/org.example.Notes.search-provider.ini",
          "wrote \(share)dbus-1/services/org.example.Notes.SearchProvider.service",
        ], "\(steps)")
      // One source: each file holds what the per-user registration writes.
      let registration = LinkRegistration(app: app, system: .live(environment: home.environment))
      #expect(
        try String(contentsOfFile: share + "applications/org.example.Notes.desktop", encoding: .utf8)
          == registration.entry)
      #expect(
        try String(contentsOfFile: share + "dbus-1/services/org.example.Notes.service", encoding: .utf8)
          == registration.service)
      // Named for the prefix, not the staging directory; readable by everyone.
      #expect(registration.entry.contains("Exec=/usr/bin/notes-window %u"))
      let mode =
        try FileManager.default.attributesOfItem(atPath: share + "applications/org.example.Notes.desktop")[
          .posixPermissions] as? Int
      #expect(mode == 0o644)
    }

    /// The article's code, as it prints it, staged in a fresh home.
    @Test func theArticlesCode() throws {
      let stage = try Home().root + "/stage"
      let app = try DesktopApp(
        applicationID: "org.example.Notes", name: "Notes", schemes: ["notes"],
        executable: "/usr/bin/notes-window", dbusActivatable: true)
      let installation = try PrefixInstallation(app: app, prefix: "/usr", destination: stage)
      for step in try installation.install() { print(step) }
      // wrote STAGE/usr/share/applications/org.example.Notes.desktop
      // wrote STAGE/usr/share/dbus-1/services/org.example.Notes.service
      // … then the app's files: icons, metainfo, the search provider's .ini
      #expect(FileManager.default.fileExists(atPath: stage + "/usr/share/applications/org.example.Notes.desktop"))
      #expect(FileManager.default.fileExists(atPath: stage + "/usr/share/dbus-1/services/org.example.Notes.service"))
    }

    @Test func aPrefixOrDestinationThatIsNotAbsoluteIsRefused() throws {
      let app = try searchingApp()
      #expect(throws: DesktopLinksError.self) { try PrefixInstallation(app: app, prefix: "usr") }
      #expect(throws: DesktopLinksError.self) { try PrefixInstallation(app: app, prefix: "/usr", destination: "stage") }
      #expect(try PrefixInstallation(app: app, prefix: "/usr/local/").dataDirectory == "/usr/local/share")
    }

    /// GNOME Shell reads search providers from `$XDG_DATA_DIRS` only: the doctor says when the
    /// app's is installed for one user only.
    @Test func theDoctorSaysWhenTheShellCannotFindTheSearchProvider() throws {
      let home = try Home()
      let app = try searchingApp()
      var environment = home.environment
      environment["XDG_DATA_DIRS"] = home.root + "/usr/share"
      let system = ToolLog(handler: "org.example.Notes.desktop").system(environment)
      try LinkRegistration(app: app, system: system).install()
      var finding = try #require(
        LinkDoctor(app: app, system: system).examine().first { $0.check == "Shell search provider" })
      #expect(finding.status == .warning)
      #expect(finding.detail.hasPrefix("only in \(home.root)/data/gnome-shell/search-providers/"))
      try PrefixInstallation(app: app, prefix: home.root + "/usr").install()
      finding = try #require(
        LinkDoctor(app: app, system: system).examine().first { $0.check == "Shell search provider" })
      #expect(finding.status == .ok, "\(finding)")
    }
  }
#endif
