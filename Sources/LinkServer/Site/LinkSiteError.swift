/// Why a ``LinkSite`` cannot be made: an identifier no platform would ever verify. Checked when
/// the site is made, so that a wrong id fails at the start and not in a person's hands (the
/// most reported failure of association files).
public enum LinkSiteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not `TEAMID.bundle`: 10 upper-case letters or digits, a dot, a bundle id.
  case appleAppID(String)
  /// Not an Android package name (`com.example.app`: two or more segments of letters, digits
  /// and `_`, each starting with a letter).
  case androidPackage(String)
  /// Not a SHA-256 fingerprint: 32 upper-case hex bytes separated by colons (a SHA-1's 20 bytes,
  /// or a shortened one, never verifies).
  case fingerprint(String, package: String)
  /// A documentation sample or a placeholder (`AA:BB:…`, `00:00:…`), not the app's certificate.
  case placeholderFingerprint(String, package: String)
  /// A package named for sign-in that the site does not vouch for.
  case signInPackage(String)
  /// Not an AppStream id (`dev.example.Notes`: reverse DNS, three segments or more).
  case appStreamID(String)

  /// One line saying why.
  public var description: String {
    switch self {
    case let .appleAppID(id):
      "\"\(id)\" is not an Apple app id: TEAMID.bundle.id, the team id being 10 upper-case letters or digits."
    case let .androidPackage(name): "\"\(name)\" is not an Android package name (com.example.app)."
    case let .fingerprint(value, package):
      "The fingerprint of \(package), \"\(value)\", is not a SHA-256 one: 32 upper-case hex bytes, colon-separated."
    case let .placeholderFingerprint(value, package):
      "The fingerprint of \(package), \"\(value)\", is a documentation sample or a placeholder, not a certificate's."
    case let .signInPackage(name): "\(name) shares the site's sign-in, but the site names no such Android app."
    case let .appStreamID(id): "\"\(id)\" is not an AppStream id (dev.example.App)."
    }
  }
}
