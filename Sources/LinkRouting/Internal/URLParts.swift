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
      while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?"),
        bytes[end] != UInt8(ascii: "#")
      {
        end += 1
      }
      host = Self.host(bytes, start..<end)
      index = end
    }

    var pathEnd = index
    while pathEnd < bytes.count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") {
      pathEnd += 1
    }
    path = index..<pathEnd

    query = nil
    if pathEnd < bytes.count, bytes[pathEnd] == UInt8(ascii: "?") {
      var queryEnd = pathEnd + 1
      while queryEnd < bytes.count, bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
      query = (pathEnd + 1)..<queryEnd
    }
  }

  private static func host(_ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> Range<Int> {
    var start = authority.lowerBound
    var end = authority.upperBound
    if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
    // A port follows the last ":" unless that ":" is inside an IPv6 literal's brackets.
    if let colon = bytes[start..<end].lastIndex(of: UInt8(ascii: ":")),
      bytes[start..<end].lastIndex(of: UInt8(ascii: "]")).map({ $0 < colon }) ?? true
    {
      end = colon
    }
    return start..<end
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
