#if os(Linux)
  import Foundation

  /// Registers an app as the desktop's handler of its URL schemes (freedesktop.org), for the
  /// current user: what `notes install-handler` does, for any app.
  ///
  /// ``install()`` writes the desktop entry (`Exec=… %u`, `MimeType=x-scheme-handler/<scheme>;`)
  /// under `$XDG_DATA_HOME/applications`, for a `DBusActivatable` app its D-Bus service file
  /// under `$XDG_DATA_HOME/dbus-1/services`, and the app's other ``DesktopApp/files`` (icons,
  /// AppStream metainfo); makes the entry the default for each scheme with
  /// `xdg-mime default`; refreshes the MIME cache with `update-desktop-database` when it is
  /// installed; and has the session bus read its service files again (`ReloadConfig`), so a
  /// `DBusActivatable` app is listed at once, not only at the next login. ``uninstall()`` undoes
  /// all of it. ``LinkDoctor`` checks the result.
  ///
  /// Linux (and other freedesktop.org desktops) only.
  public struct LinkRegistration: Sendable {
    /// The app registered.
    package let app: DesktopApp
    /// Where it is registered.
    package var system: DesktopSystem

    /// A registration of `app` on this system, as `environment` says where its folders and tools are
    /// (`HOME`, the XDG directories, `PATH`).
    public init(app: DesktopApp, environment: [String: String] = ProcessInfo.processInfo.environment) {
      self.init(app: app, system: .live(environment: environment))
    }

    /// A registration of `app` on `system` (a throwaway `HOME`, tools of a test's own).
    package init(app: DesktopApp, system: DesktopSystem) {
      self.app = app
      self.system = system
    }

    /// `$XDG_DATA_HOME/applications/<applicationID>.desktop`.
    public var entryPath: String { system.dataHome + "/applications/" + app.desktopFileName }

    /// `$XDG_DATA_HOME/dbus-1/services/<applicationID>.service`.
    package var servicePath: String { system.dataHome + "/dbus-1/services/" + app.serviceFileName }

    /// The desktop entry's text.
    public var entry: String { DesktopFiles.entry(for: app) }

    /// The D-Bus service file's text.
    public var service: String { DesktopFiles.service(for: app) }

    /// Where one of the app's ``DesktopApp/files`` is installed: below `$XDG_DATA_HOME`.
    package func path(of file: DesktopAppFile) -> String { system.dataHome + "/" + file.path }

    /// Writes the files and makes the entry the default handler of each scheme.
    ///
    /// - Returns: What was done, one line per step, for a command to print.
    /// - Throws: ``DesktopLinksError``: a file could not be written, `xdg-mime` is missing or
    ///   failed. Files already written stay (``uninstall()`` removes them).
    @discardableResult
    public func install() throws(DesktopLinksError) -> [String] {
      var steps: [String] = []
      // The entry, the service file (when DBusActivatable) and the app's files: the texts a
      // prefix install writes too (`DesktopApp.dataFiles()`).
      for file in try app.dataFiles() {
        try write(file.contents, to: path(of: file))
        steps.append("wrote \(path(of: file))")
      }
      if !app.dbusActivatable, FileManager.default.fileExists(atPath: servicePath) {
        try remove(servicePath)
        steps.append("removed \(servicePath)")
      }
      for mimeType in app.mimeTypes {
        guard let result = system.run("xdg-mime", ["default", app.desktopFileName, mimeType]) else {
          throw .toolMissing("xdg-mime")
        }
        guard result.status == 0 else { throw .toolFailed("xdg-mime", status: result.status) }
        steps.append("xdg-mime default \(app.desktopFileName) \(mimeType)")
      }
      steps.append(contentsOf: refreshDatabase())
      if app.dbusActivatable { steps.append(reloadBus()) }
      return steps
    }

    /// Removes the files and the default associations of the app's entry.
    ///
    /// - Returns: Whether anything was registered.
    @discardableResult
    public func uninstall() throws(DesktopLinksError) -> Bool {
      var existed = false
      for path in [entryPath, servicePath] + app.files.map(path(of:)) where FileManager.default.fileExists(atPath: path)
      {
        try remove(path)
        existed = true
      }
      let list = system.configHome + "/mimeapps.list"
      if let text = try? String(contentsOfFile: list, encoding: .utf8) {
        let ours = Set(app.mimeTypes)
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
          guard let equals = line.firstIndex(of: "=") else { return true }
          return !(ours.contains(String(line[..<equals])) && line.contains(app.desktopFileName))
        }
        try write(kept.joined(separator: "\n"), to: list)
      }
      _ = refreshDatabase()
      if existed { _ = reloadBus() }
      return existed
    }

    /// Has the session bus read its service files again; one line for what happened (a bus
    /// that cannot be told still reads the file when it starts, or when asked for the app).
    private func reloadBus() -> String {
      #if os(Linux)
        do throws(DesktopLinksError) {
          return try BusDaemon.reloadConfiguration(in: system.environment)
            ? "the session bus read its service files again"
            : "no session bus here: it reads the service file when it starts"
        } catch {
          return "the session bus was not told (\(error.description)): it reads the service file when it starts"
        }
      #else
        return "the session bus reads the service file when it starts"
      #endif
    }

    /// Runs `update-desktop-database` on the entry's directory, if it is installed (some
    /// desktops read the MIME cache it writes, not the entries).
    private func refreshDatabase() -> [String] {
      let directory = system.dataHome + "/applications"
      guard let result = system.run("update-desktop-database", [directory]), result.status == 0 else { return [] }
      return ["update-desktop-database \(directory)"]
    }

    private func write(_ text: String, to path: String) throws(DesktopLinksError) {
      do {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw .fileSystem(path: path, reason: "\(error)")
      }
    }

    private func remove(_ path: String) throws(DesktopLinksError) {
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw .fileSystem(path: path, reason: "\(error)")
      }
    }
  }
#endif
