import Foundation
import LinkRouting

/// Finds programs the way a shell does: the first executable file of that name in the
/// directories of `PATH`. The one lookup the URL opener, DesktopLinks and the end-to-end tests
/// share (testing SPI for the last: `@_spi(Testing) import AppLinks`).
@_spi(Testing) public enum ExecutableLookup {
  /// Used when the environment has no `PATH`.
  public static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

  /// The first executable called `name` on `environment["PATH"]`, or `nil`.
  public static func find(
    _ name: String, in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let path = environment["PATH"] ?? defaultPath
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
