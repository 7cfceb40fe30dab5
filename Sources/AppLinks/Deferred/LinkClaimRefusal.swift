import Foundation

/// Why a site did not give the link of a claim, or did not make one: the same reasons on the
/// site (`LinkServer`, which answers with them) and in the app (``DeferredLinkError/refused(_:)``).
///
/// The first four are decided from the claim's text alone, before any storage is read.
public enum LinkClaimRefusal: String, Error, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Not a claim: characters no claim has.
  case malformed
  /// Shorter than a claim: part of it was lost on the way.
  case truncated
  /// Longer than any claim: refused before it is read.
  case oversized
  /// A claim's shape, but not signed by the site's key.
  case forged
  /// Signed by the site, but not (or no longer) stored: purged after it expired, or never made
  /// by this site's storage.
  case unknown
  /// Already redeemed: a claim gives its link once.
  case used
  /// Redeemed after its time ran out.
  case expired
  /// The site holds as many open claims as it allows: no new one is made until some are
  /// redeemed or expire.
  case full

  /// One line saying why, for a person.
  public var description: String {
    switch self {
    case .malformed: "this is not a link claim"
    case .truncated: "the claim is incomplete: part of it was lost when it was copied"
    case .oversized: "the text is longer than any claim"
    case .forged: "the claim was not made by this site"
    case .unknown: "the site has no such claim (it may have expired and been removed)"
    case .used: "the claim was already used"
    case .expired: "the claim has expired"
    case .full: "the site holds too many open claims; try again later"
    }
  }
}
