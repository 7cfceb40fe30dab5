#if os(Linux)
  import Foundation

  /// An app's desktop files installed under a prefix, as a distribution's package installs
  /// them: `PREFIX/share/applications/<id>.desktop`, `PREFIX/share/dbus-1/services/<id>.service`,
  /// its icons, metainfo and search provider, each the text the per-user ``LinkRegistration``
  /// writes (`DesktopApp.dataFiles()`). The app's ``DesktopApp/executable`` is the installed
  /// binary (`PREFIX/bin/…`).
  ///
  /// The files are written below `destination` (a package's staging directory, `DESTDIR`)
  /// when one is given, and name the final paths all the same. Nothing else is touched: no
  /// home, no session bus, no MIME default (a package's triggers run
  /// `update-desktop-database`; the desktop reads `MimeType=` from the installed entry).
  public struct PrefixInstallation: Sendable {
    /// The app installed.
    package let app: DesktopApp
    /// The prefix the files will live under: `/usr`, `/usr/local`, `/app` (Flatpak).
    package let prefix: String
    /// Where the files are written, before the prefix: empty for the prefix itself.
    package let destination: String

    /// An installation of `app` under `prefix`, written below `destination`.
    ///
    /// - Throws: ``DesktopLinksError/fileSystem(path:reason:)`` when `prefix` is not an
    ///   absolute path, or `destination` is neither empty nor absolute.
    public init(app: DesktopApp, prefix: String, destination: String = "") throws(DesktopLinksError) {
      guard prefix.hasPrefix("/") else { throw .fileSystem(path: prefix, reason: "the prefix is not an absolute path") }
      guard destination.isEmpty || destination.hasPrefix("/") else {
        throw .fileSystem(path: destination, reason: "the destination is not an absolute path")
      }
      self.app = app
      self.prefix = prefix.count > 1 && prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
      self.destination = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
    }

    /// `PREFIX/share`: the system data directory the desktop reads (`$XDG_DATA_DIRS`).
    package var dataDirectory: String { (prefix == "/" ? "" : prefix) + "/share" }

    /// Where `file` is written: below ``destination``, in the prefix's `share` folder.
    package func path(of file: DesktopAppFile) -> String { destination + dataDirectory + "/" + file.path }

    /// Writes every file.
    ///
    /// - Returns: What was done, one line per file, for a command to print.
    /// - Throws: ``DesktopLinksError/fileSystem(path:reason:)`` for a file that could not be
    ///   written. Files already written stay.
    @discardableResult
    public func install() throws(DesktopLinksError) -> [String] {
      var steps: [String] = []
      for file in try app.dataFiles() {
        let path = path(of: file)
        do {
          try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
          try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          throw .fileSystem(path: path, reason: "\(error)")
        }
        // Read by every user of the machine, written by its owner (a package's files are 0644).
        chmod(path, 0o644)
        steps.append("wrote \(path)")
      }
      return steps
    }
  }
#endif
