import Foundation

extension DeepLinkRoutes {
  /// Applies the route that matches `url` to `state`: its parents first (the screens behind
  /// it, root first), then the route itself, all with the same link.
  ///
  /// - Returns: The routes' effects (their actions, if any), or why no route applies. When the
  ///   URL matches but an input cannot be decoded, `state` is left as it was.
  public func apply(_ url: URL, to state: inout State) -> Result<Effect<Action>, DeepLinkFailure> {
    applyMatching(url, to: &state).result
  }

  /// ``apply(_:to:)``, with the pattern of the route that matched (`nil` when none did).
  func applyMatching(_ url: URL, to state: inout State) -> (
    pattern: String?, result: Result<Effect<Action>, DeepLinkFailure>
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
  func apply(_ entry: Entry, _ request: RouteRequest, to state: inout State) -> Result<Effect<Action>, DeepLinkFailure>
  {
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
  /// chain: no array is made per link (the chain is a few routes deep).
  private func applyWithParents(_ entry: Entry, _ request: RouteRequest, to state: inout State) throws -> Effect<Action>
  {
    var effect = Effect<Action>.none
    if let parent = entry.parent {
      effect = try applyWithParents(table.route(at: parent).value, request, to: &state)
    }
    return .combine(effect, try entry.apply(&state, request))
  }
}
