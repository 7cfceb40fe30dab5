import Foundation

extension DeepLinkRoutes {
  /// The link of the screen `state` shows: of the routes that can read themselves back from
  /// the state (`read:` or `shows:`), the deepest one (the longest chain of parents) whose
  /// reader answers, the first registered among equals; `nil` when none does.
  ///
  /// ```swift
  /// let link = App.links.url(for: store.state)  // notes://notes/3
  /// ```
  ///
  /// Applying the link to a fresh state leads to the same screen: ``checkExamples(from:)``
  /// proves it for the routes' examples.
  public func url(for state: State) -> URL? {
    guard let (pattern, items) = deepestReading(of: state) else { return nil }
    return try? table.url(for: pattern, items: items)
  }

  /// The deepest route whose reader answers for `state`, and the input it read.
  func deepestReading(of state: State) -> (RoutePattern, [(key: String, value: String)])? {
    var best: (pattern: RoutePattern, items: [(key: String, value: String)], depth: Int)?
    for route in table.routes {
      guard let read = route.value.read, route.value.depth > (best?.depth ?? -1) else { continue }
      guard let items = try? read(state) else { continue }
      best = (route.pattern, items, route.value.depth)
    }
    return best.map { ($0.pattern, $0.items) }
  }
}
