/// Text made safe to write into HTML, as element content or as a quoted attribute value: the
/// pages LinkServer serves and the page the loopback listener shows after a sign-in.
package enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and every C0
  /// control character but tab and newline (NUL among them), which HTML does not allow,
  /// written as U+FFFD. Nothing in the result can end an element, an attribute or a comment.
  package static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
