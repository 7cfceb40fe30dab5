/// Which callback URLs a router will answer.
///
/// URLs can be crafted by anyone: a link can carry an `x-success` that sends your data to a
/// server, or a `javascript:` URL. The default policy refuses `file:`, `javascript:`, `data:`
/// and `vbscript:` callbacks and allows the rest; tighten it with ``allowedSchemes`` and
/// ``allowedHosts``. A request whose callback is refused is not run at all. Scheme and host are
/// read as Foundation's `URL` reads them, since that is the URL an opener opens.
public struct CallbackPolicy: Hashable, Sendable {
  /// Schemes never answered, whatever else is allowed. Compared case-insensitively.
  public var forbiddenSchemes: Set<String>
  /// When set, only these schemes are answered. Compared case-insensitively.
  public var allowedSchemes: Set<String>?
  /// When set, `http` and `https` callbacks must go to one of these hosts.
  public var allowedHosts: Set<String>?

  /// Creates a policy.
  public init(
    forbiddenSchemes: Set<String> = ["file", "javascript", "data", "vbscript"],
    allowedSchemes: Set<String>? = nil,
    allowedHosts: Set<String>? = nil
  ) {
    self.forbiddenSchemes = Set(forbiddenSchemes.map { $0.lowercased() })
    self.allowedSchemes = allowedSchemes.map { Set($0.map { $0.lowercased() }) }
    self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
  }

  /// Refuses `file:`, `javascript:`, `data:` and `vbscript:`; allows every other scheme.
  public static let `default` = CallbackPolicy()

  /// Checks a callback URL; returns why it is refused, or `nil` when it may be opened.
  func refusal(of callback: String) -> CallbackPolicyError.Reason? {
    // The callback is checked as Foundation reads it, since that `URL` is what gets opened: a
    // parser of our own could disagree on an odd host. One that cannot become a `URL` could
    // never be opened, so it is refused up front rather than its answer silently dropped.
    guard let url = IncomingURL.make(callback), let scheme = url.scheme?.lowercased(), !scheme.isEmpty
    else { return .malformed }
    if forbiddenSchemes.contains(scheme) { return .schemeNotAllowed(scheme) }
    if let allowedSchemes, !allowedSchemes.contains(scheme) { return .schemeNotAllowed(scheme) }
    if let allowedHosts, scheme == "http" || scheme == "https" {
      let host = url.host?.lowercased() ?? ""
      if !allowedHosts.contains(host) { return .hostNotAllowed(host) }
    }
    return nil
  }
}
