#if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(macOS)
  import Foundation

  /// Runs a desktop tool (`gio`, `xdg-open`, `xdg-mime`, `gdbus` …) to its end: the one place
  /// the URL opener and DesktopLinks start a process. Standard input and error are discarded;
  /// standard output is read to the end before waiting, so a chatty tool cannot block on a full
  /// pipe. Blocks the calling thread: call it off the cooperative pool when it matters.
  package enum ToolProcess {
    /// The tool's exit status and standard output (empty unless `captureOutput`), or `nil` when
    /// it cannot start.
    package static func run(
      _ executable: String, _ arguments: [String], environment: [String: String], captureOutput: Bool
    ) -> (status: Int32, output: String)? {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.environment = environment
      process.standardInput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let pipe = captureOutput ? Pipe() : nil
      process.standardOutput = pipe ?? FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        return nil
      }
      let data = pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  }
#endif
