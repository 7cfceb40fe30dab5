import Foundation

/// The format and size of an image, read from its first bytes as a chat app's fetcher reads
/// them (PNG, JPEG, GIF, WebP); nil for anything else. Reads within the bytes only: a short,
/// damaged or hostile file is nil, never a trap.
struct ImageHeader: Equatable {
  enum Format: String { case png, jpeg, gif, webp }

  let format: Format
  let width: Int
  let height: Int

  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(64 * 1024))
    func byte(_ index: Int) -> Int? { index >= 0 && index < bytes.count ? Int(bytes[index]) : nil }
    func big16(_ index: Int) -> Int? {
      guard let a = byte(index), let b = byte(index + 1) else { return nil }
      return a << 8 | b
    }
    func little16(_ index: Int) -> Int? {
      guard let a = byte(index), let b = byte(index + 1) else { return nil }
      return b << 8 | a
    }
    func little24(_ index: Int) -> Int? {
      guard let low = little16(index), let high = byte(index + 2) else { return nil }
      return high << 16 | low
    }
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(Array("IHDR".utf8), at: 12),
      let w1 = big16(16), let w2 = big16(18), let h1 = big16(20), let h2 = big16(22)
    {
      self.init(format: .png, width: w1 << 16 | w2, height: h1 << 16 | h2)
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)), let w = little16(6), let h = little16(8) {
      self.init(format: .gif, width: w, height: h)
    } else if starts([0xFF, 0xD8]) {
      // Segments until a start of frame (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
      var offset = 2
      while let marker = byte(offset), marker == 0xFF, let kind = byte(offset + 1) {
        if kind == 0xFF {
          offset += 1
          continue
        }
        guard let length = big16(offset + 2), length >= 2 else { return nil }
        if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
          guard let h = big16(offset + 5), let w = big16(offset + 7) else { return nil }
          self.init(format: .jpeg, width: w, height: h)
          return
        }
        offset += 2 + length
      }
      return nil
    } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
      if starts(Array("VP8 ".utf8), at: 12), let w = little16(26), let h = little16(28) {
        self.init(format: .webp, width: w & 0x3FFF, height: h & 0x3FFF)
      } else if starts(Array("VP8L".utf8), at: 12), let b0 = byte(21), let b1 = byte(22), let b2 = byte(23),
        let b3 = byte(24)
      {
        self.init(
          format: .webp, width: 1 + (b0 | (b1 & 0x3F) << 8), height: 1 + (b1 >> 6 | b2 << 2 | (b3 & 0x0F) << 10))
      } else if starts(Array("VP8X".utf8), at: 12), let w = little24(24), let h = little24(27) {
        self.init(format: .webp, width: w + 1, height: h + 1)
      } else {
        return nil
      }
    } else {
      return nil
    }
  }

  init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }
}
