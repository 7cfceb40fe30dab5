#if os(Linux)
  import Foundation
  import Testing

  /// `notes doctor`'s verdict against what really happens: for each setup, on a fresh home whose
  /// session bus started before anything was registered (a new user's first run), the doctor
  /// says whether a link would arrive (exit 0) or not (exit 1), and then `gio open` is asked to
  /// deliver one. The two must agree: never ✘ when the link arrives, never ✔ when it does not.
  ///
  /// Whether it arrived needs no waiting: `gio open` returns once the app's `Open` has answered
  /// (D-Bus activation), so the app owns its name by then, or it failed; a link that went to
  /// another app is seen in that app's file.
  @Suite(.serialized, .needsDesktop)
  struct NotesDoctorTests {
    /// What is done to the fresh home before asking, and what must happen.
    struct Setup: CustomTestStringConvertible, Sendable {
      let name: String
      let arrives: Bool
      let prepare: @Sendable (DesktopSession) async throws -> Void
      var testDescription: String { name }
    }

    static let entry = "applications/dev.composablelinks.Notes.desktop"
    static let service = "dbus-1/services/dev.composablelinks.Notes.service"

    static let setups: [Setup] = [
      Setup(name: "fresh home, installed", arrives: true) { desktop in
        try await install(desktop)
      },
      Setup(name: "installed where the bus could not be told", arrives: true) { desktop in
        var elsewhere = desktop.sandbox
        elsewhere.environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        elsewhere.environment["XDG_RUNTIME_DIR"] = desktop.sandbox.root.appendingPathComponent("elsewhere").path
        let result = try await elsewhere.notes("install-handler")
        guard result.status == 0 else { throw SandboxError.failed("install-handler", result.error) }
      },
      Setup(name: "service file missing", arrives: false) { desktop in
        try await install(desktop)
        try FileManager.default.removeItem(at: desktop.sandbox.data.appendingPathComponent(service))
      },
      Setup(name: "Exec without %u", arrives: true) { desktop in
        try await install(desktop)
        try edit(desktop, entry) { $0.replacingOccurrences(of: " %u\n", with: "\n") }
      },
      Setup(name: "another app registered for notes://", arrives: false) { desktop in
        try await install(desktop)
        try await desktop.sandbox.registerReceiver(scheme: "notes")
      },
      Setup(name: "hidden entry", arrives: true) { desktop in
        try await install(desktop)
        try edit(desktop, entry) { $0 + "Hidden=true\n" }
      },
      Setup(name: "not registered", arrives: false) { _ in },
    ]

    @Test(arguments: setups)
    func theDoctorsVerdictIsWhatHappens(_ setup: Setup) async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.start()
      try await setup.prepare(desktop)

      let doctor = try await desktop.sandbox.notes("doctor")
      let opened = try await desktop.run("gio", ["open", "notes://notes/1"])
      let owned = try await desktop.nameHasOwner("dev.composablelinks.Notes")
      let arrived = opened.status == 0 && owned
      desktop.keep("doctor-\(setup.name.filter { $0.isLetter || $0.isNumber }).txt", doctor.output)

      #expect(arrived == setup.arrives, "gio open: \(opened.status) \(opened.error)")
      #expect((doctor.status == 0) == arrived, "the doctor said:\n\(doctor.output)")
      #expect(doctor.output.contains("✘") == !arrived, "\(doctor.output)")
      if setup.name == "another app registered for notes://" {
        #expect(await desktop.sandbox.received(count: 1) == ["notes://notes/1"])
      }
    }

    static func install(_ desktop: DesktopSession) async throws {
      let result = try await desktop.sandbox.notes("install-handler")
      guard result.status == 0 else { throw SandboxError.failed("install-handler", result.error) }
    }

    static func edit(_ desktop: DesktopSession, _ path: String, _ change: (String) -> String) throws {
      let url = desktop.sandbox.data.appendingPathComponent(path)
      try change(String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }
  }
#endif
