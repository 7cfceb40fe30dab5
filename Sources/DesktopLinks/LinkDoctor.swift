#if os(Linux)
  import Foundation

  /// Checks each link of the chain from a clicked `scheme://` URL to the app, and says how to fix
  /// the ones that are broken: what `notes doctor` prints.
  ///
  /// The chain: the scheme's default handler is the app's desktop entry; the entry exists, is
  /// not hidden, lists the scheme and runs this executable with `%u` (without it the desktop
  /// drops the URL); for a `DBusActivatable` app, its D-Bus service file names it and the
  /// session bus can start it; `gio` and `xdg-open` are there to open links; and the app is not
  /// sandboxed by Flatpak, where links go through a portal instead.
  ///
  /// Linux (and other freedesktop.org desktops) only.
  public struct LinkDoctor: Sendable {
    /// The app whose links are checked.
    package let app: DesktopApp
    /// Where.
    package var system: DesktopSystem

    /// A doctor for `app` on this system, as `environment` says where its folders and tools are
    /// (`HOME`, the XDG directories, `PATH`).
    public init(app: DesktopApp, environment: [String: String] = ProcessInfo.processInfo.environment) {
      self.init(app: app, system: .live(environment: environment))
    }

    /// A doctor for `app` on `system` (a throwaway `HOME`, tools of a test's own).
    package init(app: DesktopApp, system: DesktopSystem) {
      self.app = app
      self.system = system
    }

    /// Every finding, in the chain's order.
    public func examine() -> [DoctorFinding] {
      let registration = LinkRegistration(app: app, system: system)
      var findings: [DoctorFinding] = []
      let install = "register the app again (`install-handler`)"
      // Where the desktop finds the entry: the user's data directory, else the system's (a
      // package's install), in the order the Desktop Entry Specification gives.
      let directories = [system.dataHome] + XDGDirectories(environment: system.environment).dataDirectories
      let dataDirectory =
        directories.first { FileManager.default.fileExists(atPath: $0 + "/applications/" + app.desktopFileName) }
        ?? system.dataHome
      let entryPath = dataDirectory + "/applications/" + app.desktopFileName
      guard let text = try? String(contentsOfFile: entryPath, encoding: .utf8) else {
        findings.append(
          DoctorFinding(
            check: "desktop entry", status: .failure, detail: "\(registration.entryPath) does not exist", fix: install
          )
        )
        findings.append(contentsOf: tools() + sandbox())
        return findings
      }
      let keys = DesktopFiles.keys(ofEntry: text)
      findings.append(DoctorFinding(check: "desktop entry", status: .ok, detail: entryPath))
      findings.append(exec(keys["Exec"], activatedOverDBus: activatedOverDBus(keys), fix: install))
      if keys["Hidden"] == "true" {
        // GIO still opens links with a hidden entry that is the scheme's default (measured: `gio
        // open` delivers), so for a D-Bus-activated app this is a warning; other launchers, and
        // menus, treat the entry as deleted.
        findings.append(
          DoctorFinding(
            check: "entry not hidden", status: activatedOverDBus(keys) ? .warning : .failure,
            detail: "Hidden=true: menus and launchers other than gio treat it as deleted", fix: install
          )
        )
      }
      let listed = Set((keys["MimeType"] ?? "").split(separator: ";").map(String.init))
      for (scheme, mimeType) in zip(app.schemes, app.mimeTypes) {
        guard listed.contains(mimeType) else {
          findings.append(
            DoctorFinding(
              check: "\(scheme):// in the entry", status: .failure, detail: "MimeType does not list \(mimeType)",
              fix: install
            )
          )
          continue
        }
        findings.append(defaultHandler(scheme: scheme, mimeType: mimeType))
      }
      if app.dbusActivatable {
        findings.append(
          contentsOf: dbus(keys, servicePath: dataDirectory + "/dbus-1/services/" + app.serviceFileName))
      }
      findings.append(contentsOf: searchProviders())
      findings.append(contentsOf: tools() + sandbox())
      return findings
    }

    /// For each search provider the app has (``LinkSearchProvider/shellFiles(for:)``): whether
    /// GNOME Shell can find it. The Shell reads `gnome-shell/search-providers` in the system
    /// data directories (`$XDG_DATA_DIRS`) only; one below `$XDG_DATA_HOME` answers calls but
    /// is never asked.
    private func searchProviders() -> [DoctorFinding] {
      let directories = XDGDirectories(environment: system.environment).dataDirectories
      return app.files.filter { $0.path.hasPrefix("gnome-shell/search-providers/") }.map { file in
        if let found = directories.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + file.path) }) {
          return DoctorFinding(check: "Shell search provider", status: .ok, detail: found + "/" + file.path)
        }
        let home = system.dataHome + "/" + file.path
        let shell = "GNOME Shell reads search providers from $XDG_DATA_DIRS/gnome-shell/search-providers only"
        return DoctorFinding(
          check: "Shell search provider", status: .warning,
          detail: FileManager.default.fileExists(atPath: home)
            ? "only in \(home): \(shell)" : "not installed: \(shell)",
          fix: "install the app under a prefix in $XDG_DATA_DIRS (a package, or the app's install script)")
      }
    }

    /// Whether links reach the app over D-Bus (`DBusActivatable=true` in an entry of an app
    /// registered that way): `gio open` then calls the app's `Open` and never runs `Exec`.
    private func activatedOverDBus(_ keys: [String: String]) -> Bool {
      app.dbusActivatable && keys["DBusActivatable"] == "true"
    }

    /// The `Exec` key runs this executable and passes the URL. Without `%u`, a launcher that
    /// runs `Exec` drops the URL; for an app activated over D-Bus, `gio open` still delivers it
    /// (measured), so that is a warning.
    private func exec(_ exec: String?, activatedOverDBus: Bool, fix: String) -> DoctorFinding {
      guard let exec else {
        return DoctorFinding(check: "Exec with %u", status: .failure, detail: "the entry has no Exec key", fix: fix)
      }
      guard exec.contains("%u") || exec.contains("%U") else {
        return DoctorFinding(
          check: "Exec with %u", status: activatedOverDBus ? .warning : .failure,
          detail: activatedOverDBus
            ? "Exec=\(exec) has no %u: gio delivers links over D-Bus, launchers that run Exec drop them"
            : "Exec=\(exec) has no %u: the desktop drops every URL",
          fix: fix
        )
      }
      let program = DesktopFiles.execArgument(app.executable)
      guard exec.hasPrefix(program + " ") || exec == program else {
        return DoctorFinding(
          check: "Exec with %u", status: .failure, detail: "Exec=\(exec) runs another program than \(app.executable)",
          fix: fix
        )
      }
      guard FileManager.default.isExecutableFile(atPath: app.executable) else {
        return DoctorFinding(
          check: "Exec with %u", status: .failure, detail: "\(app.executable) is not an executable file",
          fix: "build or install the app there, then \(fix)"
        )
      }
      return DoctorFinding(check: "Exec with %u", status: .ok, detail: "Exec=\(exec)")
    }

    /// `xdg-mime query default x-scheme-handler/<scheme>` answers the app's entry.
    private func defaultHandler(scheme: String, mimeType: String) -> DoctorFinding {
      let check = "\(scheme):// opens this app"
      guard let result = system.run("xdg-mime", ["query", "default", mimeType]) else {
        return DoctorFinding(
          check: check, status: .failure, detail: "xdg-mime is not installed", fix: "install xdg-utils"
        )
      }
      let handler = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      guard handler == app.desktopFileName else {
        return DoctorFinding(
          check: check, status: .failure,
          detail: handler.isEmpty ? "no default handler for \(mimeType)" : "\(mimeType) opens \(handler)",
          fix: "xdg-mime default \(app.desktopFileName) \(mimeType)"
        )
      }
      return DoctorFinding(check: check, status: .ok, detail: "\(mimeType) → \(handler)")
    }

    /// The entry says `DBusActivatable=true`, the service file names the app, and the session
    /// bus of ``DesktopSystem/environment`` lists the name as activatable (asked with this
    /// package's own D-Bus client, `ListActivatableNames`, on Linux). A bus whose listing
    /// predates the service file is first asked to read its service files again (`ReloadConfig`),
    /// which is what the bus does itself when `gio open` asks for a name it does not know; a
    /// name it still does not list is one it cannot start (the file is not where it looks).
    private func dbus(_ keys: [String: String], servicePath: String) -> [DoctorFinding] {
      var findings: [DoctorFinding] = []
      let install = "register the app again (`install-handler`)"
      if keys["DBusActivatable"] != "true" {
        findings.append(
          DoctorFinding(
            check: "D-Bus activation", status: .failure, detail: "the entry lacks DBusActivatable=true", fix: install
          )
        )
      }
      let service = (try? String(contentsOfFile: servicePath, encoding: .utf8)) ?? ""
      guard service.contains("Name=\(app.applicationID)\n") else {
        findings.append(
          DoctorFinding(
            check: "D-Bus service file", status: .failure,
            detail: "\(servicePath) is missing or names another app", fix: install
          )
        )
        return findings
      }
      findings.append(DoctorFinding(check: "D-Bus service file", status: .ok, detail: servicePath))
      #if os(Linux)
        var names: [String]?
        do throws(DesktopLinksError) {
          names = try BusDaemon.activatableNames(in: system.environment)
          // A listing older than the service file is not yet a broken link: asked to start a name
          // it does not know, the bus reads its service directories again (so `gio open` works).
          // Have it read them now, as that request would, and judge by what it lists then.
          if let listed = names, !listed.contains(app.applicationID),
            try BusDaemon.reloadConfiguration(in: system.environment)
          {
            names = try BusDaemon.activatableNames(in: system.environment)
          }
        } catch {
          findings.append(
            DoctorFinding(
              check: "session bus", status: .warning, detail: "could not ask the session bus: \(error.description)",
              fix: "check DBUS_SESSION_BUS_ADDRESS, or run inside a desktop session"
            )
          )
          return findings
        }
        guard let names else {
          findings.append(
            DoctorFinding(
              check: "session bus", status: .warning, detail: "no session bus in this environment",
              fix: "run inside a desktop session, or start one with dbus-run-session"
            )
          )
          return findings
        }
        if names.contains(app.applicationID) {
          findings.append(
            DoctorFinding(check: "session bus", status: .ok, detail: "\(app.applicationID) is activatable"))
        } else {
          findings.append(
            DoctorFinding(
              check: "session bus", status: .failure,
              detail: "the bus does not list \(app.applicationID) as activatable",
              fix: "the bus reads service files from $XDG_DATA_HOME/dbus-1/services (of the session's environment, "
                + "else the passwd home's ~/.local/share): register the app in a session whose XDG_DATA_HOME the "
                + "bus shares, or log out and in again"
            )
          )
        }
      #else
        findings.append(
          DoctorFinding(
            check: "session bus", status: .warning, detail: "the session bus is asked on Linux only",
            fix: "run the doctor on the Linux desktop the app is registered on"
          )
        )
      #endif
      return findings
    }

    /// `gio` (preferred: works with or without a display) and `xdg-open`.
    private func tools() -> [DoctorFinding] {
      let gio = system.hasTool("gio")
      let xdgOpen = system.hasTool("xdg-open")
      switch (gio, xdgOpen) {
      case (true, true):
        return [DoctorFinding(check: "link openers", status: .ok, detail: "gio and xdg-open")]
      case (false, true):
        return [
          DoctorFinding(
            check: "link openers", status: .warning, detail: "xdg-open only (it needs DISPLAY or WAYLAND_DISPLAY)",
            fix: "install libglib2.0-bin for gio"
          )
        ]
      case (true, false):
        return [
          DoctorFinding(
            check: "link openers", status: .warning, detail: "gio only", fix: "install xdg-utils for xdg-open"
          )
        ]
      case (false, false):
        return [
          DoctorFinding(
            check: "link openers", status: .failure, detail: "neither gio nor xdg-open is installed",
            fix: "install xdg-utils and libglib2.0-bin"
          )
        ]
      }
    }

    /// Inside a Flatpak sandbox, links reach other apps through the OpenURI portal and the host's
    /// handlers, not this user's entries.
    private func sandbox() -> [DoctorFinding] {
      guard system.environment["FLATPAK_ID"] != nil || FileManager.default.fileExists(atPath: "/.flatpak-info") else {
        return [DoctorFinding(check: "sandbox", status: .ok, detail: "not inside Flatpak")]
      }
      return [
        DoctorFinding(
          check: "sandbox", status: .warning, detail: "inside Flatpak: this user's entries are not the host's",
          fix: "declare the scheme in the Flatpak manifest's desktop file; open links through the OpenURI portal"
        )
      ]
    }
  }
#endif
