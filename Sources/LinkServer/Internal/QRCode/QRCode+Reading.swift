extension QRCode {
  /// What a reader takes from the symbol, read back without error correction: the level and
  /// mask from the format information, then the data bytes from the unmasked data modules.
  /// For the tests and the fuzz target, which check that the encoder kept its promise (a
  /// reader gets back exactly the bytes given); nil where the symbol does not say it.
  package func readBack() -> (correction: Correction, mask: Int, bytes: [UInt8])? {
    var layout = ModuleLayout(version: version)
    layout.drawFunctionPatterns()
    // The first copy of the format bits, as drawn around the top-left finder.
    var bits = 0
    let formatPositions =
      (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
    for (index, position) in formatPositions.enumerated() where self[position.0, position.1] {
      bits |= 1 << index
    }
    guard
      let (correction, mask) = Correction.allCases.flatMap({ level in (0..<8).map { (level, $0) } })
        .first(where: { ModuleLayout.formatBits(correction: $0.0, mask: $0.1) == bits })
    else { return nil }
    var codewords = [UInt8](repeating: 0, count: Tables.rawCodewords(version: version))
    for (index, position) in layout.dataPositions().enumerated() where index < codewords.count * 8 {
      let dark = self[position.x, position.y] != ModuleLayout.masks(mask, x: position.x, y: position.y)
      if dark { codewords[index >> 3] |= 1 << (7 - index & 7) }
    }
    // Undo the interleaving: the data codewords of each block, in block order.
    let blockCount = Tables.blocks(version: version, correction: correction)
    let eccLength = Tables.eccPerBlock(version: version, correction: correction)
    let shortBlocks = blockCount - codewords.count % blockCount
    let shortData = codewords.count / blockCount - eccLength
    var blocks = (0..<blockCount).map { _ in [UInt8]() }
    var next = 0
    for column in 0...shortData {
      for block in 0..<blockCount where column < shortData + (block < shortBlocks ? 0 : 1) {
        blocks[block].append(codewords[next])
        next += 1
      }
    }
    let data = blocks.flatMap { $0 }
    // The segment: mode 0100, the count, the bytes.
    var reader = BitReader(bytes: data)
    guard reader.read(4) == 0b0100 else { return nil }
    let count = reader.read(QRCode.countBits(version: version))
    guard count * 8 <= data.count * 8 - reader.position else { return nil }
    return (correction, mask, (0..<count).map { _ in UInt8(reader.read(8)) })
  }
}

/// Bits read most significant first.
private struct BitReader {
  let bytes: [UInt8]
  private(set) var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func read(_ count: Int) -> Int {
    var value = 0
    for _ in 0..<count {
      let bit = position / 8 < bytes.count ? Int(bytes[position / 8] >> (7 - position % 8)) & 1 : 0
      value = value << 1 | bit
      position += 1
    }
    return value
  }
}
