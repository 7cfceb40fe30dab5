/// Why a site made no short link.
public enum ShortLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The site keeps no short links (``LinkPages/shortLinks`` is nil).
  case notKept
  /// The link is not one of the site's: its `https` links on its host, which the map takes.
  case notOnThisSite(String)
  /// No person may land on the link from the web (a request its route does not allow, or a
  /// signed link, which is its signer's to give).
  case noLanding(String)
  /// The store failed: its error, described.
  case store(String)

  /// One line saying why.
  public var description: String {
    switch self {
    case .notKept: "This site keeps no short links."
    case let .notOnThisSite(link): "\(link) is not a link of this site that its routes take."
    case let .noLanding(link): "No person may land on \(link) from the web, so it gets no short link."
    case let .store(reason): "The short link could not be kept: \(reason)"
    }
  }
}
