#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the parts of a URL string are, as byte offsets into its UTF-8 form, found in one pass.
///
/// Written here rather than using `URLComponents`: the router needs only these few parts, must
/// tell a malformed URL apart from an unmatched one, and must stay far below the microsecond
/// `URLComponents` takes on Linux.
struct URLLayout {
  var schemeEnd: Int
  /// The host, without user info or port; `nil` when the URL has no authority (`app:path`).
  var host: Range<Int>?
  var path: Range<Int>
  var query: Range<Int>?

  enum Failure: Error, Equatable {
    case tooLong
    case missingScheme
    /// A NUL byte in the host or the path: no link carries one (see `QueryItems`).
    case nulCharacter
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits) throws(Failure) {
    guard bytes.count <= limits.maxURLLength else { throw .tooLong }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
    guard let first = bytes.first, isAlpha(first) else { throw .missingScheme }
    var index = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
      guard isSchemeByte(bytes[index]) else { throw .missingScheme }
      index += 1
    }
    guard index < bytes.count else { throw .missingScheme }
    schemeEnd = index
    index += 1

    host = nil
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      let start = index + 2
      var end = start
      // `@` (user info), `:` (port) and `]` (IPv6) are noted on the way, for the host's bounds.
      var at = -1
      var colon = -1
      var bracket = -1
      while end < bytes.count {
        let byte = bytes[end]
        // Every delimiter here is below 0x60, so letters and most bytes skip the comparisons.
        if byte < 0x60 {
          if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
          if byte == 0 { throw .nulCharacter }
          if byte == UInt8(ascii: "@") {
            at = end
            colon = -1
          } else if byte == UInt8(ascii: ":") {
            colon = end
          } else if byte == UInt8(ascii: "]") {
            bracket = end
          }
        }
        end += 1
      }
      // A port follows the last ":" unless that ":" is inside an IPv6 literal's brackets.
      let hostEnd = colon >= 0 && bracket < colon ? colon : end
      host = (at + 1 > start ? at + 1 : start)..<hostEnd
      index = end
    }

    var pathEnd = index
    while pathEnd < bytes.count {
      let byte = bytes[pathEnd]
      if byte < 0x40 {
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
        if byte == 0 { throw .nulCharacter }
      }
      pathEnd += 1
    }
    path = index..<pathEnd

    query = nil
    if pathEnd < bytes.count, bytes[pathEnd] == UInt8(ascii: "?") {
      let queryStart = pathEnd + 1
      let rest = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[queryStart...])
      // memchr: queries are the longest part, and a fragment is rare.
      var queryEnd = bytes.count
      if let base = rest.baseAddress, let hash = memchr(base, Int32(UInt8(ascii: "#")), rest.count) {
        queryEnd = queryStart + (UnsafeRawPointer(hash) - base)
      }
      query = queryStart..<queryEnd
    }
  }
}

func isAlpha(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}

private func isSchemeByte(_ byte: UInt8) -> Bool {
  isAlpha(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
}

/// Compares bytes with a lowercase ASCII word, ignoring the case of letters.
func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence, _ lowercase: [UInt8]) -> Bool {
  guard bytes.count == lowercase.count else { return false }
  return zip(bytes, lowercase).allSatisfy { byte, expected in
    byte == expected || (isAlpha(byte) && byte | 0x20 == expected)
  }
}
