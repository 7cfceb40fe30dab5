#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import NotesFeature
  import Testing

  /// The built `notes` binary against the real desktop plumbing: `xdg-open` (with `DISPLAY` set,
  /// since it uses scheme handlers only then; nothing connects to the display), a handler
  /// registered by `notes install-handler`, a receiver app for the callbacks, and SQLite on
  /// disk, all in a throwaway `HOME`.
  @Suite(
    .serialized,
    .enabled(if: Sandbox.hasTools, "needs xdg-open and xdg-mime (scripts/install-prerequisites)")
  )
  struct NotesEndToEndTests {
    @Test func xdgOpenRunsNotesAndTheCallbacksReachTheCaller() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let install = try await sandbox.notes("install-handler", "--one-shot")
      #expect(install.status == 0, "\(install.error)")
      // The doctor finds every link of the chain in place (a missing `gio` is only a warning).
      let doctor = try await sandbox.notes("doctor", "--one-shot")
      #expect(doctor.status == 0, "\(doctor.output)\(doctor.error)")
      #expect(
        doctor.output.contains("✔ notes:// opens this app: x-scheme-handler/notes → dev.composablelinks.Notes.desktop"))
      try await sandbox.registerReceiver(scheme: "notesrecv")

      // x-success, with the new note's id.
      let created = try await sandbox.xdgOpen("notes:///create?title=Hi&body=there&x-success=notesrecv://ok")
      #expect(created.status == 0, "\(created.error)")
      #expect(await sandbox.received(count: 1) == ["notesrecv://ok?id=1"])
      let listed = try await sandbox.notes("list")
      #expect(listed.output == "1\tHi\n")

      // x-error, with a meaningful code and message.
      let missing = try await sandbox.xdgOpen("notes:///notes/999?x-error=notesrecv://failed")
      // notes exits 3 (failed); xdg-open reports any failed handler as 4.
      #expect(missing.status == 4, "\(missing.error)")
      #expect(
        await sandbox.received(count: 2).last
          == "notesrecv://failed?errorCode=404&errorMessage=There%20is%20no%20note%20999."
      )

      // A delete without the app's token is refused (401) and runs nothing. (No keyring runs
      // here: the secrets are kept in the file the user chooses for a desktop without one.)
      #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
      _ = try await sandbox.xdgOpen("notes:///notes/1/delete?x-error=notesrecv://failed")
      #expect(await sandbox.received(count: 3).last?.hasPrefix("notesrecv://failed?errorCode=401&") == true)
      // With it, a delete nobody can confirm (no terminal) is declined: x-cancel, and the note stays.
      let token = try await sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
      _ = try await sandbox.xdgOpen("notes:///notes/1/delete?token=\(token)&x-cancel=notesrecv://cancelled")
      #expect(await sandbox.received(count: 4).last == "notesrecv://cancelled")
      #expect(try await sandbox.notes("list").output == "1\tHi\n")

      let uninstall = try await sandbox.notes("uninstall-handler")
      #expect(uninstall.status == 0)
      #expect(
        !FileManager.default.fileExists(
          atPath: sandbox.data.appendingPathComponent("applications/dev.composablelinks.Notes.desktop").path))
    }

    @Test func exitStatusesAndOneLineMessages() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let cases: [(url: String, status: Int32, line: String)] = [
        ("notes:///create?title=Hello", 0, "Created note 1: Hello"),
        ("notes:///elsewhere", 2, #"error: No route matches "/elsewhere"."#),
        ("other:///create?title=x", 2, #"error: The scheme "other" is not handled here."#),
        ("notes:///create", 3, #"error: Required parameter "title" not found. (400)"#),
        ("notes:///notes/1/delete", 3, "error: This request needs the app's authorization token. (401)"),
        ("notes:///notes/1/delete?token=0123", 3, "error: The authorization token is not valid. (401)"),
        ("notes:///create?title=x&x-success=javascript:alert(1)", 5, "error: Refused x-success callback"),
        // Refused as sent, never mended into another link nor kept cut at a NUL.
        ("notes:///create?title=a%zzb", 2, #"error: "notes:///create?title=•••" is not a URL."#),
        // Its values masked: a signed link's signature and nonce never reach a terminal's log.
        (
          "notes:///notes/1/rename?title=%zz&nonce=n0nce&sig=S1gnature", 2,
          #"error: "notes:///notes/1/rename?title=•••&nonce=•••&sig=•••" is not a URL."#
        ),
        ("notes:///create?title=a%00b", 3, #"error: Value for parameter "title" is invalid: it holds a NUL"#),
      ]
      for item in cases {
        let result = try await sandbox.notes("open", item.url)
        #expect(result.status == item.status, "\(item.url)")
        #expect((result.output + result.error).hasPrefix(item.line), "\(item.url): \(result.output)\(result.error)")
      }
      #expect(try await sandbox.notes("list").output == "1\tHello\n")
      // The README's first callback: answered, but no app here takes other-app: links. The
      // newcomer reads that, and the status says the answer was not delivered.
      let answered = try await sandbox.notes("open", "notes:///create?title=World&x-success=other-app://done")
      #expect(answered.status == 7, "\(answered)")
      #expect(answered.output.hasPrefix("Created note 2: World"), "\(answered)")
      #expect(
        answered.error.contains(
          "No app here handles other-app: links, so the answer (other-app://done?id=•••) was not delivered."),
        "\(answered.error)")
      // The version the About window gives too.
      let version = try await sandbox.notes("--version")
      #expect(version.status == 0 && version.output == NotesDesktopMetadata.version + "\n", "\(version)")
    }

    /// Each of the three binaries answers `--version` and `--help` with status 0, as a packager
    /// and `help2man` expect; the window through GApplication's own option entries.
    @Test func everyBinaryGivesItsVersionAndHelp() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let folder = URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent()
      for binary in ["notes-window", "notes-http"] {
        let path = folder.appendingPathComponent(binary).path
        let version = try await sandbox.run(path, ["--version"])
        #expect(version.status == 0 && version.output == "\(binary) \(NotesDesktopMetadata.version)\n", "\(version)")
        let help = try await sandbox.run(path, ["--help"])
        #expect(help.status == 0 && help.output.contains("\(binary)"), "\(help)")
      }
      let window = try await sandbox.run(folder.appendingPathComponent("notes-window").path, ["--help"])
      for option in ["--database=PATH", "--trace=PATH", "--log-level=LEVEL", "--version", "[URL…]"] {
        #expect(window.output.contains(option), "\(window.output)")
      }
      // The `--option=VALUE` form that help shows is read as `--option VALUE`.
      let level = try await sandbox.run(folder.appendingPathComponent("notes-window").path, ["--log-level=loud"])
      #expect(level.status == 64 && level.error.contains("loud"), "\(level)")
      let notes = try await sandbox.notes("--help")
      #expect(
        notes.status == 0 && notes.output.contains("USAGE: notes [--database <database>] <subcommand>"), "\(notes)")
    }

    @Test func aRelativeDatabasePathIsInTheCurrentDirectory() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let result = try await sandbox.run(
        sandbox.notesBinary, ["open", "notes:///create?title=Here", "--database", "here.sqlite"],
        in: sandbox.root
      )
      #expect(result.status == 0, "\(result.error)")
      #expect(FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("here.sqlite").path))
    }

    @Test func twentyProcessesWritingAtOnceAllSucceed() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      _ = try await sandbox.notes("list")  // Create the database first, as an installed app would have.
      let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
        for index in 1...20 {
          group.addTask {
            try await sandbox.notes(
              "open", "notes:///create?title=Note%20\(index)&x-success=caller://ok", "--print-callbacks"
            ).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 0, count: 20))
      let titles = try await sandbox.notes("list").output.split(separator: "\n").map { $0.split(separator: "\t")[1] }
      #expect(Set(titles) == Set((1...20).map { "Note \($0)" }))
    }
  }

  /// A throwaway home with its own XDG directories, and helpers to run programs in it.
  struct Sandbox {
    static var hasTools: Bool {
      ["xdg-open", "xdg-mime"].allSatisfy { executable($0) != nil }
    }

    static func executable(_ name: String) -> String? {
      ExecutableLookup.find(name)
    }

    let root: URL
    let data: URL
    let received: URL
    var environment: [String: String]
    /// Built next to the test bundle by `swift test` (the test target depends on it).
    let notesBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("notes").path

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("notes-e2e-\(UUID().uuidString)")
      data = root.appendingPathComponent("data")
      received = root.appendingPathComponent("received.txt")
      // As on a new user's first run: a home and the session's runtime directory, and nothing
      // else. The data, config and cache directories do not exist until something writes them.
      for directory in ["home", "runtime"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(directory), withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700]
        )
      }
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = root.appendingPathComponent("home").path
      environment["XDG_DATA_HOME"] = data.path
      environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
      environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
      environment["XDG_STATE_HOME"] = nil
      environment["XDG_RUNTIME_DIR"] = root.appendingPathComponent("runtime").path
      environment["NOTES_DATABASE"] = nil
      // English, as the tests' expectations are, whatever the developer's language; a test
      // that reads a translation sets these itself.
      environment["LANGUAGE"] = nil
      environment["NOTES_LOCALEDIR"] = nil
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
      // No session bus: `notes open` must answer here, not hand links to a window running
      // on the developer's desktop.
      environment["DBUS_SESSION_BUS_ADDRESS"] = nil
      self.environment = environment
      guard FileManager.default.isExecutableFile(atPath: notesBinary) else {
        throw SandboxError.notBuilt(notesBinary)
      }
    }

    /// A second app, for `scheme`, that appends each URL it is opened with to `received`.
    func registerReceiver(scheme: String) async throws {
      let script = root.appendingPathComponent("receive.sh")
      // Read by `sh`, never executed itself: a file this process just wrote cannot be run while
      // any child started meanwhile still holds it open for writing (`ETXTBSY`).
      try "printf '%s\\n' \"$1\" >> '\(received.path)'\n".write(to: script, atomically: true, encoding: .utf8)
      try await registerApp(scheme: scheme, executable: "/bin/sh \(script.path)")
    }

    /// Registers `executable` (a command line without spaces in its words) as the app for
    /// `scheme` (a desktop entry and `xdg-mime`).
    func registerApp(scheme: String, executable: String) async throws {
      try FileManager.default.createDirectory(
        at: data.appendingPathComponent("applications"), withIntermediateDirectories: true)
      try """
      [Desktop Entry]
      Type=Application
      Name=Receiver
      Exec=\(executable) %u
      MimeType=x-scheme-handler/\(scheme);
      NoDisplay=true

      """.write(
        to: data.appendingPathComponent("applications/\(scheme)-receiver.desktop"), atomically: true, encoding: .utf8)
      let result = try await run(
        Self.executable("xdg-mime") ?? "xdg-mime",
        ["default", "\(scheme)-receiver.desktop", "x-scheme-handler/\(scheme)"])
      guard result.status == 0 else { throw SandboxError.failed("xdg-mime", result.error) }
    }

    func notes(_ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
      try await run(notesBinary, arguments)
    }

    func notes(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
      try await run(notesBinary, arguments)
    }

    /// `xdg-open url` as on a desktop session. `xdg-open` only checks that `DISPLAY` is set
    /// before using scheme handlers; a virtual display (`xvfb-run`) added nothing but a race in
    /// its own clean-up that could leave its server holding our output pipes.
    func xdgOpen(_ url: String) async throws -> (status: Int32, output: String, error: String) {
      try await run(Self.executable("xdg-open") ?? "xdg-open", [url], display: ":4242")
    }

    /// The URLs the receiver got, once there are `count` of them. The 60-second deadline only
    /// bounds a receiver that never runs; a loaded machine can take seconds to start one.
    func received(count: Int) async -> [String] {
      var lines: [String] = []
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        let text = (try? String(contentsOf: received, encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n").map(String.init)
        if lines.count >= count { break }
        try? await Task.sleep(for: .milliseconds(50))
      }
      return lines
    }

    func start(_ executable: String, _ arguments: [String], input: String? = nil) throws -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.environment = environment
      let pipe = input.map { _ in Pipe() }
      process.standardInput = pipe ?? FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try ChildProcess.start(process)
      if let pipe, let input {
        // A few bytes: the pipe's buffer takes them without blocking.
        pipe.fileHandleForWriting.write(Data(input.utf8))
        try pipe.fileHandleForWriting.close()
      }
      return process
    }

    /// `notes` with `input` on its standard input.
    func notes(input: String, _ arguments: String...) async throws -> (status: Int32, output: String, error: String) {
      try await run(notesBinary, arguments, input: input)
    }

    func run(
      _ executable: String, _ arguments: [String], in directory: URL? = nil, display: String? = nil,
      input: String? = nil
    ) async throws -> (status: Int32, output: String, error: String) {
      var environment = self.environment
      if let display { environment["DISPLAY"] = display }
      let result = try await ChildProcess.run(
        executable, arguments, environment: environment, directory: directory, input: input)
      return (result.status, result.output, result.error)
    }

    /// A self-signed certificate for 127.0.0.1 and its key (`openssl`), as PEM files in the
    /// sandbox: what a local HTTPS server serves, and what a client is told to trust.
    func selfSignedCertificate() async throws -> (certificate: String, key: String) {
      let certificate = root.appendingPathComponent("cert.pem").path
      let key = root.appendingPathComponent("key.pem").path
      let made = try await run(
        Self.executable("openssl") ?? "openssl",
        [
          "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
          "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
        ])
      guard made.status == 0 else { throw SandboxError.failed("openssl", made.error) }
      return (certificate, key)
    }

    func remove() {
      try? FileManager.default.removeItem(at: root)
    }
  }

  enum SandboxError: Error {
    case notBuilt(String)
    case failed(String, String)
  }
#endif
