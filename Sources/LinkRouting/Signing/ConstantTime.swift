/// The one comparison of secrets in the package and its example: link tokens (``RouteAccess``),
/// the `state` of a call's answer and of a loopback sign-in, and the notes lock's derived key.
///
/// Its time does not depend on where two secrets differ: every byte of the expected secret is
/// read, whatever the result, so timing tells an attacker only the expected secret's length
/// (which its format already says), never how many leading bytes a guess got right. A plain
/// `==` returns at the first difference and lets a guess be built up byte by byte. Lengths are
/// compared first and a different length never matches, so an empty value (a secret that could
/// not be made, say) matches only an empty one.
public enum ConstantTime {
  /// Whether `given` and `expected` hold the same bytes, in a time that depends only on
  /// `expected`'s length.
  public static func equals<Given: Collection<UInt8>, Expected: Collection<UInt8>>(
    _ given: Given, _ expected: Expected
  ) -> Bool {
    let given = Array(given)
    let expected = Array(expected)
    var difference: UInt8 = given.count == expected.count ? 0 : 1
    for index in expected.indices {
      // Compared with itself where `given` is shorter, so the loop's length stays
      // `expected.count`.
      let other = index < given.count ? given[index] : expected[index]
      difference |= expected[index] ^ other
    }
    return difference == 0
  }

  /// Whether `given` and `expected` are the same text (their UTF-8 bytes), in a time that
  /// depends only on `expected`'s length.
  public static func equals(_ given: some StringProtocol, _ expected: some StringProtocol) -> Bool {
    equals(given.utf8, expected.utf8)
  }
}
