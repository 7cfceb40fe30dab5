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
    init(_ name: String, _ arguments: [String]) throws {
      let script = Self.path(name)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardInput = input
      try process.run()
      var line = Data()
      while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
        line.append(byte)
      }
      guard let port = Int(String(decoding: line, as: UTF8.self)) else { throw SandboxError.failed(script, "no port") }
      self.port = port
    }

    func stop() {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
  }
#endif
