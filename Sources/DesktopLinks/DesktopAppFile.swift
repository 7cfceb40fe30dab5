#if os(Linux)
  /// A file an app installs beside its desktop entry, under `$XDG_DATA_HOME`: an icon
  /// (`icons/hicolor/scalable/apps/<id>.svg`), an AppStream metainfo file
  /// (`metainfo/<id>.metainfo.xml`), a search provider's description. ``LinkRegistration``
  /// writes each one and removes each one again.
  public struct DesktopAppFile: Hashable, Sendable {
    /// The path below `$XDG_DATA_HOME`: relative, without `..`.
    public let path: String
    /// The file's text.
    public var contents: String

    /// A file at `path` below `$XDG_DATA_HOME`.
    ///
    /// - Throws: ``DesktopLinksError/fileSystem(path:reason:)`` for a path that is absolute,
    ///   empty, or climbs out with `..`: a registration writes only below the data directory.
    public init(path: String, contents: String) throws(DesktopLinksError) {
      let components = path.split(separator: "/", omittingEmptySubsequences: false)
      guard !path.isEmpty, !path.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
      else {
        throw .fileSystem(path: path, reason: "not a plain relative path below $XDG_DATA_HOME")
      }
      self.path = path
      self.contents = contents
    }
  }
#endif
