/// Reed-Solomon error correction over GF(2⁸) with QR's field polynomial (x⁸ + x⁴ + x³ + x² + 1):
/// the remainder of the data, as a polynomial, divided by the generator of `degree` roots.
struct ReedSolomon {
  /// The generator's coefficients, highest power first (its leading 1 left out).
  private let generator: [UInt8]

  /// The generator of `degree` roots (1…30, the degrees QR's tables use), made once per degree:
  /// made per symbol it was a fifteenth of a new link's encoding (`scripts/web-benchmark`'s profile).
  static func of(degree: Int) -> ReedSolomon {
    (1...30).contains(degree) ? byDegree[degree - 1] : ReedSolomon(degree: degree)
  }

  private static let byDegree: [ReedSolomon] = (1...30).map(ReedSolomon.init(degree:))

  init(degree: Int) {
    var coefficients = [UInt8](repeating: 0, count: degree)
    coefficients[degree - 1] = 1
    // Multiplied by (x − αⁱ) for each i below `degree`.
    var root: UInt8 = 1
    for _ in 0..<degree {
      for index in 0..<degree {
        coefficients[index] = Self.product(coefficients[index], root)
        if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
      }
      root = Self.product(root, 0x02)
    }
    generator = coefficients
  }

  /// The error-correction codewords of `data`: long division with the remainder kept in a ring
  /// (its first element at `start`), so that no shift moves the others.
  func remainder(of data: [UInt8]) -> [UInt8] {
    let degree = generator.count
    var ring = [UInt8](repeating: 0, count: degree)
    var start = 0
    for byte in data {
      let factor = byte ^ ring[start]
      ring[start] = 0
      start = start + 1 == degree ? 0 : start + 1
      guard factor != 0 else { continue }
      let logFactor = Int(Self.logarithms[Int(factor)])
      for index in 0..<degree where generator[index] != 0 {
        let slot = start + index < degree ? start + index : start + index - degree
        ring[slot] ^= Self.powers[logFactor + Int(Self.logarithms[Int(generator[index])])]
      }
    }
    return (0..<degree).map { ring[(start + $0) % degree] }
  }

  /// The product of two field elements, through the tables.
  static func product(_ left: UInt8, _ right: UInt8) -> UInt8 {
    guard left != 0, right != 0 else { return 0 }
    return powers[Int(logarithms[Int(left)]) + Int(logarithms[Int(right)])]
  }

  /// The product of two field elements (Russian peasant multiplication, reduced by 0x11D): what
  /// the tables are made with.
  static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
    var product = 0
    for bit in stride(from: 7, through: 0, by: -1) {
      product = (product << 1) ^ ((product >> 7) * 0x11D)
      product ^= Int((right >> bit) & 1) * Int(left)
    }
    return UInt8(product & 0xFF)
  }

  /// αⁱ for i in 0..<510 (twice round, so that a sum of two logarithms needs no modulo).
  static let powers: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 510)
    var value: UInt8 = 1
    for index in 0..<510 {
      table[index] = value
      value = multiply(value, 0x02)
    }
    return table
  }()

  /// The logarithm of each non-zero element (index 0 unused).
  static let logarithms: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for index in 0..<255 { table[Int(powers[index])] = UInt8(index) }
    return table
  }()
}
