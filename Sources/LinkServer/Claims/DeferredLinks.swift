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
  /// Nothing about the person is kept or matched: no address, no device, no cookie. The claim
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
    /// (`LinkClaimRefusal/full`). 10,000 unless said.
    public var openLimit: Int = 10_000
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
