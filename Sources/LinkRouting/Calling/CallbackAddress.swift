import Foundation

/// Where the answers to a call come back: `<scheme>://x-reply/<nonce>/<kind>`, on the caller's
/// own scheme. The host is reserved, so an answer is told apart from every feature link by
/// its scheme and host alone, before any route is matched.
package enum CallbackAddress {
  /// The reserved host.
  package static let host = "x-reply"

  /// Which callback of a call a link is.
  package enum Kind: String, Sendable {
    case success, error, cancel, redirect
  }

  /// A callback read from a link: the call it answers, which callback, and its query.
  package struct Callback: Sendable {
    package let nonce: String
    package let kind: Kind
    package let items: [URLQueryItem]
  }

  /// The callback URL of one kind for a call.
  package static func url(scheme: String, nonce: String, kind: Kind) -> String {
    "\(scheme)://\(host)/\(nonce)/\(kind.rawValue)"
  }

  /// A nonce as made by `LinkCaller.makeNonce()`: 16 to 64 lowercase hex digits.
  package static func isNonce(_ text: Substring) -> Bool {
    (16...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// Reads a link as a callback: `nil` when it is not one (another scheme or host), a
  /// rejection when it is one that cannot be read.
  package static func read(_ url: URL, scheme: String, limits: URLLimits) -> Result<Callback, LinkCallbackError>? {
    guard url.scheme?.lowercased() == scheme, url.host?.lowercased() == host else { return nil }
    let segments = url.path.split(separator: "/", omittingEmptySubsequences: true)
    let nonce = segments.first.flatMap { isNonce($0) ? String($0) : nil }
    let length = url.absoluteString.utf8.count
    guard length <= limits.maxURLLength else {
      return .failure(LinkCallbackError(.tooLong(length: length, limit: limits.maxURLLength), nonce: nonce))
    }
    guard let nonce, segments.count == 2 else {
      return .failure(LinkCallbackError(.malformed("the path is not /<nonce>/<kind>"), nonce: nonce))
    }
    guard let kind = Kind(rawValue: String(segments[1])) else {
      return .failure(LinkCallbackError(.malformed("no callback is called \"\(segments[1])\""), nonce: nonce))
    }
    return items(of: url, limits: limits)
      .map { Callback(nonce: nonce, kind: kind, items: $0) }
      .mapError { LinkCallbackError(.malformed($0.detail), nonce: nonce) }
  }

  /// Why a query cannot be read.
  private struct Unreadable: Error {
    let detail: String
    init(_ detail: String) { self.detail = detail }
  }

  /// The query's items, percent-decoded, within the limits.
  private static func items(of url: URL, limits: URLLimits) -> Result<[URLQueryItem], Unreadable> {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return .failure(Unreadable("the URL cannot be read"))
    }
    let encoded = components.percentEncodedQueryItems ?? []
    guard encoded.count <= limits.maxQueryItems else {
      return .failure(Unreadable("\(encoded.count) query items (the limit is \(limits.maxQueryItems))"))
    }
    var items: [URLQueryItem] = []
    items.reserveCapacity(encoded.count)
    for item in encoded {
      guard let name = item.name.removingPercentEncoding, let value = (item.value ?? "").removingPercentEncoding
      else { return .failure(Unreadable("the query item \"\(item.name.prefix(40))\" is not percent-encoded UTF-8")) }
      items.append(URLQueryItem(name: name, value: value))
    }
    return .success(items)
  }

  /// The URL to open for a call: the request with its callbacks (and, for a redirect, the
  /// state it must come back with).
  package static func request(
    for call: LinkCall, scheme: String, source: String, nonce: String, state: String?
  ) throws(LinkCallError) -> URL {
    guard call.url.scheme != nil else { throw .invalidRequest("\"\(call.url.absoluteString)\" has no scheme") }
    let names = Set(
      (URLComponents(url: call.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { $0.name.lowercased() }
    )
    let added: [(key: String, value: String)]
    switch call.style {
    case .xCallback:
      added = [
        ("x-source", source),
        ("x-success", url(scheme: scheme, nonce: nonce, kind: .success)),
        ("x-error", url(scheme: scheme, nonce: nonce, kind: .error)),
        ("x-cancel", url(scheme: scheme, nonce: nonce, kind: .cancel)),
      ]
    case let .redirect(parameter):
      added = [(parameter, url(scheme: scheme, nonce: nonce, kind: .redirect)), ("state", state ?? "")]
    }
    if let taken = added.first(where: { names.contains($0.key.lowercased()) }) {
      throw .invalidRequest("the URL has its own \(taken.key)")
    }
    guard let request = XCallbackParameters.appending(added, to: call.url.absoluteString) else {
      throw .invalidRequest("\"\(call.url.absoluteString)\" cannot take a query")
    }
    return request
  }
}
