#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation

  /// A `dbus-daemon` of a test's own, ended when the value goes: its address is handed to the
  /// forwarder and listener through their `environment`, so nothing else sees it.
  final class PrivateBus: Sendable {
    let address: String
    private let daemon: Process

    /// Whether `dbus-daemon` is installed (`scripts/install-prerequisites` installs it).
    static var isAvailable: Bool { ExecutableLookup.find("dbus-daemon") != nil }

    /// Starts the daemon; returns once it listens (it prints its address only then). With
    /// `dataHome`, the daemon reads the D-Bus service files under `dataHome/dbus-1/services`
    /// as a session's bus reads `$XDG_DATA_HOME`'s.
    init(dataHome: String? = nil) throws {
      let daemon = Process()
      daemon.executableURL = URL(fileURLWithPath: ExecutableLookup.find("dbus-daemon") ?? "/usr/bin/dbus-daemon")
      daemon.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1"]
      if let dataHome {
        daemon.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome]) { $1 }
      }
      let output = Pipe()
      daemon.standardOutput = output
      daemon.standardError = FileHandle.nullDevice  // "Failed to set fd limit" when not root
      try daemon.run()
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        guard let chunk = try output.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty else { break }
        line.append(chunk)
      }
      address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      self.daemon = daemon
    }

    /// Killed outright: a bus has nothing to save. Polled rather than `waitUntilExit()`, which
    /// can spin a run loop without end in a test process.
    deinit {
      kill(daemon.processIdentifier, SIGKILL)
      while daemon.isRunning { usleep(1_000) }
    }

    /// The environment of a process on this bus.
    var environment: [String: String] {
      ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]
    }

    /// Runs `gdbus` on this bus: GLib's own client, to check this package's against it.
    func gdbus(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: ExecutableLookup.find("gdbus") ?? "/usr/bin/gdbus")
      process.arguments = arguments
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = try output.fileHandleForReading.readToEnd() ?? Data()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }
#endif
