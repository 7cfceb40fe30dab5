import LinkRouting

/// Why stored parked links could not be read. The app starts without them, and says so in
/// its log.
public enum ParkedLinkFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Larger than any file the library writes.
  case tooLarge(bytes: Int)
  /// Not JSON, or not the shape the library writes.
  case unreadable
  /// Written by another version of the format.
  case unsupportedVersion(Int)
  /// The file's path is a symbolic link: it is neither followed nor replaced.
  case symbolicLink

  /// Says what is wrong with the file.
  public var description: String {
    switch self {
    case let .tooLarge(bytes): "the parked-link file is \(bytes) bytes, larger than any this library writes"
    case .unreadable: "the parked-link file is not JSON of the shape this library writes"
    case let .unsupportedVersion(version): "the parked-link file is format version \(version), not 1"
    case .symbolicLink: "the parked-link file is a symbolic link, which is neither followed nor replaced"
    }
  }
}
