#if os(Linux)
  extension DesktopApp {
    /// Every file the app puts below a data directory (`$XDG_DATA_HOME` for one user,
    /// `PREFIX/share` for a distribution's package): its desktop entry
    /// (`applications/<id>.desktop`), its D-Bus service file when it is `DBusActivatable`
    /// (`dbus-1/services/<id>.service`), then ``files``. ``LinkRegistration`` and
    /// ``PrefixInstallation`` both write these texts: one source for each file.
    ///
    /// - Throws: ``DesktopLinksError/fileSystem(path:reason:)`` if the application id makes a
    ///   path that is not plain (a valid id never does).
    package func dataFiles() throws(DesktopLinksError) -> [DesktopAppFile] {
      var files = [try DesktopAppFile(path: "applications/" + desktopFileName, contents: DesktopFiles.entry(for: self))]
      if dbusActivatable {
        files.append(
          try DesktopAppFile(path: "dbus-1/services/" + serviceFileName, contents: DesktopFiles.service(for: self)))
      }
      return files + self.files
    }
  }
#endif
