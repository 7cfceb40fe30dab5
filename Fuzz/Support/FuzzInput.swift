// Turns the fuzzer's bytes into structured values, so that one input drives choices (which
// route, which configuration) and the text that goes into URLs. A hand-written cursor: libFuzzer's
// C++ FuzzedDataProvider is not reachable from Swift, and none of our dependencies offers one.

/// A cursor over a fuzz input.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads from the given bytes.
  public init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = Array(bytes)
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 at the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A Boolean from the next byte.
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A small number in `0..<bound` from the next byte.
  public mutating func choice(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(byte()) % bound }

  /// An integer from the next eight bytes.
  public mutating func int() -> Int {
    var value: UInt64 = 0
    for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
    return Int(truncatingIfNeeded: value)
  }

  /// Text of at most `maxLength` pieces: mostly the characters and escapes URLs give meaning
  /// to, plus any Unicode scalar the bytes spell.
  public mutating func text(maxLength: Int = 16) -> String {
    let length = choice(maxLength + 1)
    var text = ""
    for _ in 0..<length where !isAtEnd {
      let pick = byte()
      if Int(pick) < Self.awkward.count {
        text += Self.awkward[Int(pick)]
      } else if pick >= 0xF0 {
        // Four more bytes name any scalar (the surrogate gap falls back to U+FFFD).
        let raw = UInt32(truncatingIfNeeded: int()) % 0x11_0000
        text.unicodeScalars.append(Unicode.Scalar(raw) ?? "\u{FFFD}")
      } else {
        text.unicodeScalars.append(Unicode.Scalar(pick % 0x5F + 0x20))  // printable ASCII
      }
    }
    return text
  }

  /// The rest of the input as text (invalid UTF-8 repaired, as a URL string would be).
  public mutating func rest() -> String {
    defer { position = bytes.count }
    return String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
  }

  /// Pieces that URLs, queries, percent-encoding and our key syntax treat specially.
  static let awkward: [String] = [
    "&", "=", "+", "%", "#", "?", "/", " ", ".", "[", "]", ":", "@", ";", "\\", "\"", "'", "<", ">",
    "\u{0}", "\t", "\n", "é", "ß", "中", "😀", "e\u{301}", "\u{200B}", "\u{FEFF}", "%2", "%25", "%zz",
    "%E2%82", "%C3%A9", "x-", "x-success", "[]", "[0]", ".0", "a.b", "true", "-1", "nan", "1e309",
  ]
}
