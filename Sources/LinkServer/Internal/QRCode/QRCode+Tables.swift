extension QRCode {
  /// The standard's numbers per version (index 1 to 40; index 0 unused) for the two levels
  /// this encoder writes.
  enum Tables {
    /// Error-correction codewords in each block.
    private static let eccPerBlock: [[Int]] = [
      // L
      [
        0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30,
        30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
      ],
      // M
      [
        0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28,
        28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
      ],
    ]

    /// Blocks the codewords are split into.
    private static let blockCounts: [[Int]] = [
      // L
      [
        0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18,
        19, 19, 20, 21, 22, 24, 25,
      ],
      // M
      [
        0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31,
        33, 35, 37, 38, 40, 43, 45, 47, 49,
      ],
    ]

    static func eccPerBlock(version: Int, correction: Correction) -> Int {
      eccPerBlock[correction.rawValue][version]
    }

    static func blocks(version: Int, correction: Correction) -> Int {
      blockCounts[correction.rawValue][version]
    }

    /// Modules left for codewords once the function patterns, format and version information
    /// are drawn, in whole codewords.
    static func rawCodewords(version: Int) -> Int {
      var modules = (16 * version + 128) * version + 64
      if version >= 2 {
        let alignments = version / 7 + 2
        modules -= (25 * alignments - 10) * alignments - 55
        if version >= 7 { modules -= 36 }
      }
      return modules / 8
    }

    /// Codewords left for data once the error correction is taken.
    static func dataCodewords(version: Int, correction: Correction) -> Int {
      rawCodewords(version: version) - eccPerBlock(version: version, correction: correction)
        * blocks(version: version, correction: correction)
    }

    /// The centres of the alignment patterns along each axis (none for version 1).
    static func alignmentPositions(version: Int) -> [Int] {
      guard version >= 2 else { return [] }
      let count = version / 7 + 2
      let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
      let last = version * 4 + 10
      return [6] + (0..<(count - 1)).map { last - $0 * step }.reversed()
    }
  }
}
