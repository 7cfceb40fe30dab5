import Foundation

extension Router {
  /// Prints the URL that routes to `pattern` with `input`: path parameters are filled from the
  /// input's values of the same name, everything else goes to the query in encoding order.
  ///
  /// Matching the printed URL gives back the same route and an equal input.
  ///
  /// ```swift
  /// try router.url(for: "/notes/:id", input: Show(id: 42))  // notesapp:///notes/42
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: A route pattern (it need not be registered).
  ///   - input: The route's input.
  ///   - host: For ``HostHandling/firstPathSegment`` the first segment is printed as the host;
  ///     otherwise a host to print, such as `x-callback-url` (default: none).
  public func url(for pattern: String, input: some Encodable, host: String? = nil) throws -> URL {
    let parsed = try RoutePattern(pattern)
    var items = try configuration.encoder.encodePairs(input)
    if let reserved = items.first(where: { $0.key.utf8.starts(with: "x-".utf8) }) {
      throw RoutePrintingError.reservedKey(reserved.key)
    }
    var segments: [String] = []
    for segment in parsed.segments {
      switch segment {
      case let .literal(text):
        segments.append(text)
      case let .parameter(name):
        guard let index = items.firstIndex(where: { $0.key == name }) else {
          throw RoutePrintingError.missingPathParameter(name)
        }
        let value = items.remove(at: index).value
        guard !value.isEmpty else { throw RoutePrintingError.emptyPathParameter(name) }
        segments.append(value)
      case .wildcard, .rest:
        throw RoutePrintingError.wildcard(parsed.description)
      }
    }
    let encoded = segments.map(PercentEncoding.encode)
    let scheme = configuration.schemes.first ?? "app"
    var string: String
    if configuration.hostHandling == .firstPathSegment, let first = encoded.first {
      string = "\(scheme)://\(first)/" + encoded.dropFirst().joined(separator: "/")
    } else {
      string = "\(scheme)://\(host ?? "")/" + encoded.joined(separator: "/")
    }
    if !items.isEmpty { string += "?" + URLQueryEncoder.query(from: items) }
    guard let url = URL(string: string) else {
      throw RouteMatchFailure.invalidURL(string)
    }
    return url
  }
}
