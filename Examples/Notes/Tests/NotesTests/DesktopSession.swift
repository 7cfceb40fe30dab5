#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import Glibc
  import Synchronization
  import Testing

  /// A virtual desktop for one test: an X server (Xvfb), a private session bus whose services
  /// include the sandbox's (so a `DBusActivatable` entry starts the window), and helpers to
  /// send links and read the window through AT-SPI.
  final class DesktopSession {
    /// What this machine lacks to run a desktop test; empty when it can.
    static let missing: [String] = {
      var missing = [
        "Xvfb", "dbus-daemon", "gio", "gdbus", "xdg-open", "xdg-mime", "import", "gnome-keyring-daemon",
      ].filter {
        ExecutableLookup.find($0) == nil
      }
      if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") {
        missing.append("python3-pyatspi")
      }
      return missing
    }()

    /// The application's name as assistive technology reads it (GTK gives it the program name,
    /// which the window sets: it would otherwise be the binary's, `notes-window`).
    static let applicationName = "Notes"

    /// `scripts/atspi-window`: reads the window, or presses a button, through AT-SPI.
    static let atspiWindow = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../scripts/atspi-window").standardizedFileURL.path

    var sandbox: Sandbox
    let windowBinary: String
    let artifacts: URL
    private var processes: [Process] = []
    /// The Chromium ``launchChromium(_:profile:)`` started last.
    private var chromium: Process?
    private let display: String
    private let busPath: String
    private let bus: DesktopBus

    init(bus: DesktopBus = .dbusDaemon) throws {
      self.bus = bus
      sandbox = try Sandbox()
      windowBinary =
        URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent()
        .appendingPathComponent("notes-window").path
      display = ":\(Self.freeDisplay())"
      busPath = sandbox.root.appendingPathComponent("bus").path
      artifacts =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../.build/desktop-artifacts").standardizedFileURL
      try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
      sandbox.environment["DISPLAY"] = display
      sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(busPath)"
      sandbox.environment["GTK_A11Y"] = "atspi"
      sandbox.environment["NO_AT_BRIDGE"] = nil
      sandbox.environment["GDK_BACKEND"] = "x11"
    }

    /// Display numbers handed out in this process: suites run in parallel, and two sessions on
    /// one X server would read (and stop) each other's windows.
    private static let nextDisplay = Mutex(100 + Int(getpid() % 100) * 8)

    /// A display number no other session of this process has had and no X server holds (its
    /// lock file is absent).
    private static func freeDisplay() -> Int {
      return nextDisplay.withLock { next in
        while FileManager.default.fileExists(atPath: "/tmp/.X\(next)-lock") { next += 1 }
        defer { next += 1 }
        return next
      }
    }

    /// A user's state before the desktop starts: notes stored (each the query of a
    /// `notes:///create` link, such as `title=Trip&body=Tent`) and `notes install-handler` run.
    func prepare(notes: [String]) async throws {
      for note in notes { _ = try await sandbox.notes("open", "--here", "notes:///create?\(note)") }
      let install = try await sandbox.notes("install-handler")
      if install.status != 0 { throw DesktopSessionError.failed("notes install-handler", install.error) }
    }

    /// Starts the X server and the bus; returns once both accept connections.
    func start() async throws {
      processes.append(
        try sandbox.start(
          ExecutableLookup.find("Xvfb") ?? "Xvfb", [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]))
      try await waitForFile("/tmp/.X11-unix/X\(display.dropFirst())")
      try await startBus()
    }

    /// Starts the private session bus only (for tests without a window); returns once it
    /// accepts connections.
    func startBus() async throws {
      let command = bus.command(listeningOn: busPath)
      processes.append(try sandbox.start(command.program, command.arguments))
      // The socket's file appears when the daemon binds it, a moment before it listens: a
      // client in that moment is refused (a test once failed so, under load). So wait until a
      // connection is taken. (dbus-broker's script binds and listens before the broker runs;
      // a connection waits in its queue until the broker takes it.)
      try await waitForFile(busPath)
      try await waitUntilListening(busPath)
      try await startKeyring()
    }

    /// Starts the desktop's keyring on the session bus, as a session's login does: GNOME
    /// Keyring's Secret Service, its login keyring (in the sandbox's data folder) created and
    /// unlocked with the password on its standard input. Returns once it has its bus name.
    func startKeyring() async throws {
      let daemon = ExecutableLookup.find("gnome-keyring-daemon") ?? "gnome-keyring-daemon"
      processes.append(
        try sandbox.start(daemon, ["--unlock", "--components=secrets", "--foreground"], input: "login password"))
      let deadline = ContinuousClock.now + .seconds(60)
      while try await !nameHasOwner("org.freedesktop.secrets") {
        guard ContinuousClock.now < deadline else {
          throw DesktopSessionError.failed("waiting for the keyring", "org.freedesktop.secrets has no owner")
        }
        try await Task.sleep(for: .milliseconds(20))
      }
    }

    /// Returns once a connection to the Unix socket at `path` is accepted; after 60 s, throws.
    private func waitUntilListening(_ path: String) async throws {
      let deadline = ContinuousClock.now + .seconds(60)
      while !Self.accepts(path) {
        guard ContinuousClock.now < deadline else { throw DesktopSessionError.failed("connecting to \(path)", "") }
        try await Task.sleep(for: .milliseconds(20))
      }
    }

    /// Whether a connection to the Unix socket at `path` is accepted now (closed at once).
    private static func accepts(_ path: String) -> Bool {
      let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      guard socket >= 0 else { return false }
      defer { close(socket) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8)
      guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
      withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        buffer.copyBytes(from: bytes)
        buffer[bytes.count] = 0
      }
      return withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
        }
      }
    }

    /// Runs a tool (looked up on `PATH`) in the session.
    func run(_ tool: String, _ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
      return try await sandbox.run(tool.hasPrefix("/") ? tool : ExecutableLookup.find(tool) ?? tool, arguments)
    }

    /// Calls `org.freedesktop.Application.Open` on the running app with `uris`, as a second
    /// launch does, and returns once it has taken them.
    func openOverBus(_ uris: [String]) async throws {
      let list = "[" + uris.map { "'\($0)'" }.joined(separator: ", ") + "]"
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "dev.composablelinks.Notes", "--object-path", "/dev/composablelinks/Notes",
          "--method", "org.freedesktop.Application.Open", list, "@a{sv} {}",
        ])
      if result.status != 0 { throw DesktopSessionError.failed("gdbus call Open", result.error) }
    }

    /// Starts the app with no link, as the desktop's launcher does for a D-Bus-activatable
    /// app: `org.freedesktop.Application.Activate`.
    func activate() async throws {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "dev.composablelinks.Notes", "--object-path", "/dev/composablelinks/Notes",
          "--method", "org.freedesktop.Application.Activate", "@a{sv} {}",
        ])
      if result.status != 0 { throw DesktopSessionError.failed("gdbus call Activate", result.error) }
    }

    /// Waits until the app has left the session bus (it quit); false if it still runs after
    /// 60 s.
    func waitUntilTheAppQuits() async throws -> Bool {
      let deadline = ContinuousClock.now + .seconds(60)
      while try await nameHasOwner("dev.composablelinks.Notes") {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(100))
      }
      return true
    }

    /// Whether `name` is owned on the session bus now.
    func nameHasOwner(_ name: String) async throws -> Bool {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
          "--method", "org.freedesktop.DBus.NameHasOwner", name,
        ])
      guard result.status == 0 else { throw DesktopSessionError.failed("NameHasOwner", result.error) }
      return result.output.contains("true")
    }

    /// Kills the running app with SIGKILL (no clean-up of any kind).
    func killApp() async throws {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
          "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "dev.composablelinks.Notes",
        ])
      // "(uint32 1234,)"
      guard let pid = Int32(result.output.filter(\.isNumber).dropFirst(2)) else {
        throw DesktopSessionError.failed("GetConnectionUnixProcessID", result.output + result.error)
      }
      kill(pid, SIGKILL)
      // Not our child (the bus started it, and reaps it): wait until it is gone.
      while kill(pid, 0) == 0 { try await Task.sleep(for: .milliseconds(10)) }
    }

    /// The window as AT-SPI shows it now.
    func window() async -> WindowSnapshot {
      guard let result = try? await sandbox.run(Self.atspiWindow, [Self.applicationName]) else {
        return WindowSnapshot(items: [])
      }
      let items = result.output.split(separator: "\n").compactMap {
        try? JSONDecoder().decode(WindowSnapshot.Item.self, from: Data($0.utf8))
      }
      return WindowSnapshot(items: items)
    }

    /// Waits until the window satisfies `condition` and returns it; after 60 s (a hung app on
    /// a loaded machine), records that as an issue and returns what it shows then. (A wait that
    /// ran out unnoticed once cost every CI run a minute: a condition that can never hold.)
    func waitForWindow(
      sourceLocation: SourceLocation = #_sourceLocation, _ condition: (WindowSnapshot) -> Bool
    ) async -> WindowSnapshot {
      let deadline = ContinuousClock.now + .seconds(60)
      var snapshot = await window()
      while !condition(snapshot) {
        guard ContinuousClock.now < deadline else {
          Issue.record(
            "The window did not get there in 60 s; it shows \(snapshot.labels)", sourceLocation: sourceLocation)
          return snapshot
        }
        try? await Task.sleep(for: .milliseconds(100))
        snapshot = await window()
      }
      return snapshot
    }

    /// The visible controls, fields and lists a person can reach that have no name a screen
    /// reader could say (`scripts/atspi-window --unnamed`), one line each; nil when the app is
    /// not on the accessibility bus.
    func unnamed() async -> [String]? {
      guard let result = try? await sandbox.run(Self.atspiWindow, [Self.applicationName, "--unnamed"]),
        result.status == 0
      else { return nil }
      return result.output.split(separator: "\n").map(String.init)
    }

    /// Types `accelerator` (`<Control>n`, `Escape`) through AT-SPI, as assistive technology does.
    func type(_ accelerator: String) async -> Bool {
      return (try? await sandbox.run(Self.atspiWindow, [Self.applicationName, "--keys", accelerator]).status) == 0
    }

    /// Types `text` key by key (lowercase ASCII) where the keyboard is, through AT-SPI.
    func typeText(_ text: String) async -> Bool {
      return (try? await sandbox.run(Self.atspiWindow, [Self.applicationName, "--type", text]).status) == 0
    }

    /// Replaces the text of the visible field named `name`, through AT-SPI (`EditableText`).
    func setText(_ name: String, _ text: String) async -> Bool {
      return (try? await sandbox.run(Self.atspiWindow, [Self.applicationName, "--set-text", name, text]).status) == 0
    }

    /// Presses the visible button named `name`, through AT-SPI.
    func press(_ name: String) async -> Bool {
      return (try? await sandbox.run(Self.atspiWindow, [Self.applicationName, "--press", name]).status) == 0
    }

    /// Clicks the middle of the visible element named `name` of the app `application` with the
    /// pointer (XTest), as a person does; tried until it is there, for up to 60 s.
    func click(_ name: String, in application: String) async -> Bool {
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        if (try? await sandbox.run(Self.atspiWindow, [application, "--click", name]).status) == 0 { return true }
        try? await Task.sleep(for: .milliseconds(250))
      }
      return false
    }

    /// Turns assistive technology on for the session (`org.a11y.Status.IsEnabled`), as a screen
    /// reader's start does: Chromium publishes its tree on AT-SPI only then.
    func enableAccessibility() async throws {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
          "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "IsEnabled", "<true>",
        ])
      if result.status != 0 { throw DesktopSessionError.failed("enabling AT-SPI", result.error) }
      // The accessibility bus itself, started now and waited for: an app asks for its address
      // as it starts, and one started before the bus was up (Chromium right after this call,
      // on a loaded machine) drew nothing for over a minute.
      let bus = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
          "org.a11y.Bus.GetAddress",
        ])
      if bus.status != 0 { throw DesktopSessionError.failed("starting the accessibility bus", bus.error) }
    }

    /// Starts `tool` (looked up on `PATH`) in the session, stopped with it.
    func launch(_ tool: String, _ arguments: [String]) throws {
      processes.append(try sandbox.start(tool.hasPrefix("/") ? tool : ExecutableLookup.find(tool) ?? tool, arguments))
    }

    /// Starts a Chromium window on the display at `page`, its profile in `profile`, readable
    /// through AT-SPI, beside the notes window (to its right).
    func launchChromium(_ page: String, profile: URL) throws {
      try launch(
        "chromium",
        [
          "--no-sandbox", "--disable-gpu", "--no-first-run", "--password-store=basic",
          "--user-data-dir=\(profile.path)",
          "--force-renderer-accessibility", "--window-position=300,0", "--window-size=720,760", page,
        ])
      chromium = processes.last
    }

    /// Clicks `name` on the page Chromium shows (see ``click(_:in:)``). When Chromium publishes
    /// no such element in time, it keeps what the screen and Chromium's AT-SPI tree showed
    /// (`chromium-unclicked.png` and `.txt` in ``artifacts``), then starts Chromium again on
    /// `page`, once, as a person reloads a page that does not draw. Once in CI (2026-11-29, the
    /// suite beside the fuzzers) Chromium published no tree for the page for 60 s, in a test
    /// that passed alone, beside its suite and beside the whole run four times in a row.
    func clickInChromium(_ name: String, page: String, profile: URL) async throws -> Bool {
      if await click(name, in: "Chromium") { return true }
      await screenshot("chromium-unclicked")
      keep("chromium-unclicked.txt", (try? await sandbox.run(Self.atspiWindow, ["Chromium"]).output) ?? "")
      if let chromium { ChildProcess.stop(chromium.processIdentifier) }
      try launchChromium(page, profile: profile)
      return await click(name, in: "Chromium")
    }

    /// Saves the whole screen as `<name>.png` in ``artifacts``.
    func screenshot(_ name: String) async {
      _ = try? await run("import", ["-window", "root", artifacts.appendingPathComponent("\(name).png").path])
    }

    /// Saves `text` as `name` in ``artifacts``, beside the screenshots.
    func keep(_ name: String, _ text: String) {
      try? Data(text.utf8).write(to: artifacts.appendingPathComponent(name))
    }

    /// Stops the bus (the app goes with its connection) and the X server.
    func stop() {
      for process in processes.reversed() {
        ChildProcess.stop(process.processIdentifier)
      }
      // The accessibility bus the window's session started (at-spi-bus-launcher's
      // dbus-daemon) outlives the session bus and ignores SIGTERM; its address is in the
      // sandbox.
      if let pkill = try? sandbox.start(ExecutableLookup.find("pkill") ?? "pkill", ["-KILL", "-f", sandbox.root.path]) {
        ChildProcess.stop(pkill.processIdentifier, terminating: false)
      }
      sandbox.remove()
    }

    private func waitForFile(_ path: String) async throws {
      let deadline = ContinuousClock.now + .seconds(60)
      while !FileManager.default.fileExists(atPath: path) {
        guard ContinuousClock.now < deadline else { throw DesktopSessionError.failed("waiting for \(path)", "") }
        try await Task.sleep(for: .milliseconds(20))
      }
    }
  }

  /// What AT-SPI shows of the app: every named accessible of its windows.
  struct WindowSnapshot {
    struct Item: Decodable {
      var role: String
      var name: String
      var window: String
      var showing: Bool
      /// Where it is on the screen: x, y, width, height.
      var extents: [Int]?
      var focused: Bool
      /// A text field's content.
      var text: String?
    }

    var items: [Item]

    /// The main window's title (the screen shown).
    var title: String? { items.first { $0.role == "frame" }?.name }
    /// The titles of every window.
    var windows: [String] { items.filter { $0.role == "frame" || $0.role == "dialog" }.map(\.name) }
    /// The text of every visible label.
    var labels: [String] { items.filter { $0.role == "label" && $0.showing }.map(\.name) }
    /// The content of the visible text field named `name`.
    func field(_ name: String) -> String? { items.first { $0.name == name && $0.showing && $0.text != nil }?.text }
    /// Whether a visible label reads `text`.
    func shows(_ text: String) -> Bool { labels.contains(text) }
    /// Whether a label that reads `text` has its middle inside the main window: GTK 4.8 says
    /// `showing` of the pane a folded split view hides as well, which it moves out of the window.
    func draws(_ text: String) -> Bool {
      guard let frame = items.first(where: { $0.role == "frame" })?.extents, frame.count == 4 else { return false }
      return items.contains { item in
        guard item.role == "label", item.name == text, let box = item.extents, box.count == 4 else { return false }
        let (x, y) = (box[0] + box[2] / 2, box[1] + box[3] / 2)
        return (frame[0]..<frame[0] + frame[2]).contains(x) && (frame[1]..<frame[1] + frame[3]).contains(y)
      }
    }
  }

  extension Trait where Self == ConditionTrait {
    /// Runs the suite only where a desktop can be started (Xvfb, a bus, AT-SPI, …).
    static var needsDesktop: Self {
      .enabled(
        if: DesktopSession.missing.isEmpty,
        "needs \(DesktopSession.missing.joined(separator: ", ")) (scripts/install-prerequisites)")
    }
  }

  enum DesktopSessionError: Error {
    case failed(String, String)
  }
#endif
