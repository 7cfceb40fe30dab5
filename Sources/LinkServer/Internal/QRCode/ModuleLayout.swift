/// A symbol being drawn: its modules, and which of them belong to the fixed patterns (finder,
/// timing, alignment, format and version information) rather than to the data.
struct ModuleLayout {
  let version: Int
  let size: Int
  private(set) var modules: [Bool]
  private(set) var isFunction: [Bool]

  init(version: Int) {
    self.version = version
    size = version * 4 + 17
    modules = [Bool](repeating: false, count: size * size)
    isFunction = [Bool](repeating: false, count: size * size)
  }

  subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

  private mutating func setFunction(_ x: Int, _ y: Int, _ dark: Bool) {
    modules[y * size + x] = dark
    isFunction[y * size + x] = true
  }

  /// Finder, separator, timing and alignment patterns, the version information, and the
  /// format areas reserved (drawn for real once the mask is known).
  mutating func drawFunctionPatterns() {
    for index in 0..<size {
      setFunction(6, index, index % 2 == 0)
      setFunction(index, 6, index % 2 == 0)
    }
    drawFinder(centreX: 3, centreY: 3)
    drawFinder(centreX: size - 4, centreY: 3)
    drawFinder(centreX: 3, centreY: size - 4)
    let positions = QRCode.Tables.alignmentPositions(version: version)
    for (i, x) in positions.enumerated() {
      for (j, y) in positions.enumerated() {
        // Not over the three finders.
        let last = positions.count - 1
        if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
        drawAlignment(centreX: x, centreY: y)
      }
    }
    drawFormat(bits: 0)
    drawVersion()
  }

  /// A 7×7 finder in its 9×9 light border (clipped at the symbol's edge).
  private mutating func drawFinder(centreX: Int, centreY: Int) {
    for dy in -4...4 {
      for dx in -4...4 {
        let x = centreX + dx
        let y = centreY + dy
        guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
        let distance = max(abs(dx), abs(dy))
        setFunction(x, y, distance != 2 && distance != 4)
      }
    }
  }

  /// A 5×5 alignment pattern: dark ring, light ring, dark centre.
  private mutating func drawAlignment(centreX: Int, centreY: Int) {
    for dy in -2...2 {
      for dx in -2...2 { setFunction(centreX + dx, centreY + dy, max(abs(dx), abs(dy)) != 1) }
    }
  }

  /// The 15 format bits (level and mask, BCH-protected, XOR 0x5412), twice, and the dark module.
  mutating func drawFormat(correction: QRCode.Correction, mask: Int) {
    drawFormat(bits: Self.formatBits(correction: correction, mask: mask))
  }

  static func formatBits(correction: QRCode.Correction, mask: Int) -> Int {
    let data = correction.formatBits << 3 | mask
    var remainder = data
    for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
    return (data << 10 | remainder) ^ 0x5412
  }

  private mutating func drawFormat(bits: Int) {
    Self.forEachFormatModule(size: size, bits: bits) { x, y, dark in setFunction(x, y, dark) }
  }

  /// Calls `body` with each module of the format information `bits` and its colour: around the
  /// top-left finder, again beside the other two, and the module that is always dark.
  static func forEachFormatModule(size: Int, bits: Int, _ body: (_ x: Int, _ y: Int, _ dark: Bool) -> Void) {
    func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
    for index in 0...5 { body(8, index, bit(index)) }
    body(8, 7, bit(6))
    body(8, 8, bit(7))
    body(7, 8, bit(8))
    for index in 9..<15 { body(14 - index, 8, bit(index)) }
    for index in 0..<8 { body(size - 1 - index, 8, bit(index)) }
    for index in 8..<15 { body(8, size - 15 + index, bit(index)) }
    body(8, size - 8, true)
  }

  /// The 18 version bits (BCH-protected), in two 6×3 blocks, from version 7.
  private mutating func drawVersion() {
    guard version >= 7 else { return }
    var remainder = version
    for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
    let bits = version << 12 | remainder
    for index in 0..<18 {
      let dark = (bits >> index) & 1 == 1
      let a = size - 11 + index % 3
      let b = index / 3
      setFunction(a, b, dark)
      setFunction(b, a, dark)
    }
  }

  /// The order data modules are filled in: two columns at a time from the right, upwards then
  /// downwards, skipping the vertical timing column and every function module.
  func dataPositions() -> [(x: Int, y: Int)] {
    var positions: [(x: Int, y: Int)] = []
    positions.reserveCapacity(size * size)
    var right = size - 1
    while right >= 1 {
      if right == 6 { right = 5 }
      let upwards = (right + 1) & 2 == 0
      for step in 0..<size {
        let y = upwards ? size - 1 - step : step
        if !isFunction[y * size + right] { positions.append((right, y)) }
        if !isFunction[y * size + right - 1] { positions.append((right - 1, y)) }
      }
      right -= 2
    }
    return positions
  }

  /// Fills the data modules with `codewords`, most significant bit first; the remainder
  /// modules stay light.
  mutating func place(_ codewords: [UInt8]) {
    for (index, position) in dataPositions().enumerated() where index < codewords.count * 8 {
      modules[position.y * size + position.x] = (codewords[index >> 3] >> (7 - index & 7)) & 1 == 1
    }
  }

  /// Whether mask pattern `mask` inverts the module at `x`, `y`.
  static func masks(_ mask: Int, x: Int, y: Int) -> Bool {
    switch mask {
    case 0: (x + y) % 2 == 0
    case 1: y % 2 == 0
    case 2: x % 3 == 0
    case 3: (x + y) % 3 == 0
    case 4: (x / 3 + y / 2) % 2 == 0
    case 5: x * y % 2 + x * y % 3 == 0
    case 6: (x * y % 2 + x * y % 3) % 2 == 0
    default: ((x + y) % 2 + x * y % 3) % 2 == 0
    }
  }

  /// Inverts the data modules mask pattern `mask` selects.
  mutating func apply(mask: Int) {
    for y in 0..<size {
      for x in 0..<size where !isFunction[y * size + x] && Self.masks(mask, x: x, y: y) {
        modules[y * size + x].toggle()
      }
    }
  }
}
