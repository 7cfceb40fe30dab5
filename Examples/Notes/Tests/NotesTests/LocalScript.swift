#if os(Linux)
  import Foundation

  /// A script that prints the port it listens on, stopped by closing its input.
  final class LocalScript {
    let process = Process()
    let input = Pipe()
    let port: Int

    /// The path of `scripts/NAME` in this repository.
    static func path(_ name: String) -> String {
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/\(name)").path
    }

    /// Starts `scripts/NAME` with `arguments`; returns once it has printed its port.
    init(_ name: String, _ arguments: [String]) async throws {
      let script = Self.path(name)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardInput = input
      try ChildProcess.start(process)
      let line = try await ChildProcess.firstLine(of: output.fileHandleForReading)
      guard let port = Int(line) else { throw SandboxError.failed(script, "no port") }
      self.port = port
    }

    /// Closes its input, which ends it, and waits for it to go.
    func stop() {
      try? input.fileHandleForWriting.close()
      ChildProcess.stop(process.processIdentifier, terminating: false)
    }
  }
#endif
