import Foundation

/// Whether the window starts for the first time with a database: the moment to offer a link
/// copied before the app was installed. Marked by a file beside the database, made once
/// (`O_EXCL`), never through a symbolic link.
enum FirstLaunch {
  /// True once per database: the first call makes the mark, every later one finds it.
  static func isFirst(besideDatabase databasePath: String) -> Bool {
    let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent()
    try? FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let mark = folder.appendingPathComponent("launched").path
    let descriptor = open(mark, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }
}
