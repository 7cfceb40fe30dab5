import Foundation

/// Programs of the system the tests run (zbarimg, rsvg-convert), found on `PATH`. Under CI
/// (`CI=true`) a missing one fails the test that needs it instead of skipping it.
enum ExternalTools {
  static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func available(_ names: String...) -> Bool {
    ProcessInfo.processInfo.environment["CI"] == "true" || names.allSatisfy { path($0) != nil }
  }

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `name` with `arguments` on a thread of its own (not Swift's cooperative pool) and
  /// returns what it printed.
  static func run(_ name: String, _ arguments: [String]) async throws -> Result {
    guard let executable = path(name) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
          try process.run()
          let out = output.fileHandleForReading.readDataToEndOfFile()
          let err = error.fileHandleForReading.readDataToEndOfFile()
          process.waitUntilExit()
          continuation.resume(
            returning: Result(
              status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
              error: String(decoding: err, as: UTF8.self)))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }
}
