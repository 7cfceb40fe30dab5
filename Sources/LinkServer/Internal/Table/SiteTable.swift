import Foundation
@_spi(Testing) import LinkRouting

/// What the server reads of an app's links: its map (`LinkMap`), matched as the app's table
/// matches (the same `LinkTable`, holding each route's index in the map), with no app code.
package struct SiteTable: Sendable {
  /// How the table reads links.
  package let configuration: LinkConfiguration
  /// The paths the association files claim (the screens').
  package let claims: UniversalLinkClaims
  /// Every pattern of the table.
  package let patterns: [RoutePattern]
  /// Matches a URL once: the request, the signature rule of its request route (if any) with
  /// whether the route takes signed links only, and whether a person may land on it.
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

  /// The table of `map`.
  ///
  /// - Throws: When a route, alias or rename of the map cannot be registered.
  init(_ map: LinkMap) throws(RouteRegistrationError) {
    let table = try map.table()
    let routes = map.routes
    configuration = table.configuration
    claims = table.screens.universalLinkClaims()
    patterns = table.patterns
    match = { url in
      func matched(request route: Int, _ request: RouteRequest, landing: Bool) -> Match {
        let signature = routes[route].signature
        return .matched(
          request, signature: signature?.rule, signedOnly: signature?.signedOnly ?? false, landing: landing)
      }
      switch table.match(url, asRequest: false) {
      case let .screen(index, request):
        let landing = routes[table.screens.route(at: index).value].landing
        // A signed link to a path a screen shows is checked by the rule of the request on the
        // same path, when there is one (a second match, for signed links only).
        guard SignedLinkFormat.isSigned(request),
          case let .request(index, _) = table.match(url, asRequest: true)
        else { return .matched(request, signature: nil, signedOnly: false, landing: landing) }
        return matched(request: table.requests.route(at: index).value, request, landing: landing)
      case let .screenOnly(request):
        // A call (x-callback-url) to a screen's path: nobody lands on a call.
        return .matched(request, signature: nil, signedOnly: false, landing: false)
      case let .request(index, request):
        let route = table.requests.route(at: index).value
        return matched(request: route, request, landing: routes[route].landing)
      case let .notMatched(error): return .notMatched(error)
      case let .unreadable(error): return .unreadable(error)
      case let .refused(error): return .refused(error)
      }
    }
  }
}
