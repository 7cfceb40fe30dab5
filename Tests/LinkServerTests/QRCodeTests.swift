import Foundation
import Testing

@testable import LinkServer

/// The QR encoder keeps its promise: a reader gets back exactly the bytes given, at the
/// smallest version that holds them; an independent decoder (zbarimg) agrees.
@Suite struct QRCodeTests {
  @Test func theStandardsCapacities() {
    #expect(QRCode.capacity(version: 1, correction: .medium) == 14)
    #expect(QRCode.capacity(version: 1, correction: .low) == 17)
    #expect(QRCode.capacity(version: 10, correction: .medium) == 213)
    #expect(QRCode.capacity(version: 40, correction: .medium) == 2331)
    #expect(QRCode.capacity(version: 40, correction: .low) == QRCode.maximumBytes)
  }

  @Test(arguments: [0, 1, 14, 15, 50, 106, 107, 300, 1000, 2331, 2332, 2953])
  func readsBackWhatItWasGiven(length: Int) throws {
    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let code = try #require(QRCode(bytes: bytes))
    let read = try #require(code.readBack())
    #expect(read.bytes == bytes)
    #expect(read.correction == code.correction && read.mask == code.mask)
    // The smallest version that holds them, at level M while it can.
    #expect(QRCode.capacity(version: code.version, correction: code.correction) >= length)
    if code.version > 1 { #expect(QRCode.capacity(version: code.version - 1, correction: code.correction) < length) }
    #expect(code.correction == (length <= 2331 ? .medium : .low))
  }

  @Test func theCacheGivesTheEncodersBytesAndStaysBounded() throws {
    let cache = QRCodeCache(capacity: 2)
    for id in 0..<5 {
      let link = "https://notes.example.com/notes/\(id)"
      let expected = try #require(QRCode(bytes: Array(link.utf8))).svg(label: "QR code of the link to this page")
      #expect(cache.svg(of: link) == expected)
      #expect(cache.svg(of: link) == expected)
      #expect(cache.count <= 2)
    }
    #expect(cache.svg(of: String(repeating: "a", count: QRCode.maximumBytes + 1)) == nil)
  }

  @Test func moreThanAnyQRCodeHoldsIsNone() {
    #expect(QRCode(bytes: [UInt8](repeating: 0x41, count: QRCode.maximumBytes + 1)) == nil)
  }

  @Test func theFindersAndTimingAreWhereReadersLook() throws {
    let code = try #require(QRCode(bytes: Array("https://notes.example.com/notes/3".utf8)))
    let last = code.size - 1
    for (x, y) in [(0, 0), (6, 0), (0, 6), (last, 0), (last - 6, 6), (0, last), (6, last - 6)] {
      #expect(code[x, y], "\(x),\(y)")
    }
    for index in 8..<(code.size - 8) { #expect(code[index, 6] == (index % 2 == 0)) }
    #expect(code[8, code.size - 8])
  }

  /// Rendered from the page's SVG (rsvg-convert) and read by zbarimg, for links of the
  /// lengths the tables print and up to the largest symbol.
  @Test(.enabled(if: ExternalTools.available("zbarimg", "rsvg-convert")))
  func zbarimgReadsTheSVG() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let links = [
      "notes://notes/3", "https://notes.example.com/notes/3",
      "https://notes.example.com/search?query=milk%20%26%20eggs",
      "https://notes.example.com/create?title=" + String(repeating: "Groceries%20", count: 40),
      "https://notes.example.com/notes/3?" + (0..<150).map { "k\($0)=v\($0)" }.joined(separator: "&"),
    ]
    for (index, link) in links.enumerated() {
      let code = try #require(QRCode(bytes: Array(link.utf8)))
      let svg = folder.appendingPathComponent("\(index).svg")
      let png = folder.appendingPathComponent("\(index).png")
      try Data(code.svg(label: "QR code").utf8).write(to: svg)
      let side = String((code.size + 8) * 4)
      let rendered = try await ExternalTools.run("rsvg-convert", ["-w", side, "-h", side, "-o", png.path, svg.path])
      try #require(rendered.status == 0)
      let decoded = try await ExternalTools.run("zbarimg", ["--quiet", "--raw", "-Sbinary", png.path])
      #expect(decoded.status == 0, "version \(code.version): \(decoded.error)")
      #expect(decoded.output == link || decoded.output == link + "\n", "version \(code.version)")
    }
  }
  /// The mask is scored on bit lines (`ModuleBits`); the reference scores it module by module.
  /// Every mask of symbols of every version, filled with random modules (a fixed seed), and of
  /// links, scores the same both ways.
  @Test func theBitLinesScoreEveryMaskAsTheReferenceDoes() {
    var random = SplitMix(seed: 0x5EED)
    for version in 1...40 {
      for _ in 0..<(version <= 10 ? 6 : 2) {
        var layout = ModuleLayout(version: version)
        layout.drawFunctionPatterns()
        let capacity = layout.dataPositions().count / 8 + 1
        layout.place((0..<capacity).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        for correction in QRCode.Correction.allCases {
          let (base, data) = ModuleBits.darkAndData(of: layout)
          #expect((base.rows, base.columns) == Self.lines(of: layout) { dark, _ in dark })
          #expect((data.rows, data.columns) == Self.lines(of: layout) { _, isFunction in !isFunction })
          for mask in 0..<8 {
            var reference = layout
            reference.apply(mask: mask)
            reference.drawFormat(correction: correction, mask: mask)
            let format = ModuleLayout.formatBits(correction: correction, mask: mask)
            let bits = ModuleBits(masking: base, with: mask, where: data, format: format)
            #expect(bits.penalty() == reference.penalty(), "version \(version), mask \(mask)")
            #expect((bits.rows, bits.columns) == Self.lines(of: reference) { dark, _ in dark })
          }
        }
      }
    }
  }

  /// The rows and columns of `layout` as bit lines, a bit set where `set` holds for the
  /// module's colour and whether it is a fixed pattern's: read module by module.
  static func lines(
    of layout: ModuleLayout, where set: (_ dark: Bool, _ isFunction: Bool) -> Bool
  ) -> ([ModuleLine], [ModuleLine]) {
    var rows = [ModuleLine](repeating: ModuleLine(), count: layout.size)
    var columns = rows
    for y in 0..<layout.size {
      for x in 0..<layout.size where set(layout[x, y], layout.isFunction[y * layout.size + x]) {
        rows[y][x] = true
        columns[x][y] = true
      }
    }
    return (rows, columns)
  }

  @Test func theEncoderChoosesTheReferencesMask() throws {
    var random = SplitMix(seed: 7)
    for length in [1, 20, 33, 60, 120, 400, 900, 2000] {
      for _ in 0..<3 {
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let code = try #require(QRCode(bytes: bytes))
        #expect(code.mask == QRCode.referenceMask(for: bytes, version: code.version, correction: code.correction))
      }
    }
  }
}

/// A small seeded generator (SplitMix64): the same modules on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
