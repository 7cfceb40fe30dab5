/// Reed-Solomon error correction over GF(2⁸) with QR's field polynomial (x⁸ + x⁴ + x³ + x² + 1):
/// the remainder of the data, as a polynomial, divided by the generator of `degree` roots.
struct ReedSolomon {
  /// The generator's coefficients, highest power first (its leading 1 left out).
  private let generator: [UInt8]

  init(degree: Int) {
    var coefficients = [UInt8](repeating: 0, count: degree)
    coefficients[degree - 1] = 1
    // Multiplied by (x − αⁱ) for each i below `degree`.
    var root: UInt8 = 1
    for _ in 0..<degree {
      for index in 0..<degree {
        coefficients[index] = Self.multiply(coefficients[index], root)
        if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
      }
      root = Self.multiply(root, 0x02)
    }
    generator = coefficients
  }

  /// The error-correction codewords of `data`.
  func remainder(of data: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: generator.count)
    for byte in data {
      let factor = byte ^ result[0]
      result.removeFirst()
      result.append(0)
      for index in result.indices { result[index] ^= Self.multiply(generator[index], factor) }
    }
    return result
  }

  /// The product of two field elements (Russian peasant multiplication, reduced by 0x11D).
  static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
    var product = 0
    for bit in stride(from: 7, through: 0, by: -1) {
      product = (product << 1) ^ ((product >> 7) * 0x11D)
      product ^= Int((right >> bit) & 1) * Int(left)
    }
    return UInt8(product & 0xFF)
  }
}
