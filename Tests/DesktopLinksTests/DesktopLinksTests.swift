#if os(Linux)
  import DesktopLinks
  import Foundation
  import Testing

  /// A throwaway home with XDG directories, and a directory of stand-in tools for `PATH`.
  final class Home: Sendable {
    let root: String

    init() throws {
      root = NSTemporaryDirectory() + "desktop-links-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
    }

    deinit {
      try? FileManager.default.removeItem(atPath: root)
    }

    var environment: [String: String] {
      [
        "HOME": root, "XDG_DATA_HOME": root + "/data", "XDG_CONFIG_HOME": root + "/config",
        "PATH": root + "/bin",
      ]
    }

    /// Puts an executable called `name` on this home's `PATH`.
    func addTool(_ name: String) throws {
      let path = root + "/bin/" + name
      try "#!/bin/sh\nexit 0\n".write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
  }

  /// Records the tools run, answering `xdg-mime query default` with `handler`.
  final class ToolLog: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[String]] = []
    let handler: String?

    init(handler: String?) { self.handler = handler }

    var recorded: [[String]] { lock.withLock { calls } }

    func system(_ environment: [String: String], missing: Set<String> = []) -> DesktopSystem {
      DesktopSystem(environment: environment) { tool, arguments in
        self.lock.withLock { self.calls.append([tool] + arguments) }
        guard !missing.contains(tool) else { return nil }
        if tool == "xdg-mime", arguments.first == "query" {
          return .init(status: 0, output: (self.handler ?? "") + "\n")
        }
        return .init(status: 0, output: "")
      }
    }
  }

  @Suite struct DesktopLinksTests {
    let notes = try! DesktopApp(
      applicationID: "dev.composablelinks.Notes", name: "Notes", schemes: ["notes", "Notes-Beta"],
      executable: "/bin/sh", arguments: ["open"]
    )

    @Test func appsAreValidated() {
      #expect(throws: DesktopLinksError.invalidApplicationID("notes")) {
        try DesktopApp(applicationID: "notes", name: "N", schemes: ["notes"], executable: "/bin/sh")
      }
      #expect(throws: DesktopLinksError.invalidApplicationID("org.9lives.App")) {
        try DesktopApp(applicationID: "org.9lives.App", name: "N", schemes: ["notes"], executable: "/bin/sh")
      }
      #expect(throws: DesktopLinksError.invalidApplicationID("org.my-app.App")) {
        try DesktopApp(applicationID: "org.my-app.App", name: "N", schemes: ["notes"], executable: "/bin/sh")
      }
      #expect(throws: DesktopLinksError.invalidScheme("1notes")) {
        try DesktopApp(applicationID: "org.example.N", name: "N", schemes: ["1notes"], executable: "/bin/sh")
      }
      #expect(throws: DesktopLinksError.relativeExecutable("notes")) {
        try DesktopApp(applicationID: "org.example.N", name: "N", schemes: ["notes"], executable: "notes")
      }
      #expect(notes.schemes == ["notes", "notes-beta"])
    }

    @Test func aListedAppHasItsIconCommentCategoriesAndFiles() throws {
      let home = try Home()
      var app = try DesktopApp(
        applicationID: "org.example.Listed", name: "Listed", schemes: ["listed"], executable: "/usr/bin/listed"
      )
      app.showsInMenus = true
      app.comment = "A listed app"
      app.iconName = "org.example.Listed"
      app.categories = ["Office", "Utility"]
      app.keywords = ["list", "items"]
      app.startupNotify = true
      app.singleMainWindow = true
      app.files = [try DesktopAppFile(path: "icons/hicolor/scalable/apps/org.example.Listed.svg", contents: "<svg/>")]
      let registration = LinkRegistration(app: app, system: ToolLog(handler: nil).system(home.environment))
      #expect(
        registration.entry == """
          [Desktop Entry]
          Type=Application
          Name=Listed
          Comment=A listed app
          Icon=org.example.Listed
          Exec=/usr/bin/listed %u
          MimeType=x-scheme-handler/listed;
          Terminal=false
          Categories=Office;Utility;
          Keywords=list;items;
          StartupNotify=true
          X-GNOME-SingleWindow=true

          """
      )
      let steps = try registration.install()
      let icon = home.root + "/data/icons/hicolor/scalable/apps/org.example.Listed.svg"
      #expect(steps.contains("wrote \(icon)"))
      #expect(try String(contentsOfFile: icon, encoding: .utf8) == "<svg/>")
      #expect(try registration.uninstall())
      #expect(!FileManager.default.fileExists(atPath: icon))
    }

    @Test func anAppFileStaysBelowTheDataDirectory() {
      for path in ["/etc/passwd", "../x", "icons/../../x", "", "a//b", "./a"] {
        #expect(throws: DesktopLinksError.self, "\(path)") { try DesktopAppFile(path: path, contents: "") }
      }
    }

    @Test func theEntryPassesTheURLAndListsEverySchemeAndTheServiceNamesTheApp() throws {
      let home = try Home()
      var app = try DesktopApp(
        applicationID: "org.example.Odd", name: "Odd", schemes: ["odd"], executable: "/opt/a b/$x/odd",
        arguments: ["open"], dbusActivatable: true
      )
      let registration = LinkRegistration(app: app, system: .live(environment: home.environment))
      #expect(
        registration.entry == """
          [Desktop Entry]
          Type=Application
          Name=Odd
          Exec="/opt/a b/\\\\$x/odd" open %u
          MimeType=x-scheme-handler/odd;
          Terminal=false
          NoDisplay=true
          DBusActivatable=true

          """
      )
      #expect(
        registration.service
          == "[D-BUS Service]\nName=org.example.Odd\nExec=\"/opt/a b/\\\\$x/odd\" --gapplication-service\n"
      )
      app.dbusActivatable = false
      #expect(!LinkRegistration(app: app).entry.contains("DBusActivatable"))
      #expect(registration.entryPath == home.root + "/data/applications/org.example.Odd.desktop")
      #expect(registration.servicePath == home.root + "/data/dbus-1/services/org.example.Odd.service")
    }

    @Test func installWritesTheFilesAndMakesTheEntryTheDefaultThenUninstallUndoesIt() throws {
      let home = try Home()
      let log = ToolLog(handler: nil)
      var app = notes
      app.dbusActivatable = true
      let registration = LinkRegistration(app: app, system: log.system(home.environment))
      let steps = try registration.install()
      #expect(FileManager.default.fileExists(atPath: registration.entryPath))
      #expect(FileManager.default.fileExists(atPath: registration.servicePath))
      #expect(
        log.recorded == [
          ["xdg-mime", "default", "dev.composablelinks.Notes.desktop", "x-scheme-handler/notes"],
          ["xdg-mime", "default", "dev.composablelinks.Notes.desktop", "x-scheme-handler/notes-beta"],
          ["update-desktop-database", home.root + "/data/applications"],
        ]
      )
      #expect(steps.count == 6)
      // No session bus in this home: it reads the service file when one starts.
      #expect(steps.last == "no session bus here: it reads the service file when it starts")

      let list = home.root + "/config/mimeapps.list"
      try FileManager.default.createDirectory(atPath: home.root + "/config", withIntermediateDirectories: true)
      try """
      [Default Applications]
      x-scheme-handler/notes=dev.composablelinks.Notes.desktop
      x-scheme-handler/other=other.desktop
      """.write(toFile: list, atomically: true, encoding: .utf8)
      #expect(try registration.uninstall())
      #expect(!FileManager.default.fileExists(atPath: registration.entryPath))
      #expect(!FileManager.default.fileExists(atPath: registration.servicePath))
      #expect(
        try String(contentsOfFile: list, encoding: .utf8)
          == "[Default Applications]\nx-scheme-handler/other=other.desktop"
      )
      #expect(try registration.uninstall() == false)
    }

    @Test func aMissingXDGMimeIsATypedError() throws {
      let home = try Home()
      let registration = LinkRegistration(
        app: notes, system: ToolLog(handler: nil).system(home.environment, missing: ["xdg-mime"])
      )
      #expect(throws: DesktopLinksError.toolMissing("xdg-mime")) { try registration.install() }
    }

    @Test func aHealthyRegistrationPassesEveryCheck() throws {
      let home = try Home()
      try home.addTool("gio")
      try home.addTool("xdg-open")
      let system = ToolLog(handler: notes.desktopFileName).system(home.environment)
      try LinkRegistration(app: notes, system: system).install()
      let findings = LinkDoctor(app: notes, system: system).examine()
      #expect(findings.allSatisfy { $0.status == .ok }, "\(findings)")
      #expect(
        findings.map(\.check) == [
          "desktop entry", "Exec with %u", "notes:// opens this app", "notes-beta:// opens this app",
          "link openers", "sandbox",
        ]
      )
    }

    @Test func eachBrokenLinkIsFoundWithItsFix() throws {
      let home = try Home()
      let system = ToolLog(handler: "other.desktop").system(home.environment.merging(["FLATPAK_ID": "x"]) { $1 })
      let doctor = LinkDoctor(app: notes, system: system)
      let missing = doctor.examine()
      #expect(missing.first?.status == .failure)
      #expect(missing.first?.detail.hasSuffix("does not exist") == true)

      let registration = LinkRegistration(app: notes, system: system)
      try registration.install()
      let broken =
        registration.entry
        .replacingOccurrences(of: " %u", with: "")
        .replacingOccurrences(of: "x-scheme-handler/notes-beta;", with: "")
        + "Hidden=true\n"
      try broken.write(toFile: registration.entryPath, atomically: true, encoding: .utf8)
      let findings = doctor.examine()
      let byCheck = Dictionary(findings.map { ($0.check, $0) }, uniquingKeysWith: { first, _ in first })
      #expect(byCheck["Exec with %u"]?.status == .failure)
      #expect(byCheck["Exec with %u"]?.detail.contains("drops every URL") == true)
      #expect(byCheck["entry not hidden"]?.status == .failure)
      #expect(byCheck["notes-beta:// in the entry"]?.status == .failure)
      #expect(byCheck["notes:// opens this app"]?.status == .failure)
      #expect(
        byCheck["notes:// opens this app"]?.fix
          == "xdg-mime default dev.composablelinks.Notes.desktop x-scheme-handler/notes"
      )
      #expect(byCheck["link openers"]?.status == .failure)
      #expect(byCheck["sandbox"]?.status == .warning)
    }

    @Test func aDBusActivatableAppNeedsItsServiceFileAndTheBus() throws {
      let home = try Home()
      var app = notes
      app.dbusActivatable = true
      let system = ToolLog(handler: app.desktopFileName).system(home.environment)
      let registration = LinkRegistration(app: app, system: system)
      try registration.install()
      try FileManager.default.removeItem(atPath: registration.servicePath)
      let findings = LinkDoctor(app: app, system: system).examine()
      #expect(findings.contains { $0.check == "D-Bus service file" && $0.status == .failure })

      try registration.install()
      let withoutBus = LinkDoctor(app: app, system: system).examine()
      #expect(withoutBus.contains { $0.check == "D-Bus service file" && $0.status == .ok })
      #expect(withoutBus.contains { $0.check == "session bus" && $0.status == .warning })
    }

    /// The real `xdg-mime` on a throwaway home: after install the scheme opens the entry, after
    /// uninstall it opens nothing.
    @Test(.enabled(if: DesktopSystem.live().hasTool("xdg-mime"), "needs xdg-mime (xdg-utils)"))
    func theRealDesktopSeesTheRegistration() throws {
      let home = try Home()
      var environment = home.environment
      environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
      let system = DesktopSystem.live(environment: environment)
      let registration = LinkRegistration(app: notes, system: system)
      try registration.install()
      let findings = LinkDoctor(app: notes, system: system).examine()
      #expect(findings.first { $0.check == "notes:// opens this app" }?.status == .ok, "\(findings)")
      try registration.uninstall()
      let after = system.run("xdg-mime", ["query", "default", "x-scheme-handler/notes"])
      #expect(after?.output.trimmingCharacters(in: .whitespacesAndNewlines) == "")
    }
  }
#endif
