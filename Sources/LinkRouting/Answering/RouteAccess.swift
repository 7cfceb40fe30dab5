/// Who may run a route: anyone who has the link (the default), only a request carrying the
/// app's authorization token, only a link signed by a trusted key, only requests from given
/// `x-source` names, or a combination.
///
/// ```swift
/// .route("/notes/:id/delete", access: .token()) { (link: NoteLink, reply) in .delete(link, reply) }
/// .route("/export", access: .sources(["Shortcuts"])) { (reply: LinkReply<Export>) in .export(reply) }
/// .route("/notes/:id/delete", access: .token().acceptingSignedLinks(maximumAge: 600, singleUse: true)) { … }
/// ```
///
/// A signed link (`docs/SignedLinks.md`) proves who made it, expires, and can be single-use;
/// it is checked by the intake that takes the link (AppLinks' `LinkIntake`, given a check from
/// `SignedLinks`). A route that accepts both a token and a signed link runs for either.
///
/// Any app (or web page) can open a link, so a route that changes or reveals data should ask
/// for a token, as Things and Bear do: the app makes one, shows it to its user once, and the
/// user pastes it into the scripts that call the app. The token is compared in constant time.
/// `x-source` is only what the caller says it is: an allowlist keeps honest callers apart,
/// it stops no one who lies. A denied request answers `x-error` (``RouteAccessError``) and
/// nothing runs.
public struct RouteAccess: Hashable, Sendable {
  /// The query parameter that must carry the app's token, or `nil` when none is asked for.
  package var tokenParameter: String?
  /// The `x-source` values accepted, or `nil` for any (or none).
  package var sources: Set<String>?
  /// What a signed link must meet to run the route, or `nil` when signed links are not asked
  /// for (their signature parameters are then ordinary input).
  package var signature: LinkSignatureRule?

  /// Creates an access rule.
  package init(tokenParameter: String? = nil, sources: Set<String>? = nil, signature: LinkSignatureRule? = nil) {
    self.tokenParameter = tokenParameter
    self.sources = sources
    self.signature = signature
  }

  /// Anyone who has the link.
  public static let anyone = RouteAccess()

  /// Requests that carry the app's token in `parameter` (which should be one of the
  /// configuration's ``LinkConfiguration/secretParameters``, so logs never show it).
  public static func token(parameter: String = "token") -> RouteAccess {
    RouteAccess(tokenParameter: parameter)
  }

  /// Requests whose `x-source` is one of `sources`.
  public static func sources(_ sources: Set<String>) -> RouteAccess {
    RouteAccess(sources: sources)
  }

  /// Links signed by a trusted key that expire within `maximumAge` seconds and, if
  /// `singleUse`, run once.
  public static func signed(maximumAge: Int, singleUse: Bool) -> RouteAccess {
    RouteAccess(signature: LinkSignatureRule(maximumAge: maximumAge, singleUse: singleUse))
  }

  /// This rule, and requests whose `x-source` is one of `sources`.
  public func allowingSources(_ sources: Set<String>) -> RouteAccess {
    RouteAccess(tokenParameter: tokenParameter, sources: sources, signature: signature)
  }

  /// This rule, or in place of its token a link signed by a trusted key that expires within
  /// `maximumAge` seconds and, if `singleUse`, runs once.
  public func acceptingSignedLinks(maximumAge: Int, singleUse: Bool) -> RouteAccess {
    RouteAccess(
      tokenParameter: tokenParameter, sources: sources,
      signature: LinkSignatureRule(maximumAge: maximumAge, singleUse: singleUse))
  }

  /// Whether a request may run, given the app's current token (`nil` when it has none: then
  /// no request that needs one may run).
  package func check(_ request: RouteRequest, token expected: String?) -> RouteAccessError? {
    check(request, token: expected, tokenChecked: false)
  }

  /// ``check(_:token:)``, the token (or signature) skipped when `tokenChecked` (it was checked
  /// when the request arrived, before it waited: see AppLinks' parked links; or the link's
  /// signature was). A route that takes signed links only cannot be checked here: a signature
  /// is checked by an intake with a signature check.
  package func check(_ request: RouteRequest, token expected: String?, tokenChecked: Bool) -> RouteAccessError? {
    if let sources, !sources.contains(request.xCallback.source ?? "") {
      return .sourceNotAllowed(request.xCallback.source)
    }
    guard !tokenChecked else { return nil }
    if signature != nil, tokenParameter == nil { return .signature(.missing) }
    guard let tokenParameter else { return nil }
    let given = request.input.first { $0.name == tokenParameter }?.value
    guard let given, !given.isEmpty else { return .missingToken }
    guard let expected, !expected.isEmpty, ConstantTime.equals(given, expected) else { return .wrongToken }
    return nil
  }
}
