import Foundation
import LinkTestSupport

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

  /// Runs `name` (found on `PATH`) with `arguments` to its end, off the pool (``ToolRun``).
  static func run(_ name: String, _ arguments: [String]) async throws -> ToolRun.Result {
    guard let executable = path(name) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
    return try await ToolRun.run(executable, arguments)
  }
}
