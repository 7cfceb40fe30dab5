import CGtk
import Foundation

/// Pango markup for labels.
package enum Markup {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped.
  package static func escape(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }

  /// `text` escaped, with every `http`, `https`, `mailto` or other `scheme://` URL in it
  /// made a link.
  package static func linkified(_ text: String) -> String {
    guard let detector else { return escape(text) }
    var markup = ""
    var last = text.startIndex
    for match in detector.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let range = Range(match.range, in: text) else { continue }
      let link = String(text[range])
      markup += escape(String(text[last..<range.lowerBound]))
      markup += "<a href=\"\(escape(link))\">\(escape(link))</a>"
      last = range.upperBound
    }
    return markup + escape(String(text[last...]))
  }

  /// The URLs ``linkified(_:)`` finds, compiled once (the window linkifies on every render).
  private static let detector = try? NSRegularExpression(
    pattern: #"[a-zA-Z][a-zA-Z0-9+.-]*://[^\s<>"]+|mailto:[^\s<>"]+"#
  )
}
