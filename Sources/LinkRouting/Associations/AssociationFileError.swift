/// Why an association file could not be read.
public enum AssociationFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Larger than the 128 KB Apple reads.
  case tooLarge(bytes: Int)
  /// Not the JSON the file must be.
  case malformed(String)
  /// Fetched, but not as the platforms fetch it: a redirect, a content type other than JSON,
  /// a status other than 200, not HTTPS.
  case notServedCorrectly(String)

  /// The largest file read: Apple's limit for `apple-app-site-association`.
  public static let maximumSize = 128 * 1024

  /// A one-line message.
  public var description: String {
    switch self {
    case let .tooLarge(bytes): "The file is \(bytes) bytes; association files are read up to 128 KB."
    case let .malformed(reason): "The file is not a valid association file: \(reason)"
    case let .notServedCorrectly(reason): "The file is not served as the platforms fetch it: \(reason)"
    }
  }
}
