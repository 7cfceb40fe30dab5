import Foundation

extension DeepLinkRoutes {
  /// Applies the route that matches `url` to `state`: its parents first (the screens behind
  /// it, root first), then the route itself, all with the same link.
  ///
  /// - Returns: The actions the routes send (routes that only change the state send none), or
  ///   why no route applies. When the URL matches but an input cannot be decoded, `state` is
  ///   left as it was.
  public func apply(_ url: URL, to state: inout State) -> Result<[Action], DeepLinkError> {
    applyMatching(url, to: &state).result
  }

  /// ``apply(_:to:)``, with the pattern of the route that matched (`nil` when none did).
  package func applyMatching(_ url: URL, to state: inout State) -> (
    pattern: String?, result: Result<[Action], DeepLinkError>
  ) {
    let request: RouteRequest
    let entry: Entry
    switch table.read(url.absoluteString) {
    case let .success(found):
      (request, entry) = found
    case let .failure(.notMatched(failure)):
      return (nil, .failure(.notMatched(failure)))
    case let .failure(failure):
      return (nil, .failure(.invalid(RouteFailure(failure.error))))
    }
    return (request.pattern.description, apply(entry, request, to: &state))
  }

  /// Applies a route already matched to `request`: its parents first (root first), then the
  /// route itself. When an input cannot be decoded, `state` is left as it was.
  package func apply(_ entry: Entry, _ request: RouteRequest, to state: inout State) -> Result<
    [Action], DeepLinkError
  > {
    var changed = state
    do {
      let effect = try applyWithParents(entry, request, to: &changed)
      state = changed
      return .success(effect)
    } catch {
      return .failure(.invalid(RouteFailure(error)))
    }
  }

  /// Applies `entry`'s parents, root first, then `entry`. Recursive rather than a list of the
  /// chain (the chain is a few routes deep); a route that sends nothing adds an empty array,
  /// which allocates nothing.
  private func applyWithParents(_ entry: Entry, _ request: RouteRequest, to state: inout State) throws -> [Action] {
    guard let parent = entry.parent else { return try entry.apply(&state, request) }
    return try applyWithParents(table.route(at: parent).value, request, to: &state) + entry.apply(&state, request)
  }
}
