/// One line of a symbol (a row or a column), a module per bit: bit `i` of the line is the
/// module at index `i`, dark when set. The largest symbol is 177 modules wide: three words.
struct ModuleLine: Equatable {
  var low: UInt64 = 0
  var middle: UInt64 = 0
  var high: UInt64 = 0

  /// The line with bits `0..<count` set.
  static func first(_ count: Int) -> ModuleLine {
    func word(_ bits: Int) -> UInt64 { bits <= 0 ? 0 : bits >= 64 ? ~0 : (1 << UInt64(bits)) - 1 }
    return ModuleLine(low: word(count), middle: word(count - 64), high: word(count - 128))
  }

  subscript(index: Int) -> Bool {
    get {
      let word = index < 64 ? low : index < 128 ? middle : high
      return word >> UInt64(index & 63) & 1 == 1
    }
    set {
      let bit: UInt64 = 1 << UInt64(index & 63)
      switch index >> 6 {
      case 0: low = newValue ? low | bit : low & ~bit
      case 1: middle = newValue ? middle | bit : middle & ~bit
      default: high = newValue ? high | bit : high & ~bit
      }
    }
  }

  /// Bit `i` of the result is bit `i - count` of this line (0 below `count`), `count` in 1...63.
  @inline(__always)
  func shiftedUp(_ count: UInt64) -> ModuleLine {
    ModuleLine(
      low: low << count, middle: middle << count | low >> (64 - count),
      high: high << count | middle >> (64 - count))
  }

  /// Bit `i` of the result is bit `i + 1` of this line.
  @inline(__always)
  var shiftedDown: ModuleLine {
    ModuleLine(low: low >> 1 | middle << 63, middle: middle >> 1 | high << 63, high: high >> 1)
  }

  @inline(__always)
  var count: Int { low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount }

  @inline(__always)
  static func & (a: ModuleLine, b: ModuleLine) -> ModuleLine {
    ModuleLine(low: a.low & b.low, middle: a.middle & b.middle, high: a.high & b.high)
  }

  @inline(__always)
  static func ^ (a: ModuleLine, b: ModuleLine) -> ModuleLine {
    ModuleLine(low: a.low ^ b.low, middle: a.middle ^ b.middle, high: a.high ^ b.high)
  }

  @inline(__always)
  static prefix func ~ (a: ModuleLine) -> ModuleLine {
    ModuleLine(low: ~a.low, middle: ~a.middle, high: ~a.high)
  }
}

/// A symbol's modules as bit rows and bit columns, for choosing its mask.
///
/// The standard scores all eight masks; module by module (`ModuleLayout.penalty()`, the
/// reference, kept for the tests and the `LinkPageParts` fuzz target) that was most of the
/// time of a page for a link never seen before (`scripts/web-benchmark`). Here a mask is a few
/// word operations per line — the mask patterns repeat every 6 columns and 12 rows, so each is
/// a table of lines — and so is each rule of the penalty: a run ends where a line differs from
/// itself shifted by one, a finder-like pattern is 11 shifted lines ANDed, a 2×2 block two rows
/// equal to each other and to themselves shifted. It gives the reference's score, exactly.
struct ModuleBits {
  let size: Int
  private(set) var rows: [ModuleLine]
  private(set) var columns: [ModuleLine]

  /// The dark modules of `layout` and its data modules, in one pass over it.
  static func darkAndData(of layout: ModuleLayout) -> (dark: ModuleBits, data: ModuleBits) {
    let size = layout.size
    var dark = ModuleBits(size: size)
    var data = ModuleBits(size: size)
    layout.modules.withUnsafeBufferPointer { modules in
      layout.isFunction.withUnsafeBufferPointer { isFunction in
        for y in 0..<size {
          var darkRow = ModuleLine()
          var dataRow = ModuleLine()
          for x in 0..<size {
            let index = y &* size &+ x
            if modules[index] {
              darkRow[x] = true
              dark.columns[x][y] = true
            }
            if !isFunction[index] {
              dataRow[x] = true
              data.columns[x][y] = true
            }
          }
          dark.rows[y] = darkRow
          data.rows[y] = dataRow
        }
      }
    }
    return (dark, data)
  }

  private init(size: Int) {
    self.size = size
    rows = Array(repeating: ModuleLine(), count: size)
    columns = Array(repeating: ModuleLine(), count: size)
  }

  /// `base` with mask `mask` applied where `data` is set, and the format bits `format` drawn.
  init(masking base: ModuleBits, with mask: Int, where data: ModuleBits, format: Int) {
    size = base.size
    let patterns = MaskPatterns.shared
    rows = (0..<size).map { y in base.rows[y] ^ (patterns.row(mask, y) & data.rows[y]) }
    columns = (0..<size).map { x in base.columns[x] ^ (patterns.column(mask, x) & data.columns[x]) }
    ModuleLayout.forEachFormatModule(size: size, bits: format) { x, y, dark in
      rows[y][x] = dark
      columns[x][y] = dark
    }
  }

  /// The standard's penalty, as `ModuleLayout.penalty()` scores it.
  func penalty() -> Int {
    var score = 0
    let within = ModuleLine.first(size)
    let windows = within & ~ModuleLine.first(10)
    for line in rows { score &+= Self.runsAndFinders(line, within: within, windows: windows) }
    for line in columns { score &+= Self.runsAndFinders(line, within: within, windows: windows) }
    let pairs = ModuleLine.first(size - 1)
    var dark = 0
    for y in 0..<size {
      let row = rows[y]
      dark &+= row.count
      guard y + 1 < size else { continue }
      let same = ~(row ^ rows[y + 1])
      score &+= (same & same.shiftedDown & ~(row ^ row.shiftedDown) & pairs).count &* 3
    }
    let total = size * size
    score += (abs(dark * 20 - total * 10) + total - 1) / total * 10 - 10
    return score
  }

  /// Runs of five or more (3, and 1 for each module past five) and the 1:1:3:1:1 pattern with
  /// four light modules on either side (40 each) along one line, without a loop over modules.
  ///
  /// Bit `e` of `line.shiftedUp(j)` is module `e − j`. A run scores `L − 2`: with `same` the
  /// modules equal to the one before, `long` (four `same` in a row) has `L − 4` bits per run of
  /// `L ≥ 5`, and its first bits count the runs. The finder-like pattern is its 1011101 core
  /// with four light modules before it or after it.
  @inline(__always)
  private static func runsAndFinders(_ line: ModuleLine, within: ModuleLine, windows: ModuleLine) -> Int {
    let one = line.shiftedUp(1)
    var same = ~(line ^ one) & within
    same.low &= ~1
    let long = same & same.shiftedUp(1) & same.shiftedUp(2) & same.shiftedUp(3)
    let runs = long.count &+ (long & ~long.shiftedUp(1)).count &* 2
    // Module e−k for k in 0…6 is 1,0,1,1,1,0,1 (newest first): the core ends at e.
    let two = line.shiftedUp(2)
    let three = line.shiftedUp(3)
    let core = line & ~one & two & three & line.shiftedUp(4) & ~line.shiftedUp(5) & line.shiftedUp(6)
    // Four light modules ending at e.
    let light = ~line & ~one & ~two & ~three
    // Only where all eleven modules are on the line (the reference reads no light border).
    let before = core & light.shiftedUp(7) & windows
    let after = core.shiftedUp(4) & light & windows
    return runs &+ (before.count &+ after.count) &* 40
  }

}

/// The eight mask patterns as lines: a row's depends on its index modulo 12, a column's on its
/// index modulo 6. Made once.
struct MaskPatterns: Sendable {
  static let shared = MaskPatterns()

  private let rows: [ModuleLine]
  private let columns: [ModuleLine]

  private init() {
    var rows: [ModuleLine] = []
    var columns: [ModuleLine] = []
    for mask in 0..<8 {
      for y in 0..<12 {
        var line = ModuleLine()
        for x in 0..<192 { line[x] = ModuleLayout.masks(mask, x: x, y: y) }
        rows.append(line)
      }
      for x in 0..<6 {
        var line = ModuleLine()
        for y in 0..<192 { line[y] = ModuleLayout.masks(mask, x: x, y: y) }
        columns.append(line)
      }
    }
    self.rows = rows
    self.columns = columns
  }

  func row(_ mask: Int, _ y: Int) -> ModuleLine { rows[mask * 12 + y % 12] }
  func column(_ mask: Int, _ x: Int) -> ModuleLine { columns[mask * 6 + x % 6] }
}

extension ModuleLine: Sendable {}
