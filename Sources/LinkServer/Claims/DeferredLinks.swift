#if LinkServer
  import Foundation
  import SignedLinks

  /// How a site keeps links across an app's install: the page of each link offers "Install and
  /// continue", which makes a claim (a short code, signed by the site, bound to the link in
  /// ``store``, redeemable once until it expires), and the app redeems it on its first launch.
  ///
  /// ```swift
  /// pages.deferredLinks = DeferredLinks(store: .memory(), signingKey: siteKey, lifetime: .seconds(3600))
  /// ```
  ///
  /// Nothing about the person is kept or matched: no address (a client's allowance is kept
  /// under a daily keyed hash of it), no device, no cookie. The claim
  /// holds the link and its expiry; the person carries the code (copied, scanned, or passed by the
  /// store's install referrer) and the app asks them before it reads it.
  public struct DeferredLinks: Sendable {
    /// Where claims are kept; shared by every instance of the site.
    public var store: LinkClaimStore
    /// The site's key: it signs each claim's code and the link a claim gives back (which the app
    /// checks with the key's public half, as any signed link).
    public var signingKey: LinkSigningKey
    /// How long a claim may be redeemed: from a minute to a day (a longer or shorter one is
    /// clamped).
    public var lifetime: Duration
    /// How many claims may be open at once; a claim asked for beyond it is refused
    /// (`LinkClaimRefusal/full`). 10,000 unless said: a last guard, after ``perClient``.
    public var openLimit: Int = 10_000
    /// How many claims one client may make (``LinkClaimRate``); nil: no limit per client. Ten at
    /// once, then one a minute, unless said. A client is known by its address (the
    /// connection's peer, or ``clientHeader``), never kept as such.
    public var perClient: LinkClaimRate? = LinkClaimRate()
    /// The request header that names the client behind a reverse proxy (`X-Forwarded-For`):
    /// read only when set, and then its last address (the one the proxy itself saw). Nil
    /// unless said: a header any client may send is not trusted by default.
    public var clientHeader: String?
    /// How long the link a claim gives back stays valid, in seconds: the app checks it when it
    /// gets it. Five minutes.
    package var linkLifetime: Int = 300

    /// Deferred links kept in `store`, signed with `signingKey`, redeemable for `lifetime`.
    ///
    /// - Parameters:
    ///   - store: Where claims are kept.
    ///   - signingKey: The site's key: it signs codes and links.
    ///   - lifetime: How long a claim may be redeemed (a minute to a day). An hour unless said.
    public init(store: LinkClaimStore, signingKey: LinkSigningKey, lifetime: Duration = .seconds(3600)) {
      self.store = store
      self.signingKey = signingKey
      self.lifetime = lifetime
    }

    /// ``lifetime`` in seconds, within a minute and a day.
    package var clampedLifetime: TimeInterval {
      min(max(TimeInterval(lifetime.components.seconds), 60), 86_400)
    }
  }
#endif
