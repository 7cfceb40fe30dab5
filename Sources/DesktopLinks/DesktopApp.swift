#if os(Linux)
  /// An app as the Linux desktop knows it: the application id it owns on the session bus, the
  /// URL schemes it handles, and the command that starts it.
  ///
  /// ```swift
  /// let notes = try DesktopApp(
  ///   applicationID: "dev.composablelinks.Notes", name: "Notes", schemes: ["notes"],
  ///   executable: "/usr/local/bin/notes", arguments: ["open"]
  /// )
  /// ```
  ///
  /// The desktop entry is named after the application id (`dev.composablelinks.Notes.desktop`),
  /// as `DBusActivatable` entries must be.
  public struct DesktopApp: Hashable, Sendable {
    /// The reverse-DNS application id (`dev.composablelinks.Notes`): the D-Bus name the running
    /// app owns, and the desktop entry's file name.
    public let applicationID: String
    /// The name shown by the desktop.
    public var name: String
    /// The URL schemes handled (`notes` for `notes://…`), lowercase.
    public let schemes: [String]
    /// The absolute path of the program links start.
    public var executable: String
    /// Arguments before the link (`["open"]` runs `notes open <url>`).
    public var arguments: [String]
    /// Whether the desktop calls the running app over D-Bus (`gio open` without a new process)
    /// instead of starting the command: only for an app that owns its application id as a
    /// `GApplication` (see `serviceArguments`).
    public var dbusActivatable: Bool
    /// Arguments the D-Bus service starts the program with when the app is not running
    /// (`--gapplication-service` for a `GApplication`).
    public var serviceArguments: [String]
    /// Whether menus and launchers list the app (`NoDisplay=true` when not): a window people
    /// open is shown, a command that only answers links is not. Default: not shown.
    public var showsInMenus = false
    /// One line about the app, for menus (the entry's `Comment`).
    public var comment: String?
    /// The icon's name (the entry's `Icon`), usually the application id, with its files in
    /// ``files``.
    public var iconName: String?
    /// The menu categories (the entry's `Categories`), such as `Office`.
    public var categories: [String] = []
    /// Words a launcher's search finds the app by, besides its name (the entry's `Keywords`).
    public var keywords: [String] = []
    /// Whether the app tells the desktop when its window is up (the entry's `StartupNotify`),
    /// so that a launcher shows it starting; a GTK app does.
    public var startupNotify = false
    /// Whether the app has one main window (the entry's `X-GNOME-SingleWindow`, which GNOME
    /// Shell reads as it reads the newer `SingleMainWindow`): launchers then offer no "New
    /// Window" action.
    public var singleMainWindow = false
    /// Files installed beside the entry: icons, AppStream metainfo.
    public var files: [DesktopAppFile] = []

    /// Creates an app, checking its id and schemes.
    ///
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)`` unless the id has two or more
    ///   dot-separated elements of ASCII letters, digits and `_`, none starting with a digit
    ///   (the D-Bus well-known name rules, without `-`, which object paths cannot carry);
    ///   ``DesktopLinksError/invalidScheme(_:)`` for a scheme RFC 3986 does not allow;
    ///   ``DesktopLinksError/relativeExecutable(_:)`` for a path that does not start with `/`.
    public init(
      applicationID: String, name: String, schemes: [String], executable: String, arguments: [String] = [],
      dbusActivatable: Bool = false, serviceArguments: [String] = ["--gapplication-service"]
    ) throws(DesktopLinksError) {
      guard Self.isValidApplicationID(applicationID) else { throw .invalidApplicationID(applicationID) }
      for scheme in schemes where !Self.isValidScheme(scheme) { throw .invalidScheme(scheme) }
      guard executable.hasPrefix("/") else { throw .relativeExecutable(executable) }
      self.applicationID = applicationID
      self.name = name
      self.schemes = schemes.map { $0.lowercased() }
      self.executable = executable
      self.arguments = arguments
      self.dbusActivatable = dbusActivatable
      self.serviceArguments = serviceArguments
    }

    /// `<applicationID>.desktop`.
    package var desktopFileName: String { applicationID + ".desktop" }

    /// `<applicationID>.service`.
    package var serviceFileName: String { applicationID + ".service" }

    /// `x-scheme-handler/<scheme>` for each scheme.
    package var mimeTypes: [String] { schemes.map { "x-scheme-handler/" + $0 } }

    /// Whether `id` is a D-Bus well-known name of two or more elements (ASCII letters, digits
    /// and `_`, `-` too when `allowingHyphens`, none empty or starting with a digit), at most 255
    /// bytes: the rule GIO's `g_application_id_is_valid` applies.
    static func isValidApplicationID(_ id: String, allowingHyphens: Bool = false) -> Bool {
      let elements = id.split(separator: ".", omittingEmptySubsequences: false)
      guard elements.count >= 2, id.utf8.count <= 255 else { return false }
      return elements.allSatisfy { element in
        guard let first = element.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return element.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || (allowingHyphens && $0 == "-"))
        }
      }
    }

    static func isValidScheme(_ scheme: String) -> Bool {
      guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
      return scheme.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
      }
    }
  }
#endif
