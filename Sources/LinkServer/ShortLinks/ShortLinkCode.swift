/// A short link's code: 10 characters of Crockford's base32 (50 random bits), the claims'
/// alphabet, read as forgivingly (any case, `O` for `0`, `I` and `L` for `1`, dashes anywhere).
///
/// Short enough to type from a poster; long enough that guessing one takes about 10^15 tries
/// per link kept, each a request. A short link leads only where a person may land anyway: a
/// guessed one reveals a page anyone may see.
enum ShortLinkCode {
  static let length = 10
  private static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")

  /// A new code from the system's random source.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }

  /// The code as the site keeps it, read from what a person typed or carried; nil when it is
  /// not one.
  static func reading(_ text: some StringProtocol) -> String? {
    guard text.utf8.count <= 64 else { return nil }
    var code = ""
    for character in text.uppercased() {
      switch character {
      case "-", " ": continue
      case "O": code.append("0")
      case "I", "L": code.append("1")
      default:
        guard alphabet.contains(character) else { return nil }
        code.append(character)
      }
    }
    return code.count == length ? code : nil
  }
}
