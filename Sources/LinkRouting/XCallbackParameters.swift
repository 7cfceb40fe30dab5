import Foundation

/// The `x-callback-url` parameters of a request (spec 1.0, revision 3).
///
/// Empty values are treated as absent, so `x-error=` never opens a relative URL.
public struct XCallbackParameters: Hashable, Sendable {
  /// `x-source`: the display name of the app that sent the request. Anyone can claim any name;
  /// show it, never trust it.
  public var source: String?
  /// `x-success`: opened on success, with the route's output appended to its query.
  public var success: String?
  /// `x-error`: opened on failure, with `errorCode` and `errorMessage` appended.
  public var error: String?
  /// `x-cancel`: opened when the request was cancelled or declined.
  public var cancel: String?

  /// Creates parameters.
  public init(source: String? = nil, success: String? = nil, error: String? = nil, cancel: String? = nil) {
    self.source = source
    self.success = success
    self.error = error
    self.cancel = cancel
  }

  /// The success callback with `output` appended to its own query, which is kept.
  public func successURL(output: [(key: String, value: String)] = []) -> URL? {
    success.flatMap { Self.appending(output, to: $0) }
  }

  /// The success callback with `output` encoded and appended to its own query.
  public func successURL(output: some Encodable, encoder: URLQueryEncoder = URLQueryEncoder()) throws
    -> URL?
  {
    guard let success else { return nil }
    return Self.appending(try encoder.encodePairs(output), to: success)
  }

  /// The error callback with `errorCode` and `errorMessage` appended.
  public func errorURL(code: Int, message: String) -> URL? {
    error.flatMap {
      Self.appending([("errorCode", String(code)), ("errorMessage", message)], to: $0)
    }
  }

  /// The cancel callback.
  public func cancelURL() -> URL? {
    cancel.flatMap(IncomingURL.make)
  }

  /// Appends percent-encoded items to a URL's query, before any fragment.
  static func appending(_ items: [(key: String, value: String)], to callback: String) -> URL? {
    guard !items.isEmpty else { return IncomingURL.make(callback) }
    let base = IncomingURL.sanitized(callback)
    // Byte-level searches: `#`, `?` and `&` are ASCII, and Character-based ones cost far more.
    let utf8 = base.utf8
    let hash = utf8.firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
    let head = base[..<hash]
    var url = String(head)
    url.reserveCapacity(base.utf8.count + items.count * 24)
    // A separator goes before the items unless the query is empty or already ends with `&`.
    // (`a?b=1?` has a query, `b=1?`, that needs one.)
    if let question = head.utf8.firstIndex(of: UInt8(ascii: "?")) {
      let query = head.utf8[head.utf8.index(after: question)...]
      if let last = query.last, last != UInt8(ascii: "&") { url += "&" }
    } else {
      url += "?"
    }
    URLQueryEncoder.appendQuery(items, to: &url)
    url += base[hash...]
    return URL(string: url)
  }
}
