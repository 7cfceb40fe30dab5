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
  /// Applying the link to a fresh state leads to the same screen: ``checkExamples(from:fileID:filePath:line:column:)``
  /// proves it for the routes' examples.
  @inlinable  // specialized for the app's `State`: generic, each call looked up metadata
  public func url(for state: State) -> URL? {
    guard let (pattern, items) = deepestReading(of: state) else { return nil }
    return try? table.url(for: pattern, items: items)
  }

  /// The deepest route whose reader answers for `state`, and the input it read.
  @inlinable
  func deepestReading(of state: State) -> (RoutePattern, [(key: String, value: String)])? {
    for reader in readOrder {
      if let items = try? reader.read(state) { return (table.pattern(at: reader.route), items) }
    }
    return nil
  }
}
