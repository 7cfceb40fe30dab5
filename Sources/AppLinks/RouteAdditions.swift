import LinkRouting

/// What a table's declaration says besides its routes: old patterns and parameter names
/// (`Published/`), requirements (`Waiting/`) and landings (`Landing/`), each with where it was
/// declared. Kept until the declaration returns, then made to the table being built: an
/// alias may name a route declared after it.
package struct RouteAdditions<State> {
  /// An old pattern or old parameter names of the route at `pattern`.
  var published: [(change: PublishedLinkChange, pattern: String, location: SourceLocation)] = []
  /// A requirement of the routes at `patterns`, or of every route of the table (nil).
  var requirements: [(requirement: LinkRequirement<State>, patterns: [String]?, location: SourceLocation)] = []
  /// Whether a person may land on the route at `pattern` from the web.
  var landings: [(landing: LinkLanding, pattern: String, location: SourceLocation)] = []

  /// The route pattern `text` names when the table's routes (`known`) have it; else nil, and
  /// the refusal, `reason`, reported where it was declared and added to `errors`.
  static func pattern(
    _ text: String, in known: Set<RoutePattern>, refusing reason: String, at location: SourceLocation,
    into errors: inout [RouteRegistrationError]
  ) -> RoutePattern? {
    if let pattern = try? RoutePattern(text), known.contains(pattern) { return pattern }
    refuse(text, reason, at: location, into: &errors)
    return nil
  }

  /// Reports that what was declared for `text` is refused, and why, where it was declared, and
  /// adds it to `errors`.
  static func refuse(
    _ text: String, _ reason: String, at location: SourceLocation, into errors: inout [RouteRegistrationError]
  ) {
    let error = RouteRegistrationError.invalidPattern(text, reason: reason)
    location.report("\(error)")
    errors.append(error)
  }
}
