#if os(Linux)
  /// Why an app could not be described, registered or reached on the desktop.
  public enum DesktopLinksError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The application id is not a reverse-DNS D-Bus name.
    case invalidApplicationID(String)
    /// The scheme is not one RFC 3986 allows.
    case invalidScheme(String)
    /// The executable path is not absolute: the desktop starts it from anywhere.
    case relativeExecutable(String)
    /// A file could not be written or removed.
    case fileSystem(path: String, reason: String)
    /// A tool the registration needs is not on `PATH`.
    case toolMissing(String)
    /// A tool exited with a failure status.
    case toolFailed(String, status: Int32)
    /// The session bus could not be reached, or the running app did not take the link.
    case sessionBus(String)

    /// A one-line message.
    public var description: String {
      switch self {
      case let .invalidApplicationID(id):
        "\"\(id)\" is not an application id: use reverse-DNS, like org.example.Notes (letters, digits, _)."
      case let .invalidScheme(scheme): "\"\(scheme)\" is not a URL scheme (a letter, then letters, digits, + - .)."
      case let .relativeExecutable(path): "The executable \"\(path)\" must be an absolute path."
      case let .fileSystem(path, reason): "Could not write \(path): \(reason)"
      case let .toolMissing(tool): "\(tool) was not found on PATH: install xdg-utils (scripts/install-prerequisites)."
      case let .toolFailed(tool, status): "\(tool) failed with status \(status)."
      case let .sessionBus(message): "Session bus: \(message)"
      }
    }
  }
#endif
