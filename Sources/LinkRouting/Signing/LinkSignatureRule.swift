/// What a route asks of a signed link (``RouteAccess/signed(maximumAge:singleUse:)``): a
/// signature by a trusted key (see `SignedLinks`), an expiry no further away than
/// `maximumAge`, and, for a single-use route, a nonce never seen before.
///
/// The clock of the app and of the signer may differ by up to `clockSkew`: a link expired
/// that long ago, or issued that far in the future, is still taken.
public struct LinkSignatureRule: Hashable, Sendable {
  /// The longest a link may still be valid for, in seconds from now: a link that claims to live
  /// longer is refused (``LinkSignatureError/lifetimeTooLong``).
  public var maximumAge: Int
  /// Whether each link may run once only: its nonce is remembered until it expires.
  public var singleUse: Bool
  /// Seconds the signer's clock may differ from the app's.
  package var clockSkew: Int
  /// What the link is checked for: a key must be trusted for it (``LinkKeyPurpose``).
  public var purpose: LinkKeyPurpose

  /// Creates a rule for `purpose` (by default a request's link).
  ///
  /// - Parameters:
  ///   - maximumAge: Seconds; at most this long between now and a link's expiry.
  ///   - singleUse: Whether a link runs once only.
  ///   - clockSkew: Seconds the clocks may differ.
  ///   - purpose: What the link is checked for: a key must be trusted for it.
  public init(maximumAge: Int, singleUse: Bool, clockSkew: Int = 60, purpose: LinkKeyPurpose = .requests) {
    self.maximumAge = max(0, maximumAge)
    self.singleUse = singleUse
    self.clockSkew = max(0, clockSkew)
    self.purpose = purpose
  }
}
