import Foundation

/// A claim on a deferred link as a ``LinkClaimStore`` keeps it: the link, until when it may be
/// redeemed, and nothing else — nothing about the person or the device that asked for it.
public struct LinkClaim: Hashable, Sendable {
  /// The claim's id: 16 lowercase hexadecimal digits, the random part of its code (the code's
  /// signature is never stored).
  public var id: String
  /// The link it gives, as the site's page showed it (without secret parameters).
  public var link: String
  /// When it stops being redeemable.
  public var expires: Date

  /// Creates a claim.
  ///
  /// - Parameters:
  ///   - id: The random part of its code, in hexadecimal.
  ///   - link: The link it gives.
  ///   - expires: When it stops being redeemable.
  public init(id: String, link: String, expires: Date) {
    self.id = id
    self.link = link
    self.expires = expires
  }
}
