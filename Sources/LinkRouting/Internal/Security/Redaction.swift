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
    let hash = url.firstIndex(of: "#")
    let beforeFragment = url[..<(hash ?? url.endIndex)]
    var result: String
    if let question = beforeFragment.firstIndex(of: "?") {
      result = String(url[...question]) + masked(url[url.index(after: question)..<beforeFragment.endIndex], lowered)
    } else {
      result = String(beforeFragment)
    }
    if let hash {
      result += "#" + masked(url[url.index(after: hash)...], lowered)
    }
    return result
  }

  /// `text` with every value that `url` gives a secret parameter (as written, and
  /// percent-decoded) replaced by ``mask``: for messages built from a link's values, such as
  /// a decoding error that quotes the value it could not read.
  static func scrub(_ text: String, of url: String, secrets: Set<String>) -> String {
    guard !secrets.isEmpty, url.contains("=") else { return text }
    let lowered = Set(secrets.map { $0.lowercased() })
    var scrubbed = text
    let start = url.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? url.endIndex
    for item in url[start...].dropFirst().split(whereSeparator: { $0 == "&" || $0 == "#" || $0 == "?" }) {
      guard let equals = item.firstIndex(of: "=") else { continue }
      let name = String(item[..<equals])
      guard lowered.contains((name.removingPercentEncoding ?? name).lowercased()) else { continue }
      let raw = String(item[item.index(after: equals)...])
      let decoded = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
      // Longest first, so a decoded value that contains the raw one is masked whole.
      for value in [raw, decoded].sorted(by: { $0.count > $1.count }) where !value.isEmpty {
        scrubbed = scrubbed.replacingOccurrences(of: value, with: mask)
      }
    }
    return scrubbed
  }

  private static func masked(_ items: Substring, _ secrets: Set<String>) -> String {
    items.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
      guard let equals = item.firstIndex(of: "=") else { return String(item) }
      let name = item[..<equals]
      let decoded = (String(name).removingPercentEncoding ?? String(name)).lowercased()
      return secrets.contains(decoded) ? "\(name)=\(mask)" : String(item)
    }.joined(separator: "&")
  }
}
