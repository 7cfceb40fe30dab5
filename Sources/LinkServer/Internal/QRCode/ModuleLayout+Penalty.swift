extension ModuleLayout {
  /// The standard's penalty of a masked symbol (lower reads better): long runs of one colour,
  /// 2×2 blocks of one colour, patterns that look like a finder, and dark modules far from half.
  ///
  /// It runs eight times per symbol (once per mask) and was most of a page's time
  /// (scripts/web-benchmark): the modules' colours are random, so a branch per module on them
  /// is mispredicted about half the time. Hence arithmetic instead of branches on colours: a
  /// run's length carried as a number, the last eleven modules as bits, a 2×2 block as a sum.
  func penalty() -> Int {
    // 1:1:3:1:1 with four light modules on one side, oldest module in the highest bit.
    let finderBefore = 0b000_0101_1101
    let finderAfter = 0b101_1101_0000
    let size = size
    return modules.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UInt8.self) { module in
        var score = 0
        for line in 0..<size {
          for vertical in 0..<2 {
            let (start, stride) = vertical == 0 ? (line * size, 1) : (line, size)
            var last = Int(module[start])
            var run = 1
            var window = last
            for index in 1..<size {
              let dark = Int(module[start &+ index &* stride])
              let same = dark == last ? 1 : 0
              // A run that ends scores 3 from five modules, and 1 for each past five. (Wrapping
              // arithmetic: every value here is below the symbol's 31,329 modules × 40.)
              score &+= (1 &- same) &* (run >= 5 ? run &- 2 : 0)
              run = run &* same &+ 1
              last = dark
              window = (window << 1 | dark) & 0x7FF
              score &+= index >= 10 && (window == finderBefore || window == finderAfter) ? 40 : 0
            }
            score += run >= 5 ? run - 2 : 0
          }
        }
        var dark = 0
        for y in 0..<size {
          let row = y * size
          for x in 0..<size { dark &+= Int(module[row + x]) }
          guard y + 1 < size else { continue }
          for x in 0..<(size - 1) {
            let block =
              Int(module[row &+ x]) &+ Int(module[row &+ x &+ 1]) &+ Int(module[row &+ size &+ x])
              &+ Int(module[row &+ size &+ x &+ 1])
            score &+= block == 0 || block == 4 ? 3 : 0
          }
        }
        let total = size * size
        // 10 for each full 5 % the dark share is away from 50 %.
        score += (abs(dark * 20 - total * 10) + total - 1) / total * 10 - 10
        return score
      }
    }
  }
}
