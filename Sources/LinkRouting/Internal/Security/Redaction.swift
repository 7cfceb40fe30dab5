import Foundation

/// Masks the values of secret query parameters in a URL, for logs and error messages.
enum Redaction {
  /// What a secret value is shown as.
  static let mask = "•••"

  /// `url` with the value of every query item whose name (percent-decoded, compared without
  /// case) is in `secrets` replaced by ``mask``. The rest is kept as it was received.
  static func redact(_ url: String, secrets: Set<String>) -> String {
    guard !secrets.isEmpty, let question = url.firstIndex(of: "?") else { return url }
    let fragmentStart = url[question...].firstIndex(of: "#") ?? url.endIndex
    let query = url[url.index(after: question)..<fragmentStart]
    let lowered = Set(secrets.map { $0.lowercased() })
    let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
      guard let equals = item.firstIndex(of: "=") else { return String(item) }
      let name = item[..<equals]
      let decoded = (String(name).removingPercentEncoding ?? String(name)).lowercased()
      return lowered.contains(decoded) ? "\(name)=\(mask)" : String(item)
    }
    return String(url[...question]) + items.joined(separator: "&") + String(url[fragmentStart...])
  }
}
