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
  package func successURL(output: [(key: String, value: String)] = []) -> URL? {
    success.flatMap { Self.appending(output, to: $0) }
  }

  /// The success callback with `output` encoded and appended to its own query.
  public func successURL(output: some Encodable, encoder: URLQueryEncoder = URLQueryEncoder()) throws
    -> URL?
  {
    guard let success else { return nil }
    // The output is encoded straight into the callback's bytes: no list of pairs in between.
    return try Self.appending(to: success, expectedLength: 256) { try encoder.encode(output, into: $0) }
  }

  /// The error callback with `errorCode` and `errorMessage` appended.
  package func errorURL(code: Int, message: String) -> URL? {
    error.flatMap {
      Self.appending([("errorCode", String(code)), ("errorMessage", message)], to: $0)
    }
  }

  /// The cancel callback.
  package func cancelURL() -> URL? {
    cancel.flatMap(IncomingURL.make)
  }

  /// Appends percent-encoded items to a URL's query, before any fragment.
  package static func appending(_ items: [(key: String, value: String)], to callback: String) -> URL? {
    guard !items.isEmpty else { return IncomingURL.make(callback) }
    return appending(to: callback, expectedLength: URLQueryEncoder.maximumEncodedLength(of: items)) { storage in
      for (key, value) in items { storage.append(key: key, value: value) }
    }
  }

  /// The callback with what `write` writes appended to its query, before any fragment; the
  /// callback alone when `write` writes nothing.
  private static func appending(
    to callback: String, expectedLength: Int, _ write: (QueryEncodingStorage) throws -> Void
  ) rethrows -> URL? {
    var base = callback
    // One pass over the callback says whether Foundation takes it as it is and where its query
    // and fragment start; only a callback with characters to encode is read again.
    var shape = base.withUTF8(IncomingURL.shape)
    if !shape.isClean {
      base = IncomingURL.sanitized(base)
      shape = base.withUTF8(IncomingURL.shape)
    }
    let url = try base.withUTF8 { base in
      let hash = shape.hash ?? base.count
      var separator: UInt8?
      if let question = shape.question {
        // A separator goes before the items unless the query is empty or already ends with
        // `&`. (`a?b=1?` has a query, `b=1?`, that needs one.)
        if hash > question + 1, base[hash - 1] != UInt8(ascii: "&") { separator = UInt8(ascii: "&") }
      } else {
        separator = UInt8(ascii: "?")
      }
      // The URL is written once, on the stack while it fits, then made a string.
      return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: base.count + 1 + expectedLength) {
        scratch in
        let storage = QueryEncodingStorage(
          writingAfter: UnsafeBufferPointer(rebasing: base[..<hash]), into: scratch, separator: separator
        )
        defer { storage.close() }
        try write(storage)
        storage.appendVerbatim(UnsafeBufferPointer(rebasing: base[hash...]))
        return storage.writtenString
      }
    }
    return URL(string: url)
  }
}
