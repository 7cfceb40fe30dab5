import Foundation

/// Percent-decoding and -encoding written for this module rather than taken from Foundation:
/// `removingPercentEncoding` costs about 1.2 µs per value on Linux (more than a whole route
/// match should), and cannot say *why* a value is malformed. Decoding happens exactly once:
/// `%2520` becomes `%20`, never a space.
enum PercentEncoding {
  /// Decodes a slice of a string's UTF-8 bytes once. `+` becomes a space only when
  /// `plusIsSpace` is set. Returns `nil` when a `%` is not followed by two hex digits or the
  /// result is not UTF-8. The slice must be cut at ASCII delimiters, so it is valid UTF-8.
  /// Callers make plain slices into strings directly; this is for slices with escapes.
  /// `nul` is set when an escape decodes to a NUL (`%00`), found while decoding rather than by
  /// reading the string again (a tenth of decoding a 3-field query went to that second read).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, nul: inout Bool) -> String? {
    // Decoding only shrinks, so the input's length bounds the output; on the stack, no
    // allocation for the decoded bytes.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
      guard let count = decode(bytes, into: buffer, plusIsSpace: plusIsSpace, nul: &nul) else { return nil }
      return validatedString(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// Decodes bytes once into bytes that are valid UTF-8; `nil` when malformed.
  static func decodeBytes(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) -> [UInt8]? {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
    defer { buffer.deallocate() }
    var nul = false
    guard let count = decode(bytes, into: buffer, plusIsSpace: plusIsSpace, nul: &nul) else { return nil }
    let decoded = UnsafeBufferPointer(rebasing: buffer[..<count])
    guard validatedString(decoded) != nil else { return nil }
    return Array(decoded)
  }

  /// Writes the decoded bytes into `buffer` (at least as long as `bytes`); returns their
  /// count, or `nil` when a `%` is not followed by two hex digits. Sets `nul` when an escape
  /// decodes to a NUL.
  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, plusIsSpace: Bool,
    nul: inout Bool
  ) -> Int? {
    var count = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else { return nil }
        let decoded = high << 4 | low
        nul = nul || decoded == 0
        buffer[count] = decoded
        index += 3
      } else {
        buffer[count] = plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
        index += 1
      }
      count += 1
    }
    return count
  }

  /// The bytes as a string if they are UTF-8; `nil` if decoding them would need repairs.
  private static func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let string = String(decoding: bytes, as: UTF8.self)
    // ASCII is always valid; otherwise the string equals its bytes only if nothing was repaired.
    guard bytes.contains(where: { $0 >= 0x80 }) else { return string }
    return string.utf8.elementsEqual(bytes) ? string : nil
  }

  /// Encodes everything but RFC 3986's unreserved characters, so the result is safe as a query
  /// key or value, and as a path segment.
  static func encode(_ string: String) -> String {
    let length = encodedLength(string)
    guard length != string.utf8.count else { return string }
    return String(unsafeUninitializedCapacity: length) { output in encode(string, into: output, at: 0) }
  }

  /// The length of `string` percent-encoded.
  static func encodedLength(_ string: String) -> Int {
    var string = string
    return string.withUTF8 { bytes in
      var length = bytes.count
      for byte in bytes where !isUnreserved(byte) { length += 2 }
      return length
    }
  }

  /// Writes `string` percent-encoded into `output` from `position`, which has room for
  /// ``encodedLength(_:)`` bytes; returns the position after it.
  static func encode(_ string: String, into output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
    guard let start = output.baseAddress else { return position }
    // Read where the bytes are (small strings are copied to the stack): `withUTF8` on a copy
    // retained and checked the string first, about a tenth of encoding a short key.
    let written = string.utf8.withContiguousStorageIfAvailable { bytes in
      // Through a pointer, with the hex digits computed: indexing the buffer and a global
      // table of digits cost about 20 instructions a byte, a third of a callback's encoding.
      var next = start + position
      for byte in bytes {
        if isUnreserved(byte) {
          next.pointee = byte
          next += 1
        } else {
          next[0] = UInt8(ascii: "%")
          next[1] = hexDigit(byte >> 4)
          next[2] = hexDigit(byte & 0x0F)
          next += 3
        }
      }
      return next - start
    }
    if let written { return written }
    // A bridged string: made native (contiguous) first, then read as above.
    var copy = string
    copy.makeContiguousUTF8()
    return encode(copy, into: output, at: position)
  }

  /// Writes `text` as it is into `output` from `position`, which has room for it; returns the
  /// position after it. For parts known to need no escaping (a scheme, a host).
  static func writeVerbatim(_ text: String, into output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
    // Copied where the bytes are: iterating `utf8` cost about 20 instructions a byte.
    let written = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let source = bytes.baseAddress, let target = output.baseAddress else { return position }
      (target + position).update(from: source, count: bytes.count)
      return position + bytes.count
    }
    if let written { return written }
    var position = position
    for byte in text.utf8 {
      output[position] = byte
      position += 1
    }
    return position
  }

  /// The uppercase hex digit of a value below 16.
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") - 10 + value
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isInASCIISet(byte, low: 0x03FF_6000_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
  }
}

/// Whether `byte` is in a set of ASCII bytes given as two 64-bit masks (bit `n` of `low` for
/// byte `n`, bit `n` of `high` for byte `64 + n`): one shift and test per byte, where a chain
/// of range comparisons cost several times more on every byte of every URL written.
func isInASCIISet(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
  // Without branches: the mask for the byte's half, shifted by its place in that half.
  byte < 128 && ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 == 1
}
