#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import LinkTestSupport
  import Testing

  /// A session bus of a test's own (`dbus-daemon`, or `dbus-broker` through
  /// `scripts/session-broker`), ended when the value goes: its address is handed to the
  /// forwarder and listener through their `environment`, so nothing else sees it.
  final class PrivateBus: Sendable {
    let address: String
    private let daemon: Process

    /// Whether `dbus-daemon` is installed (`scripts/install-prerequisites` installs it).
    static var isAvailable: Bool { ExecutableLookup.find("dbus-daemon") != nil }

    /// A message bus implementation.
    enum Daemon: String, CaseIterable, Sendable, CustomTestStringConvertible {
      /// The reference implementation (Debian's, Ubuntu's).
      case dbusDaemon = "dbus-daemon"
      /// Fedora's and Arch's session bus.
      case dbusBroker = "dbus-broker"

      /// The ones this machine can run: dbus-broker needs `dbus-broker-launch`, and a journal
      /// or root to stand one in (`scripts/session-broker`).
      static var available: [Daemon] {
        let broker =
          ExecutableLookup.find("dbus-broker-launch") != nil
          && (FileManager.default.fileExists(atPath: "/run/systemd/journal/socket") || getuid() == 0)
        return broker ? [.dbusDaemon, .dbusBroker] : [.dbusDaemon]
      }

      var testDescription: String { rawValue }
    }

    /// `scripts/session-broker`, which runs dbus-broker as a private session bus.
    static let sessionBroker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../scripts/session-broker").standardizedFileURL.path

    /// Starts the daemon; returns once it listens (it prints its address only then). With
    /// `dataHome`, the daemon reads the D-Bus service files under `dataHome/dbus-1/services`
    /// as a session's bus reads `$XDG_DATA_HOME`'s.
    ///
    /// Started, and its address read, on a thread of its own: off Swift's cooperative pool
    /// (whose threads block the signals a child then inherits, and which other tests' effects
    /// need), the one place besides ``gdbus(_:)`` where these tests wait for a process.
    init(_ kind: Daemon = .dbusDaemon, dataHome: String? = nil) async throws {
      let daemon = Process()
      var environment = ProcessInfo.processInfo.environment
      if let dataHome { environment["XDG_DATA_HOME"] = dataHome }
      daemon.environment = environment
      daemon.standardError = FileHandle.nullDevice  // "Failed to set fd limit" when not root
      let started = UncheckedBox(daemon)
      switch kind {
      case .dbusDaemon:
        daemon.executableURL = URL(fileURLWithPath: ExecutableLookup.find("dbus-daemon") ?? "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        daemon.standardOutput = output
        address = try await ToolRun.offPool {
          try started.value.run()
          var line = Data()
          while !line.contains(UInt8(ascii: "\n")) {
            guard let chunk = try output.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty else { break }
            line.append(chunk)
          }
          return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
      case .dbusBroker:
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("broker-\(UUID().uuidString)").path
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        daemon.arguments = ["python3", Self.sessionBroker, socket]
        daemon.standardOutput = FileHandle.nullDevice
        try await ToolRun.offPool { try started.value.run() }
        // The script binds the socket before it starts the broker; a connection waits in the
        // socket's queue until the broker takes it.
        let deadline = ContinuousClock.now + .seconds(60)
        while !FileManager.default.fileExists(atPath: socket), daemon.isRunning, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(10))
        }
        address = "unix:path=\(socket)"
      }
      self.daemon = daemon
    }

    /// Killed outright: a bus has nothing to save (the broker's script is asked to stop, so
    /// that it stops the broker and removes what it made). Reaped with `waitpid`, which returns
    /// at once for a killed child (ECHILD when Foundation reaped it first).
    deinit {
      let pid = daemon.processIdentifier
      kill(pid, daemon.arguments?.contains(Self.sessionBroker) == true ? SIGTERM : SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// The environment of a process on this bus.
    var environment: [String: String] {
      ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
    }

    /// Runs `gdbus` on this bus: GLib's own client, to check this package's against it. Run to
    /// its end off the pool (``ToolRun``), its errors with its output.
    func gdbus(_ arguments: [String]) async throws -> (status: Int32, output: String) {
      let result = try await ToolRun.run(
        ExecutableLookup.find("gdbus") ?? "/usr/bin/gdbus", arguments, environment: environment, mergingErrors: true)
      return (result.status, result.output)
    }
  }

  /// A value handed to the thread that uses it, and used by that thread alone.
  struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
