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
    /// A route takes it.
    case matched(RouteRequest, signature: LinkSignatureRule?, signedOnly: Bool)
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
      func matched(_ index: Int, _ request: RouteRequest) -> Match {
        let access = requests.table.route(at: index).value.access
        return .matched(
          request, signature: access.signature, signedOnly: access.signature != nil && access.tokenParameter == nil)
      }
      switch routes.table.match(url, asRequest: false) {
      case let .screen(_, request), let .screenOnly(request):
        // A signed link to a path a screen shows is checked by the rule of the request on the
        // same path, when there is one (a second match, for signed links only).
        guard SignedLinkFormat.isSigned(request),
          case let .request(index, _) = routes.table.match(url, asRequest: true)
        else { return .matched(request, signature: nil, signedOnly: false) }
        return matched(index, request)
      case let .request(index, request): return matched(index, request)
      case let .notMatched(error): return .notMatched(error)
      case let .unreadable(error): return .unreadable(error)
      case let .refused(error): return .refused(error)
      }
    }
  }
}
