#if LoopbackAuthorization
  /// Compares two strings in time that depends only on their lengths, not on where they first
  /// differ: an attacker timing the listener's answers learns nothing about the expected
  /// `state` one character at a time.
  enum ConstantTime {
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
      let (a, b) = (Array(lhs.utf8), Array(rhs.utf8))
      var difference = UInt8(truncatingIfNeeded: a.count ^ b.count) | (a.count == b.count ? 0 : 1)
      for index in 0..<max(a.count, b.count) {
        difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
      }
      return difference == 0
    }
  }
#endif
