/// Base64url without padding (RFC 4648 §5), as signed links carry keys and signatures: one value,
/// one text. Written over bytes rather than through Foundation's base64 and
/// `replacingOccurrences`, which took about 20 µs of the 30 µs it took to read a signed link's
/// claims on Linux (Benchmarks/README.md, "Signed links").
package enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// The value of each alphabet byte; 0xFF for every other byte.
  private static let values: [UInt8] = {
    var values = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in alphabet.enumerated() { values[Int(byte)] = UInt8(index) }
    return values
  }()

  /// The text of `bytes`.
  package static func encode(_ bytes: some Sequence<UInt8>) -> String {
    let bytes = Array(bytes)
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var group = UInt32(0)
      for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
      for position in 0...chunk.count { text.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)]) }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes of `text`; nil when it is not base64url, or not the one way to write its bytes
  /// (padding, a length no bytes have, or unused bits that are not zero).
  package static func decode(_ text: String) -> [UInt8]? {
    let characters = Array(text.utf8)
    guard characters.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count * 3 / 4)
    var group = UInt32(0)
    var bits = 0
    for character in characters {
      let value = values[Int(character)]
      guard value != 0xFF else { return nil }
      group = group << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: group >> UInt32(bits)))
        group &= (1 << UInt32(bits)) - 1
      }
    }
    // What is left over are the unused bits of the last character: zero in the one true text.
    guard group == 0 else { return nil }
    return bytes
  }
}
