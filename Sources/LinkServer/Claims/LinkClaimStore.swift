import AppLinks
import Foundation

/// Where a site keeps its open claims on deferred links: a struct of two operations, so that
/// every instance of a site can share one storage (a database), and a test can keep them in
/// memory.
///
/// A store's promise is the exactly-once rule: of any number of concurrent ``redeem`` calls
/// for one claim, from any number of instances, exactly one returns its link. With SQL,
/// redeeming is one statement that marks the claim used only if it is unused and unexpired,
/// and returns its link:
///
/// ```sql
/// UPDATE link_claims SET redeemed_at = $now
///   WHERE id = $id AND redeemed_at IS NULL AND expires_at > $now
///   RETURNING link
/// ```
///
/// The example's `notes-web` keeps claims in SQLite (one instance) or PostgreSQL (many), both
/// checked by one test suite.
public struct LinkClaimStore: Sendable {
  /// Keeps a new claim, unless `limit` claims are open (unredeemed and unexpired): then throws
  /// `LinkClaimRefusal/full`. Removes the claims that expired more than a day
  /// before `now` (until then, redeeming one says `LinkClaimRefusal/expired`).
  public var open: @Sendable (_ claim: LinkClaim, _ limit: Int, _ now: Date) async throws -> Void
  /// Marks the claim of `id` redeemed and returns its link, if it is unredeemed and unexpired
  /// at `now`; else throws `LinkClaimRefusal/used`,
  /// `LinkClaimRefusal/expired` or `LinkClaimRefusal/unknown`. Atomic: see
  /// the type's discussion.
  public var redeem: @Sendable (_ id: String, _ now: Date) async throws -> String

  /// Creates a store from its operations.
  ///
  /// - Parameters:
  ///   - open: Keeps a new claim, or throws `LinkClaimRefusal/full`.
  ///   - redeem: Redeems a claim at most once; throws why not.
  public init(
    open: @escaping @Sendable (_ claim: LinkClaim, _ limit: Int, _ now: Date) async throws -> Void,
    redeem: @escaping @Sendable (_ id: String, _ now: Date) async throws -> String
  ) {
    self.open = open
    self.redeem = redeem
  }

  /// Claims in this process's memory: for one instance that may lose its open claims when it
  /// restarts, and for tests.
  public static func memory() -> Self {
    let claims = MemoryClaims()
    return Self(open: claims.open, redeem: claims.redeem)
  }

  /// How long an expired claim is kept, so that redeeming it says it expired rather than that
  /// it is unknown: a day, in seconds.
  public static let expiredKept: TimeInterval = 86_400
}
