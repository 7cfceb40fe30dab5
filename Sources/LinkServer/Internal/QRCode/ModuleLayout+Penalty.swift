extension ModuleLayout {
  /// The standard's penalty of a masked symbol (lower reads better): long runs of one colour,
  /// 2×2 blocks of one colour, patterns that look like a finder, and dark modules far from half.
  func penalty() -> Int {
    var score = 0
    let finderLike: [[Bool]] = [
      [true, false, true, true, true, false, true, false, false, false, false],
      [false, false, false, false, true, false, true, true, true, false, true],
    ]
    for line in 0..<size {
      for vertical in [false, true] {
        let module = { (index: Int) -> Bool in vertical ? self[line, index] : self[index, line] }
        // Runs of five or more: 3, and 1 for each module past five.
        var run = 1
        for index in 1..<size {
          if module(index) == module(index - 1) {
            run += 1
          } else {
            if run >= 5 { score += run - 2 }
            run = 1
          }
        }
        if run >= 5 { score += run - 2 }
        // 1:1:3:1:1 with four light modules on one side: 40 each.
        for start in 0...(size - 11) {
          for pattern in finderLike where (0..<11).allSatisfy({ module(start + $0) == pattern[$0] }) { score += 40 }
        }
      }
    }
    for y in 0..<(size - 1) {
      for x in 0..<(size - 1) {
        let colour = self[x, y]
        if colour == self[x + 1, y] && colour == self[x, y + 1] && colour == self[x + 1, y + 1] { score += 3 }
      }
    }
    let dark = modules.lazy.filter { $0 }.count
    let total = size * size
    // 10 for each full 5 % the dark share is away from 50 %.
    score += (abs(dark * 20 - total * 10) + total - 1) / total * 10 - 10
    return score
  }
}
