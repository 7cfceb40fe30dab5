/// The parts of a URL string the router needs, found in one pass over its UTF-8 bytes and kept as
/// slices of the original string (no copies).
///
/// Written here rather than using `URLComponents`: the router needs only these few parts, must
/// tell a malformed URL apart from an unmatched one, and must stay far below the microsecond
/// `URLComponents` takes on Linux.
struct URLParts {
  var scheme: Substring
  /// The host, without user info or port; `nil` when the URL has no authority (`app:path`).
  var host: Substring?
  var path: Substring
  var query: Substring?

  enum Failure: Error, Equatable {
    case tooLong
    case missingScheme
  }

  init(_ string: String, limits: URLLimits) throws(Failure) {
    let utf8 = string.utf8
    guard utf8.count <= limits.maxURLLength else { throw .tooLong }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
    var index = utf8.startIndex
    guard index < utf8.endIndex, Self.isAlpha(utf8[index]) else { throw .missingScheme }
    while index < utf8.endIndex, utf8[index] != UInt8(ascii: ":") {
      guard Self.isSchemeByte(utf8[index]) else { throw .missingScheme }
      index = utf8.index(after: index)
    }
    guard index < utf8.endIndex else { throw .missingScheme }
    self.scheme = string[utf8.startIndex..<index]
    index = utf8.index(after: index)

    // "//" authority
    var host: Substring?
    if utf8[index...].starts(with: "//".utf8) {
      let authorityStart = utf8.index(index, offsetBy: 2)
      var authorityEnd = authorityStart
      while authorityEnd < utf8.endIndex, !Self.endsAuthority(utf8[authorityEnd]) {
        authorityEnd = utf8.index(after: authorityEnd)
      }
      host = Self.host(in: string[authorityStart..<authorityEnd])
      index = authorityEnd
    }
    self.host = host

    var pathEnd = index
    while pathEnd < utf8.endIndex, utf8[pathEnd] != UInt8(ascii: "?"),
      utf8[pathEnd] != UInt8(ascii: "#")
    {
      pathEnd = utf8.index(after: pathEnd)
    }
    self.path = string[index..<pathEnd]

    if pathEnd < utf8.endIndex, utf8[pathEnd] == UInt8(ascii: "?") {
      let queryStart = utf8.index(after: pathEnd)
      var queryEnd = queryStart
      while queryEnd < utf8.endIndex, utf8[queryEnd] != UInt8(ascii: "#") {
        queryEnd = utf8.index(after: queryEnd)
      }
      self.query = string[queryStart..<queryEnd]
    } else {
      self.query = nil
    }
  }

  /// The non-empty path segments, still percent-encoded. Empty segments (`//`, a trailing `/`)
  /// are skipped, which is what makes a trailing slash harmless.
  func rawSegments() -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }

  private static func host(in authority: Substring) -> Substring {
    var host = authority
    if let at = host.utf8.lastIndex(of: UInt8(ascii: "@")) {
      host = host[host.utf8.index(after: at)...]
    }
    // A port follows the last ":" unless that ":" is inside an IPv6 literal's brackets.
    if let colon = host.utf8.lastIndex(of: UInt8(ascii: ":")),
      host.utf8.lastIndex(of: UInt8(ascii: "]")).map({ $0 < colon }) ?? true
    {
      host = host[..<colon]
    }
    return host
  }

  private static func isAlpha(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isAlpha(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }
}

extension StringProtocol {
  /// Compares ASCII case-insensitively without allocating (schemes and hosts).
  func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return zip(utf8, other.utf8).allSatisfy { lhs, rhs in
      lhs == rhs || (lhs | 0x20 == rhs | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lhs | 0x20))
    }
  }
}
