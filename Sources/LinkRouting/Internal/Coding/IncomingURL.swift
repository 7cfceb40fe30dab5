import Foundation

/// Makes Foundation `URL`s from URL strings that arrive in a query (callbacks, `URL` inputs),
/// without letting Foundation "repair" them.
///
/// On Linux, `URL(string:)` given one character it does not accept (a space, `|`, a second `#`,
/// a `%` without two hex digits) percent-encodes the *whole* string again: every `%20` already
/// there becomes `%2520`, and so does each escape of the output we append. Encoding only the
/// characters a URL cannot hold first leaves Foundation nothing to repair, so valid escapes
/// survive as they are. Found by the XCallback fuzzer.
enum IncomingURL {
  /// The URL for a string, or `nil` when Foundation cannot read it even once its
  /// stray characters are encoded (a broken host, no scheme).
  static func make(_ string: String) -> URL? {
    URL(string: sanitized(string))
  }

  /// Where a URL string's query and fragment start, and whether Foundation takes it as it is.
  struct Shape {
    /// Whether every byte may stand where it is: no character to encode, no `%` without two
    /// hex digits, at most one `#`, no `[` or `]` (which only an IPv6 host may hold; the
    /// careful pass of ``IncomingURL/sanitized(_:)`` decides those).
    var isClean = true
    /// The first `?` before any `#`.
    var question: Int?
    /// The first `#`.
    var hash: Int?
  }

  /// The shape of a URL string's bytes, in one pass: a callback is checked, split at its query
  /// and fragment, and written into in one reading of its bytes instead of three.
  static func shape(_ bytes: UnsafeBufferPointer<UInt8>) -> Shape {
    // Plain locals, not the optionals of `Shape`: this loop runs over every byte of every
    // callback answered, and testing optionals in it cost twice as much.
    var question = -1
    var hash = -1
    var isClean = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isPlainURLByte(byte) {
        if byte == UInt8(ascii: "?"), question < 0, hash < 0 { question = index }
      } else if byte == UInt8(ascii: "#") {
        if hash < 0 { hash = index } else { isClean = false }
      } else if byte == UInt8(ascii: "%") {
        if index + 2 >= bytes.count || PercentEncoding.hexValue(bytes[index + 1]) == nil
          || PercentEncoding.hexValue(bytes[index + 2]) == nil
        {
          isClean = false
        }
      } else {
        isClean = false
      }
      index += 1
    }
    return Shape(isClean: isClean, question: question < 0 ? nil : question, hash: hash < 0 ? nil : hash)
  }

  /// `string` with every character a URL cannot hold percent-encoded, and its valid escapes
  /// kept: a `%` not followed by two hex digits, a second `#`, and `[`/`]` outside the host
  /// (where only an IPv6 address may use them) are encoded too.
  static func sanitized(_ string: String) -> String {
    var copy = string
    guard !copy.withUTF8({ shape($0).isClean }) else { return string }
    let bytes = Array(string.utf8)
    let authority = authorityRange(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var seenHash = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var keep = isPlainURLByte(byte)
      switch byte {
      case UInt8(ascii: "%"):
        keep =
          index + 2 < bytes.count && PercentEncoding.hexValue(bytes[index + 1]) != nil
          && PercentEncoding.hexValue(bytes[index + 2]) != nil
      case UInt8(ascii: "#"):
        keep = !seenHash
        seenHash = true
      case UInt8(ascii: "["), UInt8(ascii: "]"):
        keep = authority.contains(index)
      default:
        break
      }
      if keep {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(PercentEncoding.hexDigit(byte >> 4))
        output.append(PercentEncoding.hexDigit(byte & 0x0F))
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Where the authority (`user@host:port`) is: after `scheme://`, up to the next `/`, `?` or
  /// `#`. Empty when there is none.
  private static func authorityRange(_ bytes: [UInt8]) -> Range<Int> {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
      colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
    else { return 0..<0 }
    let start = colon + 3
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?"),
      bytes[end] != UInt8(ascii: "#")
    {
      end += 1
    }
    return start..<end
  }

  /// Bytes that may stand in a URL as they are (RFC 3986's unreserved and reserved characters),
  /// but for `%`, `#`, `[` and `]`, which are fine only in some places.
  private static func isPlainURLByte(_ byte: UInt8) -> Bool {
    // Letters, digits and `-._~:/?@!$&'()*+,;=`.
    isInASCIISet(byte, low: 0xAFFF_FFD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
  }
}
