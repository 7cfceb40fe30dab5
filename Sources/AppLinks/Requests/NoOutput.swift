/// The output of a route that answers success with nothing to add to the callback.
public struct NoOutput: Codable, Hashable, Sendable {
  /// Creates the empty output.
  public init() {}
}
