import Foundation

/// Prints the URL that routes to a pattern with an input: path parameters are filled from the
/// input's values of the same name, everything else goes to the query in encoding order.
///
/// Made once per table, with what printing needs from the configuration already picked out:
/// reading `LinkConfiguration` on every print copied a dozen reference-counted fields.
struct URLPrinter: Sendable {
  /// The scheme URLs are printed with, or `nil` when there is none (printing fails).
  let scheme: String?
  /// Whether the first path segment is printed as the host (`notes://notes/3`).
  let hostFromPath: Bool
  /// The host of a universal-link-only table (`https://host/…`).
  let universalHost: String?
  let encoder: URLQueryEncoder
  /// The longest URL the table reads: a longer one is not printed.
  let maxURLLength: Int

  init(configuration: LinkConfiguration) {
    if let first = configuration.schemes.first {
      scheme = first
      universalHost = nil
    } else if let host = configuration.universalLinkHosts.min() {
      scheme = "https"
      universalHost = host
    } else {
      scheme = nil
      universalHost = nil
    }
    hostFromPath = configuration.hostHandling == .firstPathSegment && universalHost == nil
    encoder = configuration.encoder
    maxURLLength = configuration.limits.maxURLLength
  }

  func url(for pattern: RoutePattern, input: some Encodable, host: String?) throws(RoutePrintingError) -> URL {
    let items: [(key: String, value: String)]
    do {
      items = try encoder.encodePairs(input)
    } catch {
      throw .encoding("\(error)")
    }
    return try url(for: pattern, items: items, host: host)
  }

  /// Writes the whole URL in one pass into one buffer of the largest length it can take, then
  /// makes a string and a `URL` of it: printing a link is on a hot path (the link of the screen
  /// shown), and building it from strings and arrays cost about twice as much here.
  func url(
    for pattern: RoutePattern, items: [(key: String, value: String)], host: String?
  ) throws(RoutePrintingError) -> URL {
    guard let scheme else { throw .noScheme }
    // The bound does not depend on which items fill path parameters: every item is written
    // once, in the path or in the query, each byte at most escaped (3 bytes) plus a separator.
    var capacity: Int = scheme.utf8.count + 4 + ((universalHost ?? host)?.utf8.count ?? 0)
    for (key, value) in items {
      if Self.isReserved(key) { throw .reservedKey(key) }
      capacity += 3 * (key.utf8.count + value.utf8.count) + 2
    }
    for segment in pattern.segments {
      if case let .literal(text) = segment { capacity += 3 * text.utf8.count }
      capacity += 1
    }
    // A host is printed unless the path's first segment takes its place.
    let prefix = universalHost ?? (hostFromPath && !pattern.segments.isEmpty ? nil : host)
    let string = try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) {
      output throws(RoutePrintingError) -> String? in
      // Items that filled a path parameter, as bits by index; a table of Bools past 64 items.
      // Written out rather than in local functions: locals those capture live in boxes, whose
      // every access is checked at run time.
      var used: UInt64 = 0
      var usedBeyond = items.count > 64 ? Array(repeating: false, count: items.count - 64) : []
      var position = PercentEncoding.writeVerbatim(scheme, into: output, at: 0)
      position = PercentEncoding.writeVerbatim("://", into: output, at: position)
      if let prefix { position = PercentEncoding.writeVerbatim(prefix, into: output, at: position) }
      for (index, segment) in pattern.segments.enumerated() {
        if !(hostFromPath && index == 0) {
          output[position] = UInt8(ascii: "/")
          position += 1
        }
        switch segment {
        case let .literal(text):
          position = PercentEncoding.encode(text, into: output, at: position)
        case let .parameter(name):
          // The first item of that name not used by an earlier parameter.
          var found: Int?
          for item in items.indices where items[item].key == name {
            let isUsed = item < 64 ? used & (1 << item) != 0 : usedBeyond[item - 64]
            if !isUsed {
              found = item
              break
            }
          }
          guard let item = found else { throw .missingPathParameter(name) }
          guard !items[item].value.isEmpty else { throw .emptyPathParameter(name) }
          if item < 64 { used |= 1 << item } else { usedBeyond[item - 64] = true }
          position = PercentEncoding.encode(items[item].value, into: output, at: position)
        case .wildcard, .rest:
          throw .wildcard(pattern.description)
        }
      }
      if pattern.segments.isEmpty {
        output[position] = UInt8(ascii: "/")
        position += 1
      }
      var separator = UInt8(ascii: "?")
      for index in items.indices {
        if index < 64 ? used & (1 << index) != 0 : usedBeyond[index - 64] { continue }
        output[position] = separator
        separator = UInt8(ascii: "&")
        position = PercentEncoding.encode(items[index].key, into: output, at: position + 1)
        output[position] = UInt8(ascii: "=")
        position = PercentEncoding.encode(items[index].value, into: output, at: position + 1)
      }
      return position <= maxURLLength ? String(decoding: output[..<position], as: UTF8.self) : nil
    }
    guard let string else { throw .tooLong(limit: maxURLLength) }
    guard let url = URL(string: string) else { throw .invalidURL(string) }
    return url
  }

  /// Whether a key starts with `x-`, which x-callback-url reserves: compared by bytes, as
  /// reading a query does.
  static func isReserved(_ key: String) -> Bool {
    var bytes = key.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "-")
  }
}
