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
}
