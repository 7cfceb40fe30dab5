/// What a route table says about one of its routes: for documentation, a `routes` command,
/// or a test that the routes an app publishes are the ones it means.
public struct RouteDescription: Hashable, Sendable, Codable {
  /// The pattern, normalized (`/notes/:id`).
  public var pattern: String
  /// The input's field names, read from its `Decodable` conformance (nested ones with dots:
  /// `filter.tag`); empty for a route without input.
  public var inputFields: [String]
  /// The output's field names when they can be known (the output type is also `Decodable`);
  /// `nil` when not, `[]` for a route without output.
  public var outputFields: [String]?
  /// Whether the route asks for confirmation before it runs.
  public var requiresConfirmation: Bool
  /// The query parameter that must carry the app's token, if the route asks for one
  /// (``RouteAccess``).
  public var tokenParameter: String?
  /// The `x-source` values the route accepts, sorted; `nil` for any.
  public var allowedSources: [String]?
  /// Old patterns that still lead to the route (published links), in registration order.
  public var aliases: [String] = []
  /// Old parameter names still read, and the names they are read as.
  package var renamedParameters: [String: String] = [:]

  /// Creates a description.
  package init(
    pattern: String, inputFields: [String] = [], outputFields: [String]? = [], requiresConfirmation: Bool = false,
    tokenParameter: String? = nil, allowedSources: [String]? = nil
  ) {
    self.pattern = pattern
    self.inputFields = inputFields
    self.outputFields = outputFields
    self.requiresConfirmation = requiresConfirmation
    self.tokenParameter = tokenParameter
    self.allowedSources = allowedSources
  }
}
