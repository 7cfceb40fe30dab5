// A QR code encoder (ISO/IEC 18004), written here because no QR library is among the
// dependencies this package may use, and the page a person without the app sees carries its
// link as one. It does one thing: bytes in (byte mode), a matrix of modules out, at the
// smallest version that holds them with the error correction asked for. Checked by
// `zbarimg` (an independent decoder) in the tests, by reading its own modules back
// (`QRCode+Reading.swift`), and by the `LinkPageParts` fuzz target.

/// A QR code: a square of dark and light modules.
package struct QRCode: Hashable, Sendable {
  /// How much of the symbol may be lost and still read: level L recovers about 7 % of its
  /// codewords, M about 15 %.
  package enum Correction: Int, CaseIterable, Hashable, Sendable {
    case low = 0
    case medium = 1

    /// The two bits the format information carries for this level (L is 01, M is 00).
    var formatBits: Int { self == .low ? 1 : 0 }
  }

  /// The version, 1 to 40: the symbol is `17 + 4 × version` modules wide.
  package let version: Int
  /// The error correction level.
  package let correction: Correction
  /// The mask pattern applied to the data (0 to 7), chosen for the lowest penalty.
  package let mask: Int
  /// The modules, row by row: `true` is dark.
  package private(set) var modules: [Bool]

  /// Modules along one side.
  package var size: Int { version * 4 + 17 }

  /// Whether the module at column `x`, row `y` is dark.
  package subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

  /// The most bytes any QR code holds in byte mode (version 40, level L).
  package static let maximumBytes = 2953

  /// Encodes `bytes` at the smallest version that holds them at `correction` (or, when none
  /// does, at level L, which holds more); nil when not even version 40 at level L holds them.
  package init?(bytes: [UInt8], correction: Correction = .medium) {
    let levels: [Correction] = correction == .low ? [.low] : [correction, .low]
    for level in levels {
      for version in 1...40 where Self.capacity(version: version, correction: level) >= bytes.count {
        self.init(bytes: bytes, version: version, correction: level)
        return
      }
    }
    return nil
  }

  /// How many bytes version `version` holds at `correction`, in byte mode.
  package static func capacity(version: Int, correction: Correction) -> Int {
    let dataBits = Tables.dataCodewords(version: version, correction: correction) * 8
    return (dataBits - 4 - countBits(version: version)) / 8
  }

  /// The bits of the byte count: 8 up to version 9, 16 from version 10.
  static func countBits(version: Int) -> Int { version < 10 ? 8 : 16 }

  private init(bytes: [UInt8], version: Int, correction: Correction) {
    self.version = version
    self.correction = correction
    var layout = ModuleLayout(version: version)
    layout.drawFunctionPatterns()
    let codewords = Self.interleaved(
      Self.dataCodewords(bytes, version: version, correction: correction), version, correction)
    layout.place(codewords)
    self.mask = Self.bestMask(of: layout, correction: correction)
    layout.apply(mask: mask)
    layout.drawFormat(correction: correction, mask: mask)
    self.modules = layout.modules
  }

  /// The mask with the lowest penalty (the first of those tied), each scored on bit lines
  /// (`ModuleBits`), as the reference scores it module by module.
  static func bestMask(of layout: ModuleLayout, correction: Correction) -> Int {
    let (base, data) = ModuleBits.darkAndData(of: layout)
    var best = (mask: 0, penalty: Int.max)
    for mask in 0..<8 {
      let format = ModuleLayout.formatBits(correction: correction, mask: mask)
      let penalty = ModuleBits(masking: base, with: mask, where: data, format: format).penalty()
      if penalty < best.penalty { best = (mask, penalty) }
    }
    return best.mask
  }

  /// The mask the reference chooses for `bytes` at `version` and `correction`: each applied to
  /// the whole layout and scored module by module (`ModuleLayout.penalty()`). For the tests and
  /// the fuzz target, which hold the encoder's choice to it.
  package static func referenceMask(for bytes: [UInt8], version: Int, correction: Correction) -> Int {
    var layout = ModuleLayout(version: version)
    layout.drawFunctionPatterns()
    layout.place(interleaved(dataCodewords(bytes, version: version, correction: correction), version, correction))
    var best = (mask: 0, penalty: Int.max)
    for mask in 0..<8 {
      var candidate = layout
      candidate.apply(mask: mask)
      candidate.drawFormat(correction: correction, mask: mask)
      let penalty = candidate.penalty()
      if penalty < best.penalty { best = (mask, penalty) }
    }
    return best.mask
  }

  /// The data codewords: the byte-mode segment (mode `0100`, the count, the bytes), a
  /// terminator, then the pad bytes `EC 11 …` to the version's data capacity.
  static func dataCodewords(_ bytes: [UInt8], version: Int, correction: Correction) -> [UInt8] {
    var bits = BitBuffer()
    bits.append(0b0100, count: 4)
    bits.append(bytes.count, count: countBits(version: version))
    for byte in bytes { bits.append(Int(byte), count: 8) }
    let capacity = Tables.dataCodewords(version: version, correction: correction) * 8
    bits.append(0, count: min(4, capacity - bits.count))
    bits.append(0, count: (8 - bits.count % 8) % 8)
    var codewords = bits.bytes
    var pad: UInt8 = 0xEC
    while codewords.count * 8 < capacity {
      codewords.append(pad)
      pad ^= 0xEC ^ 0x11
    }
    return codewords
  }

  /// The data split into the version's blocks, each followed by its Reed-Solomon codewords,
  /// then read across the blocks (the first codeword of each, the second of each, …) so that
  /// damage in one place spreads over blocks.
  static func interleaved(_ data: [UInt8], _ version: Int, _ correction: Correction) -> [UInt8] {
    let blockCount = Tables.blocks(version: version, correction: correction)
    let eccLength = Tables.eccPerBlock(version: version, correction: correction)
    let total = Tables.rawCodewords(version: version)
    let shortBlocks = blockCount - total % blockCount
    let shortLength = total / blockCount
    let generator = ReedSolomon.of(degree: eccLength)
    var blocks: [[UInt8]] = []
    var start = 0
    for index in 0..<blockCount {
      let length = shortLength - eccLength + (index < shortBlocks ? 0 : 1)
      let block = Array(data[start..<start + length])
      start += length
      blocks.append(block + generator.remainder(of: block))
    }
    var result: [UInt8] = []
    result.reserveCapacity(total)
    // Data first (long blocks have one more), then the error correction.
    for column in 0..<(shortLength - eccLength + 1) {
      for block in blocks where column < block.count - eccLength { result.append(block[column]) }
    }
    for column in 0..<eccLength {
      for block in blocks { result.append(block[block.count - eccLength + column]) }
    }
    return result
  }
}

/// Bits appended most significant first.
struct BitBuffer {
  private(set) var bits: [Bool] = []
  var count: Int { bits.count }

  mutating func append(_ value: Int, count: Int) {
    for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
  }

  var bytes: [UInt8] {
    stride(from: 0, to: bits.count, by: 8).map { start in
      (0..<8).reduce(UInt8(0)) { byte, offset in
        byte << 1 | (start + offset < bits.count && bits[start + offset] ? 1 : 0)
      }
    }
  }
}
