/// Comparisons whose time does not depend on where two secrets differ.
package enum ConstantTime {
  /// Whether `a` and `b` hold the same bytes. Every byte of `a` is read, whatever the result,
  /// so the time taken tells an attacker only the length of the expected secret (which a
  /// token's format already says), never how many leading bytes a guess got right: a plain
  /// `==` returns at the first difference and lets a guess be built up byte by byte.
  package static func equals(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    var difference: UInt8 = a.count == b.count ? 0 : 1
    for index in a.indices {
      // Compared with itself when `b` is shorter, so the loop's length stays `a.count`.
      let other = index < b.count ? b[index] : a[index]
      difference |= a[index] ^ other
    }
    return difference == 0
  }
}
