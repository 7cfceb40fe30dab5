import Foundation

/// Prints the URL that routes to a pattern with an input: path parameters are filled from the
/// input's values of the same name, everything else goes to the query in encoding order.
enum URLPrinter {
  static func url(
    for pattern: RoutePattern, input: some Encodable, host: String?,
    configuration: Router.Configuration
  ) throws(RoutePrintingError) -> URL {
    let items: [(key: String, value: String)]
    do {
      items = try configuration.encoder.encodePairs(input)
    } catch {
      throw .encoding("\(error)")
    }
    return try url(for: pattern, items: items, host: host, configuration: configuration)
  }

  static func url(
    for pattern: RoutePattern, items: [(key: String, value: String)], host: String?,
    configuration: Router.Configuration
  ) throws(RoutePrintingError) -> URL {
    var items = items
    if let reserved = items.first(where: { $0.key.utf8.starts(with: "x-".utf8) }) {
      throw .reservedKey(reserved.key)
    }
    var segments: [String] = []
    segments.reserveCapacity(pattern.segments.count)
    for segment in pattern.segments {
      switch segment {
      case let .literal(text):
        segments.append(PercentEncoding.encode(text))
      case let .parameter(name):
        guard let index = items.firstIndex(where: { $0.key == name }) else {
          throw .missingPathParameter(name)
        }
        let value = items.remove(at: index).value
        guard !value.isEmpty else { throw .emptyPathParameter(name) }
        segments.append(PercentEncoding.encode(value))
      case .wildcard, .rest:
        throw .wildcard(pattern.description)
      }
    }
    var string: String
    if let scheme = configuration.schemes.first {
      if configuration.hostHandling == .firstPathSegment, let first = segments.first {
        // `notes://notes/3`, and `notes://notes` (no trailing slash) for a one-segment path.
        string = "\(scheme)://\(first)" + segments.dropFirst().map { "/" + $0 }.joined()
      } else {
        string = "\(scheme)://\(host ?? "")/" + segments.joined(separator: "/")
      }
    } else if let universalHost = configuration.universalLinkHosts.min() {
      string = "https://\(universalHost)/" + segments.joined(separator: "/")
    } else {
      throw .noScheme
    }
    if !items.isEmpty { string += "?" + URLQueryEncoder.query(from: items) }
    guard let url = URL(string: string) else { throw .invalidURL(string) }
    return url
  }
}
