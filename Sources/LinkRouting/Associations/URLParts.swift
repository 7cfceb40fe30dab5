import Foundation

/// A URL's path, query and fragment as association files compare them: as written
/// (percent-encoded), or decoded.
struct URLParts {
  let path: (encoded: String, decoded: String)
  let query: (encoded: String, items: [(name: String, value: String)])
  let fragment: (encoded: String, decoded: String)

  init?(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    let encodedPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    path = (encodedPath, encodedPath.removingPercentEncoding ?? encodedPath)
    query = (
      components.percentEncodedQuery ?? "",
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    )
    let fragment = components.percentEncodedFragment ?? ""
    self.fragment = (fragment, fragment.removingPercentEncoding ?? fragment)
  }

  /// Whether every part `component` names matches.
  func match(_ component: UniversalLinkComponent) -> Bool {
    let caseSensitive = component.caseSensitive ?? true
    let encoded = component.percentEncoded ?? true
    func matches(_ pattern: String?, _ text: (encoded: String, decoded: String)) -> Bool {
      guard let pattern else { return true }
      return UniversalLinkPattern.matches(pattern, encoded ? text.encoded : text.decoded, caseSensitive: caseSensitive)
    }
    guard matches(component.path, path), matches(component.fragment, fragment) else { return false }
    switch component.query {
    case nil:
      return true
    case let .whole(pattern):
      return UniversalLinkPattern.matches(pattern, query.encoded, caseSensitive: caseSensitive)
    case let .items(items):
      return items.allSatisfy { name, pattern in
        query.items.contains { item in
          item.name == name && UniversalLinkPattern.matches(pattern, item.value, caseSensitive: caseSensitive)
        }
      }
    }
  }
}
