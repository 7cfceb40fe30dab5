import Foundation

extension LinkRouter {
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
  ///   - host: For ``LinkConfiguration/HostHandling/firstPathSegment`` the first segment is printed as the host;
  ///     otherwise a host to print, such as `x-callback-url` (default: none).
  public func url(
    for pattern: String, input: some Encodable, host: String? = nil
  ) throws(RoutePrintingError) -> URL {
    let parsed: RoutePattern
    do {
      parsed = try RoutePattern(pattern)
    } catch {
      throw .invalidPattern(error)
    }
    return try routeTable.matcher.printer.url(for: parsed, input: input, host: host)
  }
}
