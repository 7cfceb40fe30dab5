import Foundation

/// Masks the values of secret parameters in a URL, for logs, error messages and link outcomes.
enum Redaction {
  /// What a secret value is shown as.
  static let mask = "•••"

  /// `url` with the value of every query or fragment item whose name (percent-decoded,
  /// compared without case) is in `secrets` replaced by ``mask``. The fragment is read as
  /// `name=value` pairs too: an OAuth implicit redirect carries `access_token` there. The rest
  /// is kept as it was received.
  static func redact(_ url: String, secrets: Set<String>) -> String {
    // Most links have no query and no fragment: nothing to mask, and no set of names to make.
    guard !secrets.isEmpty, url.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else {
      return url
    }
    let lowered = Set(secrets.map { $0.lowercased() })
    return redact(url) { lowered.contains($0) }
  }

  /// `url` with the value of every query and fragment item masked, whatever its name: what a
  /// record that others may read keeps of a link (the names say what was asked; the values may
  /// be the user's words, or an answer's).
  package static func redactEveryValue(_ url: String) -> String {
    guard url.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else { return url }
    return redact(url) { _ in true }
  }

  /// `url` without the query and fragment items whose name is in `secrets` (compared as
  /// ``redact(_:secrets:)`` compares): what may be written to disk of a link whose secret was
  /// checked already.
  package static func removing(_ secrets: Set<String>, from url: String) -> String {
    guard !secrets.isEmpty, url.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else {
      return url
    }
    let lowered = Set(secrets.map { $0.lowercased() })
    return rewriting(url, dropsEmpty: true) { items in
      items.split(separator: "&").filter { !lowered.contains(name(of: $0)) }.joined(separator: "&")
    }
  }

  /// `text` with every value of `url`'s query and fragment items masked (see
  /// ``scrub(_:of:secrets:)``), but for values shorter than ``shortestScrubbed``: `id=42` masked
  /// in a message would mask every "42" in it, and a word that short says little of its own.
  package static func scrubEveryValue(_ text: String, of url: String) -> String {
    scrub(text, of: url, shortest: shortestScrubbed) { _ in true }
  }

  /// The shortest value ``scrubEveryValue(_:of:)`` masks in a message.
  static let shortestScrubbed = 4

  /// `url` with the values of the items whose lowercased, percent-decoded name `isSecret` masked.
  private static func redact(_ url: String, isSecret: (String) -> Bool) -> String {
    rewriting(url, dropsEmpty: false) { masked($0, isSecret) }
  }

  /// `url` with its query (after the first `?`, before the first `#`) and its fragment each
  /// replaced by what `rewrite` makes of it; the rest as it was received. With `dropsEmpty`, a
  /// query or fragment rewritten to nothing goes with its `?` or `#`.
  private static func rewriting(_ url: String, dropsEmpty: Bool, _ rewrite: (Substring) -> String) -> String {
    let hash = url.firstIndex(of: "#")
    let beforeFragment = url[..<(hash ?? url.endIndex)]
    var result = String(beforeFragment)
    if let question = beforeFragment.firstIndex(of: "?") {
      let query = rewrite(url[url.index(after: question)..<beforeFragment.endIndex])
      result = String(url[..<question]) + (dropsEmpty && query.isEmpty ? "" : "?" + query)
    }
    if let hash {
      let fragment = rewrite(url[url.index(after: hash)...])
      if !(dropsEmpty && fragment.isEmpty) { result += "#" + fragment }
    }
    return result
  }

  /// An item's name as it is compared: percent-decoded, lowercased.
  private static func name(of item: Substring) -> String {
    let name = String(item[..<(item.firstIndex(of: "=") ?? item.endIndex)])
    return (name.removingPercentEncoding ?? name).lowercased()
  }

  /// `text` with every value that `url` gives a secret parameter (as written, and
  /// percent-decoded) replaced by ``mask``: for messages built from a link's values, such as
  /// a decoding error that quotes the value it could not read.
  static func scrub(_ text: String, of url: String, secrets: Set<String>) -> String {
    guard !secrets.isEmpty else { return text }
    let lowered = Set(secrets.map { $0.lowercased() })
    return scrub(text, of: url) { lowered.contains($0) }
  }

  /// `text` with the values `url` gives the items whose lowercased, percent-decoded name
  /// `isSecret` masked.
  private static func scrub(_ text: String, of url: String, shortest: Int = 1, isSecret: (String) -> Bool) -> String {
    guard url.contains("=") else { return text }
    var scrubbed = text
    let start = url.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? url.endIndex
    for item in url[start...].dropFirst().split(whereSeparator: { $0 == "&" || $0 == "#" || $0 == "?" }) {
      guard let equals = item.firstIndex(of: "="), isSecret(name(of: item)) else { continue }
      let raw = String(item[item.index(after: equals)...])
      let decoded = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
      // Longest first, so a decoded value that contains the raw one is masked whole.
      for value in [raw, decoded].sorted(by: { $0.count > $1.count }) where value.count >= shortest {
        scrubbed = scrubbed.replacingOccurrences(of: value, with: mask)
      }
    }
    return scrubbed
  }

  private static func masked(_ items: Substring, _ isSecret: (String) -> Bool) -> String {
    items.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
      guard let equals = item.firstIndex(of: "="), isSecret(name(of: item)) else { return String(item) }
      return "\(item[..<equals])=\(mask)"
    }.joined(separator: "&")
  }
}
