#if os(Linux)
  extension LinkSearchProvider {
    /// The bus name the search provider is reached by: the app's, then `.SearchProvider`.
    ///
    /// A name of its own, owned only once the provider's object is on the bus: the Shell's first
    /// search starts the app by D-Bus activation and the bus holds the call until the name is
    /// owned. Under the app's own name the call could arrive between the app taking its name and
    /// registering the object, and fail.
    package static func busName(applicationID: String) -> String {
      applicationID + ".SearchProvider"
    }

    /// The object path at which an app serves its search provider: the app's D-Bus path, then
    /// `SearchProvider` (`org.example.Notes` → `/org/example/Notes/SearchProvider`).
    package static func objectPath(applicationID: String) -> String {
      "/" + applicationID.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
        + "/SearchProvider"
    }

    /// The files that make `app` a GNOME Shell search provider, for ``DesktopApp/files``:
    /// `gnome-shell/search-providers/<id>.search-provider.ini` (the app's desktop entry, the
    /// provider's bus name, the app's id then `.SearchProvider`, and object path, the app's D-Bus
    /// path then `/SearchProvider`) and the D-Bus
    /// service file that starts the app for that name, as its own service file does.
    ///
    /// GNOME Shell reads provider files from the system's data directories (`$XDG_DATA_DIRS`),
    /// not from `$XDG_DATA_HOME`: written there by a registration, the file takes effect where
    /// the session's `$XDG_DATA_DIRS` includes the user's data directory, or once copied to
    /// `/usr/share/gnome-shell/search-providers/` (as a distribution's package does).
    public static func shellFiles(for app: DesktopApp) throws(DesktopLinksError) -> [DesktopAppFile] {
      let id = app.applicationID
      return [
        try DesktopAppFile(
          path: "gnome-shell/search-providers/\(id).search-provider.ini",
          contents: """
            [Shell Search Provider]
            DesktopId=\(id).desktop
            BusName=\(busName(applicationID: id))
            ObjectPath=\(objectPath(applicationID: id))
            Version=2

            """),
        try DesktopAppFile(
          path: "dbus-1/services/\(busName(applicationID: id)).service",
          contents: DesktopFiles.service(for: app, name: busName(applicationID: id))),
      ]
    }
  }
#endif
