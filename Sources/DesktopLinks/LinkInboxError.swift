#if os(Linux)
  import AppLinks

  /// Why the desktop's argument was refused by a ``LinkInbox``; the app logs it and keeps running.
  public enum LinkInboxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument is not a URL (a launch with a file name, or text).
    case notAURL(String)
    /// The URL is longer than the app's `URLLimits.maxURLLength`, in UTF-8 bytes.
    case tooLong(length: Int, limit: Int)
    /// The URL's scheme is not one the app handles.
    case otherScheme(scheme: String, expected: [String])

    /// One line for the log: a refused argument is shown with the values of secret
    /// parameters masked (`LinkConfiguration.defaultSecretParameters`), cut at 80 characters.
    public var description: String {
      switch self {
      case let .notAURL(argument):
        let redacted = Self.redaction.redacted(argument)
        let shown = redacted.count > 80 ? String(redacted.prefix(80)) + "…" : redacted
        return "Refused \"\(shown)\": not a URL."
      case let .tooLong(length, limit): return "Refused a URL of \(length) bytes: the limit is \(limit)."
      case let .otherScheme(scheme, expected) where scheme.lowercased() == "file":
        return "Refused a file name (GIO reads an argument that is not a URL as one): this app handles "
          + expected.map { $0 + ":" }.joined(separator: ", ") + " links."
      case let .otherScheme(scheme, expected):
        return "Refused a \(scheme): URL: this app handles \(expected.map { $0 + ":" }.joined(separator: ", "))."
      }
    }

    private static let redaction = LinkConfiguration(schemes: [])
  }
#endif
