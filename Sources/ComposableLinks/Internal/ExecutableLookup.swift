import Foundation

/// Finds programs the way a shell does: the first executable file of that name in the
/// directories of `PATH`. The one lookup the URL opener, the notes app's handler registration
/// and the end-to-end tests share.
package enum ExecutableLookup {
  /// Used when the environment has no `PATH`.
  package static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

  /// The first executable called `name` on `environment["PATH"]`, or `nil`.
  package static func find(
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
