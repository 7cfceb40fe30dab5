/// A link taken apart for its canonical form (`SignedLinkFormat.canonicalForm(of:)`): read
/// from its text byte by byte, not through URLComponents, whose normalisations differ between
/// platforms and versions.
struct CanonicalLink {
  /// One query parameter, decoded: `value` is nil for a parameter without `=`.
  struct Parameter {
    var name: String
    var value: String?
  }

  /// Every query parameter, in order, decoded.
  var parameters: [Parameter] = []
  /// The canonical form.
  var canonical = ""

  init(_ text: String) throws(LinkSignatureError) {
    let bytes = Array(text.utf8)
    guard !bytes.contains(0x23) else { throw .malformed("a signed link has no fragment") }
    guard let colon = bytes.firstIndex(of: 0x3A), colon > 0 else { throw .malformed("the link has no scheme") }
    let scheme = Self.lowercased(bytes[..<colon])
    var rest = bytes[(colon + 1)...]
    var authority: [UInt8] = []
    if rest.starts(with: [0x2F, 0x2F]) {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex { $0 == 0x2F || $0 == 0x3F } ?? rest.endIndex
      guard !rest[..<end].contains(0x40) else { throw .malformed("a signed link has no user information") }
      authority = Self.lowercased(rest[..<end])
      rest = rest[end...]
    }
    let questionMark = rest.firstIndex(of: 0x3F) ?? rest.endIndex
    let path = rest[..<questionMark]
    var canonicalPath: [UInt8] = []
    for segment in path.split(separator: 0x2F, omittingEmptySubsequences: false).dropFirst(path.first == 0x2F ? 1 : 0) {
      canonicalPath.append(0x2F)
      canonicalPath += Self.encoded(try Self.decoded(segment))
    }
    if canonicalPath.isEmpty { canonicalPath = [0x2F] }
    var pairs: [(name: [UInt8], value: [UInt8]?)] = []
    if questionMark < rest.endIndex {
      // `+` would be read as a plus sign by one app and as a space by another: a signed link
      // writes one or the other escaped, so that what is signed is what every app reads.
      guard !rest[(questionMark + 1)...].contains(0x2B) else {
        throw .malformed("a '+' in the query (a plus sign is written %2B, a space %20)")
      }
      var seen: Set<[UInt8]> = []
      for part in rest[(questionMark + 1)...].split(separator: 0x26) {
        let equals = part.firstIndex(of: 0x3D)
        let name = try Self.decoded(part[..<(equals ?? part.endIndex)])
        let value = try equals.map { equals throws(LinkSignatureError) in try Self.decoded(part[(equals + 1)...]) }
        // The canonical form sorts the parameters, so the order of a repeated one is not
        // signed: every name (compared decoded, so `%73ig` is `sig`) appears once.
        guard seen.insert(name).inserted else {
          throw .malformed("\"\(String(decoding: name, as: UTF8.self))\" appears more than once")
        }
        parameters.append(
          Parameter(
            name: String(decoding: name, as: UTF8.self), value: value.map { String(decoding: $0, as: UTF8.self) }))
        if name != Array(SignedLinkFormat.signatureParameter.utf8) {
          pairs.append((Self.encoded(name), value.map(Self.encoded)))
        }
      }
    }
    // Names are unique (above), so the name alone orders them.
    pairs.sort { $0.name.lexicographicallyPrecedes($1.name) }
    let query = Array(pairs.map { $0.name + ($0.value.map { [0x3D] + $0 } ?? []) }.joined(separator: [0x26]))
    let lines: [[UInt8]] = [Array("SIGNED-LINK-1".utf8), scheme, authority, canonicalPath, Array(query)]
    canonical = String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
  }

  private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    bytes.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
  }

  private static func decoded(_ bytes: ArraySlice<UInt8>) throws(LinkSignatureError) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == 0x25 else {
        result.append(byte)
        index += 1
        continue
      }
      guard index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else {
        throw .malformed("a broken percent-encoding")
      }
      result.append(high << 4 | low)
      index += 3
    }
    return result
  }

  private static func encoded(_ bytes: [UInt8]) -> [UInt8] {
    let digits = Array("0123456789ABCDEF".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for byte in bytes {
      if isUnreserved(byte) {
        result.append(byte)
      } else {
        result += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return result
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
