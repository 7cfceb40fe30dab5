import Foundation

/// A short link as a ``LinkClaimStore`` keeps it: the path it answers at on the site's host
/// (`/s/7K3M0QRSTV` when the site made it, any path when it was imported from another
/// service), the link it stands for, and its limits.
public struct ShortLink: Hashable, Sendable {
  /// The path it answers at: `/s/` and its code, or an imported link's own path.
  public var path: String
  /// The link it stands for, on the site's host.
  public var link: String
  /// When it stops answering, or nil for never.
  public var expires: Date?
  /// How many more times a person may follow it, or nil for no limit. A link previewer or a
  /// mail scanner (``LinkVisitor``) never spends one.
  public var uses: Int?
  /// Whether it answers with a `308` to its link rather than with its link's page (an
  /// imported link whose old service redirected).
  public var redirects: Bool

  /// Creates a short link.
  ///
  /// - Parameters:
  ///   - path: The path it answers at.
  ///   - link: The link it stands for.
  ///   - expires: When it stops answering; nil for never.
  ///   - uses: How many times a person may follow it; nil for no limit.
  ///   - redirects: Whether it answers with a `308` rather than its link's page.
  public init(path: String, link: String, expires: Date? = nil, uses: Int? = nil, redirects: Bool = false) {
    self.path = path
    self.link = link
    self.expires = expires
    self.uses = uses
    self.redirects = redirects
  }
}
