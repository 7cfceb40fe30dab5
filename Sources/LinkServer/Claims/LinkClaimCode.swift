import Foundation
import LinkRouting

// The fuzz target `ClaimCodeReading` builds this file alone, with `LinkClaimRefusal`'s beside it.
#if canImport(AppLinks)
  import AppLinks
#endif

/// A claim's code: 8 random bytes (its id) and the first 7 bytes of their HMAC-SHA256 under a
/// key derived from the site's signing key (``LinkClaimKey``), written as 24 characters of Crockford's base32 in
/// groups of four (`7K3M-0QRS-TVWX-YZ12-3456-789A`).
///
/// Short enough to read aloud or type, long enough that a code cannot be guessed: 64 bits
/// name the claim, and a forger must guess 56 more, each guess a request. Read forgivingly,
/// as Crockford's alphabet is meant to be (any case, `O` for `0`, `I` and `L` for `1`,
/// dashes and spaces anywhere), and checked before any storage is read.
package struct LinkClaimCode: Hashable, Sendable {
  /// The random part: what the store keys the claim by.
  package let id: [UInt8]
  /// The signature of ``id``.
  package let tag: [UInt8]

  package static let idLength = 8
  package static let tagLength = 7
  /// Characters of a code, dashes aside.
  package static let length = 24
  private static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

  /// A new code, its id from the system's random source, signed by `sign` (which gives the
  /// HMAC of the id under the site's key: ``LinkClaimKey``).
  package static func make(sign: ([UInt8]) -> [UInt8]) -> Self {
    var generator = SystemRandomNumberGenerator()
    return make(id: (0..<idLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }, sign: sign)
  }

  /// The code of `id` (its first ``idLength`` bytes, zeros after a shorter one), signed by `sign`.
  package static func make(id bytes: [UInt8], sign: ([UInt8]) -> [UInt8]) -> Self {
    let id = Array((bytes + Array(repeating: 0, count: idLength)).prefix(idLength))
    return Self(id: id, tag: Array(sign(id).prefix(tagLength)))
  }

  private init(id: [UInt8], tag: [UInt8]) {
    self.id = id
    self.tag = tag
  }

  /// Reads a code as a person carried it.
  ///
  /// - Throws: `LinkClaimRefusal/oversized` past 64 bytes,
  ///   `LinkClaimRefusal/malformed` for a character no code has,
  ///   `LinkClaimRefusal/truncated` or `LinkClaimRefusal/oversized`
  ///   for too few or too many characters, `LinkClaimRefusal/forged` when its
  ///   signature is not the site's.
  ///
  /// The signature is asked of `sign` (the HMAC of the id under the site's key): kept apart
  /// from the reading, so that the fuzz target reads codes with a stand-in.
  package init(reading text: some StringProtocol, sign: ([UInt8]) -> [UInt8]) throws(LinkClaimRefusal) {
    guard text.utf8.count <= 64 else { throw .oversized }
    var values: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      default:
        guard let value = Self.value(of: byte) else { throw .malformed }
        values.append(value)
      }
    }
    guard !values.isEmpty else { throw .malformed }
    guard values.count >= Self.length else { throw .truncated }
    guard values.count == Self.length else { throw .oversized }
    var bytes: [UInt8] = []
    var buffer = 0
    var bits = 0
    for value in values {
      buffer = (buffer << 5) | Int(value)
      bits += 5
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8((buffer >> bits) & 0xFF))
        buffer &= (1 << bits) - 1
      }
    }
    let id = Array(bytes.prefix(Self.idLength))
    let tag = Array(bytes.dropFirst(Self.idLength))
    // Compared in constant time (the package's one comparison of secrets): how much of a
    // forged tag is right must not show in the answer's timing.
    guard ConstantTime.equals(tag, sign(id).prefix(Self.tagLength)) else { throw .forged }
    self.init(id: id, tag: tag)
  }

  /// The value of one character of Crockford's base32, read forgivingly.
  private static func value(of byte: UInt8) -> UInt8? {
    var upper = byte
    if upper >= UInt8(ascii: "a"), upper <= UInt8(ascii: "z") { upper -= 32 }
    switch upper {
    case UInt8(ascii: "O"): return 0
    case UInt8(ascii: "I"), UInt8(ascii: "L"): return 1
    default: return alphabet.firstIndex(of: upper).map(UInt8.init)
    }
  }

  /// The id as the store keys it: 16 lowercase hexadecimal digits.
  package var storeID: String { id.map { String(format: "%02x", $0) }.joined() }

  /// The code as a person reads it: four-character groups joined by dashes.
  package var text: String {
    var characters: [UInt8] = []
    var buffer = 0
    var bits = 0
    for byte in id + tag {
      buffer = (buffer << 8) | Int(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        characters.append(Self.alphabet[(buffer >> bits) & 31])
      }
      buffer &= (1 << bits) - 1
    }
    var text = ""
    for (index, character) in characters.enumerated() {
      if index > 0, index % 4 == 0 { text += "-" }
      text.unicodeScalars.append(Unicode.Scalar(character))
    }
    return text
  }
}
