import AppLinks
import Foundation
@_spi(Testing) import LinkRouting

/// What the server reads of an app's table, without its state and action types: the match of
/// a web URL, the claims, the patterns, and the secrets to mask.
package struct SiteTable: Sendable {
  /// How the table reads links.
  package let configuration: LinkConfiguration
  /// The paths the association files claim (the screens').
  package let claims: UniversalLinkClaims
  /// Every pattern of the table.
  package let patterns: [RoutePattern]
  /// Matches a URL once: the request, and the signature rule of its request route (if any)
  /// with whether the route takes signed links only.
  package let match: @Sendable (String) -> Match

  /// What a URL is to the table.
  package enum Match: Sendable {
    /// A route takes it: `landing` says whether a person may land on it from the web (its page
    /// offers a claim only then; see AppLinks' `LinkLanding`).
    case matched(RouteRequest, signature: LinkSignatureRule?, signedOnly: Bool, landing: Bool)
    /// No route takes it (or it is not the table's host).
    case notMatched(RouteMatchError)
    /// A route takes its path but its query breaks the table's limits or cannot be read.
    case unreadable(URLQueryDecodingError)
    /// Its callbacks break the table's policy.
    case refused(CallbackPolicyError)
  }

  init<State, Action>(_ routes: LinkRoutes<State, Action>) {
    configuration = routes.configuration
    claims = routes.screens.universalLinkClaims()
    patterns = routes.routes.map(\.pattern)
    let requests = routes.requests
    match = { url in
      func matched(_ index: Int, _ request: RouteRequest, landing: Bool) -> Match {
        let route = requests.table.route(at: index)
        let access = route.value.access
        return .matched(
          request, signature: access.signature, signedOnly: access.signature != nil && access.tokenParameter == nil,
          landing: landing)
      }
      switch routes.table.match(url, asRequest: false) {
      case let .screen(index, request):
        let landing = routes.mayLand(on: routes.screens.table.route(at: index).pattern, isScreen: true)
        // A signed link to a path a screen shows is checked by the rule of the request on the
        // same path, when there is one (a second match, for signed links only).
        guard SignedLinkFormat.isSigned(request),
          case let .request(index, _) = routes.table.match(url, asRequest: true)
        else { return .matched(request, signature: nil, signedOnly: false, landing: landing) }
        return matched(index, request, landing: landing)
      case let .screenOnly(request):
        // A call (x-callback-url) to a screen's path: nobody lands on a call.
        return .matched(request, signature: nil, signedOnly: false, landing: false)
      case let .request(index, request):
        return matched(
          index, request, landing: routes.mayLand(on: requests.table.route(at: index).pattern, isScreen: false))
      case let .notMatched(error): return .notMatched(error)
      case let .unreadable(error): return .unreadable(error)
      case let .refused(error): return .refused(error)
      }
    }
  }
}
