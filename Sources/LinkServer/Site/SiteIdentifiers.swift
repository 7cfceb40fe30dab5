/// The shapes of the identifiers a ``LinkSite`` names, as Apple and Google define them.
enum SiteIdentifiers {
  /// `TEAMID.bundle.id`: a team id of 10 upper-case letters or digits, a dot, and a bundle id
  /// (letters, digits, `-` and `.`).
  static func isAppleAppID(_ id: String) -> Bool {
    let bytes = Array(id.utf8)
    guard bytes.count > 11, bytes.count <= 255, bytes[10] == UInt8(ascii: ".") else { return false }
    let team = bytes[..<10].allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || isDigit($0) }
    let bundle = bytes[11...]
    return team && bundle.first != UInt8(ascii: ".") && bundle.last != UInt8(ascii: ".")
      && bundle.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
  }

  /// `com.example.app`: two or more segments of letters, digits and `_`, each starting with a
  /// letter.
  static func isAndroidPackage(_ name: String) -> Bool {
    let segments = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return segments.count >= 2 && name.utf8.count <= 255
      && segments.allSatisfy { segment in
        guard let first = segment.first, isLetter(first) else { return false }
        return segment.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
      }
  }

  /// `dev.example.Notes`: three or more segments of letters, digits, `_` and `-`, each starting
  /// with a letter or `_` (AppStream's component id for a desktop app).
  static func isAppStreamID(_ id: String) -> Bool {
    let segments = id.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return segments.count >= 3 && id.utf8.count <= 255
      && segments.allSatisfy { segment in
        guard let first = segment.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return segment.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
      }
  }

  /// 32 upper-case hex bytes separated by colons: a SHA-256 fingerprint as `keytool` and the
  /// Play Console print it.
  static func isFingerprint(_ value: String) -> Bool {
    let parts = value.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    return parts.count == 32
      && parts.allSatisfy { part in
        part.count == 2 && part.allSatisfy { isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
      }
  }

  /// Google's documentation sample ("Declare website associations"): never an app's certificate.
  static let documentationSample =
    "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

  /// A fingerprint that is a sample or a placeholder: the documentation's, one byte repeated
  /// (`00:00:…`, `FF:FF:…`), two bytes alternating (`AA:BB:AA:BB:…`), or counting up (`00:01:02:…`).
  static func isPlaceholder(_ value: String) -> Bool {
    guard value != documentationSample else { return true }
    let bytes = value.split(separator: ":").compactMap { UInt8($0, radix: 16) }
    guard bytes.count == 32 else { return false }
    let alternating = bytes.enumerated().allSatisfy { $0.element == bytes[$0.offset % 2] }
    let counting = bytes.indices.dropFirst().allSatisfy { bytes[$0] == bytes[$0 - 1] &+ 1 }
    return alternating || counting
  }

  static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
