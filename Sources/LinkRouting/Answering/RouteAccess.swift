/// Who may run a route: anyone who has the link (the default), only a request carrying the
/// app's authorization token, only requests from given `x-source` names, or both.
///
/// ```swift
/// .route("/notes/:id/delete", access: .token()) { (link: NoteLink, reply) in .delete(link, reply) }
/// .route("/export", access: .sources(["Shortcuts"])) { (reply: LinkReply<Export>) in .export(reply) }
/// ```
///
/// Any app (or web page) can open a link, so a route that changes or reveals data should ask
/// for a token, as Things and Bear do: the app makes one, shows it to its user once, and the
/// user pastes it into the scripts that call the app. The token is compared in constant time.
/// `x-source` is only what the caller says it is: an allowlist keeps honest callers apart,
/// it stops no one who lies. A denied request answers `x-error` (``RouteAccessError``) and
/// nothing runs.
public struct RouteAccess: Hashable, Sendable {
  /// The query parameter that must carry the app's token, or `nil` when none is asked for.
  public var tokenParameter: String?
  /// The `x-source` values accepted, or `nil` for any (or none).
  public var sources: Set<String>?

  /// Creates an access rule.
  public init(tokenParameter: String? = nil, sources: Set<String>? = nil) {
    self.tokenParameter = tokenParameter
    self.sources = sources
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

  /// This rule, and requests whose `x-source` is one of `sources`.
  public func allowingSources(_ sources: Set<String>) -> RouteAccess {
    RouteAccess(tokenParameter: tokenParameter, sources: sources)
  }

  /// Whether a request may run, given the app's current token (`nil` when it has none: then
  /// no request that needs one may run).
  public func check(_ request: RouteRequest, token expected: String?) -> RouteAccessError? {
    check(request, token: expected, tokenChecked: false)
  }

  /// ``check(_:token:)``, the token skipped when `tokenChecked` (it was checked when the
  /// request arrived, before it waited: see AppLinks' parked links).
  package func check(_ request: RouteRequest, token expected: String?, tokenChecked: Bool) -> RouteAccessError? {
    if let sources, !sources.contains(request.source ?? "") {
      return .sourceNotAllowed(request.source)
    }
    guard let tokenParameter, !tokenChecked else { return nil }
    let given = request.input.first { $0.name == tokenParameter }?.value
    guard let given, !given.isEmpty else { return .missingToken }
    guard let expected, !expected.isEmpty, ConstantTime.equals(given, expected) else { return .wrongToken }
    return nil
  }
}
