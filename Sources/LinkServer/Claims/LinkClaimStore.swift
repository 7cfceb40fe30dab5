import AppLinks
import Foundation

/// Where a site keeps its open claims on deferred links, each client's allowance
/// (``LinkClaimRate``) and its short links (``ShortLink``): a struct of operations, so that
/// every instance of a site can share one storage (a database), and a test can keep them in
/// memory.
///
/// A store's promise is the exactly-once rule: of any number of concurrent ``redeem`` calls
/// for one claim, from any number of instances, exactly one returns its link. With SQL,
/// redeeming is one statement that marks the claim used only if it is unused and unexpired,
/// and returns its link:
///
/// ```sql
/// UPDATE link_claims SET redeemed_at = coalesce(redeemed_at, $now), redeemed_by = coalesce(redeemed_by, $install)
///   WHERE id = $id AND expires_at > $now AND (redeemed_at IS NULL OR redeemed_by = $install)
///   RETURNING link
/// ```
///
/// The same statement gives the link again to the install that redeemed it (an app killed
/// between the site's answer and keeping the link asks again), and to no one else.
///
/// A short link's uses are spent by the same kind of statement: one use is taken only while
/// one is left, so of any number of concurrent follows of a link with three uses, three get
/// it. The package's `LinkServerSQLite` and `LinkServerPostgres` keep all of it in SQLite (one
/// instance) or PostgreSQL (many), checked by one test suite with ``memory()``.
public struct LinkClaimStore: Sendable {
  /// Keeps a new claim, unless `limit` claims are open (unredeemed and unexpired): then throws
  /// `LinkClaimRefusal/full`. Removes the claims that expired more than a day
  /// before `now` (until then, redeeming one says `LinkClaimRefusal/expired`).
  public var open: @Sendable (_ claim: LinkClaim, _ limit: Int, _ now: Date) async throws -> Void
  /// Marks the claim of `id` redeemed by `install` and returns its link, if it is unredeemed
  /// and unexpired at `now`, or was redeemed by the same `install` (an id the app keeps: an
  /// app killed after the site answered asks again, and gets the link again); else throws
  /// `LinkClaimRefusal/used`, `LinkClaimRefusal/expired` or `LinkClaimRefusal/unknown`. Atomic:
  /// see the type's discussion.
  public var redeem: @Sendable (_ id: String, _ install: String?, _ now: Date) async throws -> String
  /// Takes one claim from `client`'s allowance under `rate` at `now`: nil when it may make
  /// one, else the seconds until it may. `client` is already a keyed hash, never an address.
  /// Atomic as ``redeem`` is (one statement), so that instances sharing the store count a
  /// client once.
  public var take: @Sendable (_ client: String, _ rate: LinkClaimRate, _ now: Date) async throws -> Double?
  /// Keeps a short link: true, or false when its path is taken (nothing is changed then).
  public var shorten: @Sendable (_ link: ShortLink) async throws -> Bool
  /// The short link at `path`, with one use spent when `spend` (a person followed it; a
  /// previewer or a scanner did not), if it is unexpired at `now` and has a use left; else
  /// throws `LinkClaimRefusal/expired`, `LinkClaimRefusal/used` (no use left) or
  /// `LinkClaimRefusal/unknown`. Atomic as ``redeem`` is.
  public var follow: @Sendable (_ path: String, _ spend: Bool, _ now: Date) async throws -> ShortLink

  /// Creates a store from its operations.
  ///
  /// - Parameters:
  ///   - open: Keeps a new claim, or throws `LinkClaimRefusal/full`.
  ///   - redeem: Redeems a claim at most once (again for the install that redeemed it); throws
  ///     why not.
  ///   - take: Takes one of a client's claims, or says how long until it may; nil counts each
  ///     client in this process's memory (one instance only).
  ///   - shorten: Keeps a short link, or says its path is taken; nil, with `follow`, keeps
  ///     short links in this process's memory (one instance only).
  ///   - follow: Follows a short link, spending a use when asked; throws why not.
  public init(
    open: @escaping @Sendable (_ claim: LinkClaim, _ limit: Int, _ now: Date) async throws -> Void,
    redeem: @escaping @Sendable (_ id: String, _ install: String?, _ now: Date) async throws -> String,
    take: (@Sendable (_ client: String, _ rate: LinkClaimRate, _ now: Date) async throws -> Double?)? = nil,
    shorten: (@Sendable (_ link: ShortLink) async throws -> Bool)? = nil,
    follow: (@Sendable (_ path: String, _ spend: Bool, _ now: Date) async throws -> ShortLink)? = nil
  ) {
    self.open = open
    self.redeem = redeem
    self.take = take ?? ClientAllowances().take
    if let shorten, let follow {
      self.shorten = shorten
      self.follow = follow
    } else {
      let memory = MemoryShortLinks()
      self.shorten = shorten ?? memory.shorten
      self.follow = follow ?? memory.follow
    }
  }

  /// Claims in this process's memory: for one instance that may lose its open claims when it
  /// restarts, and for tests.
  public static func memory() -> Self {
    let claims = MemoryClaims()
    let short = MemoryShortLinks()
    return Self(
      open: claims.open, redeem: claims.redeem, take: ClientAllowances().take, shorten: short.shorten,
      follow: short.follow)
  }

  /// How long an expired claim is kept, so that redeeming it says it expired rather than that
  /// it is unknown: a day, in seconds.
  public static let expiredKept: TimeInterval = 86_400
}
