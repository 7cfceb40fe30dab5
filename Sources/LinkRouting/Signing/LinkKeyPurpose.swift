/// What a signed link is checked for, and so what a trusted key may vouch for: a key is trusted
/// for one purpose or more (`TrustedLinkKeys.trust(_:as:for:)` in SignedLinks), and a link
/// signed by a key not trusted for the purpose its check asks is refused
/// (``LinkSignatureError/notTrustedFor(_:_:)``).
///
/// A site that makes deferred links signs what strangers asked for: its key is trusted for
/// ``deferredScreens`` only, so that no link it signs runs a request with effects, whichever way
/// the link reaches the app.
public enum LinkKeyPurpose: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// A request route's link (``RouteAccess/signed(maximumAge:singleUse:)``): it runs the
  /// request, with its effects.
  case requests
  /// A link a site gives back for a claim on a deferred link: taken in only through the
  /// deferred-link intake, and only when it lands on a screen.
  case deferredScreens

  /// Its name in words.
  public var description: String {
    switch self {
    case .requests: "requests"
    case .deferredScreens: "deferred links to screens"
    }
  }
}
