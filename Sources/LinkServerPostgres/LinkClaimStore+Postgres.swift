#if LinkServerPostgres
  import AppLinks
  import Foundation
  import LinkServer
  import Logging
  import PostgresNIO

  extension LinkClaimStore {
    /// Claims in PostgreSQL: every instance of the site given the same database shares them.
    ///
    /// Redeeming is one `UPDATE … RETURNING`: PostgreSQL locks the claim's row for the first
    /// statement to reach it, and every other waits, then finds it redeemed. Of any number of
    /// redeems of one claim from any number of instances, one returns the link. The limit of
    /// open claims is counted in the statement that inserts, so instances racing may pass it
    /// by as many claims as race. A client's allowance is one `INSERT … ON CONFLICT DO UPDATE
    /// … RETURNING`: the row's lock orders instances as a redeem's does.
    ///
    /// Every statement is sent as its own unnamed statement, so the store works where hosted
    /// PostgreSQL (Supabase, Neon) puts PgBouncer in transaction mode: no named prepared
    /// statement outlives its transaction.
    ///
    /// - Parameters:
    ///   - client: A client whose `run()` is running (a service of the site's group).
    ///   - logger: Where the client's queries log (never a claim's values: they are bound).
    /// - Throws: When the table cannot be made.
    public static func postgres(_ client: PostgresClient, logger: Logger) async throws -> Self {
      do {
        try await client.query(PostgresQuery(unsafeSQL: ClaimSQL.createTable), logger: logger)
        try await client.query(PostgresQuery(unsafeSQL: ClaimSQL.createIndex), logger: logger)
        try await client.query(PostgresQuery(unsafeSQL: ClaimSQL.createClients), logger: logger)
        try await client.query(PostgresQuery(unsafeSQL: ClaimSQL.createShortLinks), logger: logger)
        try await client.query(
          PostgresQuery(
            unsafeSQL: ClaimSQL.addRedeemedBy.replacingOccurrences(of: "ADD COLUMN", with: "ADD COLUMN IF NOT EXISTS")),
          logger: logger)
      } catch {
        // Two instances starting at once race to make the table; the loser finds it made.
        let rows = try await client.query("SELECT to_regclass('link_claims')::text", logger: logger)
        var made = false
        for try await name in rows.decode(String?.self) { made = name != nil }
        guard made else { throw error }
      }
      // A nil value is bound as NULL (its type read from where it is used).
      @Sendable func run(_ sql: String, _ values: [(any PostgresEncodable & Sendable)?]) async throws
        -> PostgresRowSequence
      {
        var binds = PostgresBindings()
        for value in values {
          if let value { try binds.append(value) } else { binds.appendNull() }
        }
        return try await client.query(PostgresQuery(unsafeSQL: ClaimSQL.numbered(sql), binds: binds), logger: logger)
      }
      return Self(
        open: { claim, limit, now in
          let dayAgo = now.timeIntervalSince1970 - LinkClaimStore.expiredKept
          _ = try await run(ClaimSQL.purge, [dayAgo])
          _ = try await run(ClaimSQL.purgeClients, [dayAgo])
          let rows = try await run(
            ClaimSQL.insertUnderLimit + " RETURNING id",
            [claim.id, claim.link, claim.expires.timeIntervalSince1970, now.timeIntervalSince1970, limit])
          var stored = false
          for try await _ in rows.decode(String.self) { stored = true }
          guard stored else { throw LinkClaimRefusal.full }
        },
        redeem: { id, install, now in
          let seconds = now.timeIntervalSince1970
          let rows = try await run(ClaimSQL.redeem, [seconds, install as String?, id, seconds, install as String?])
          for try await link in rows.decode(String.self) {
            return link
          }
          // Why not: read after the statement that decides, only to say so.
          for try await (redeemed, _) in try await run(ClaimSQL.state, [id]).decode((Double?, Double).self) {
            throw redeemed != nil ? LinkClaimRefusal.used : LinkClaimRefusal.expired
          }
          throw LinkClaimRefusal.unknown
        },
        take: { client, rate, now in
          let seconds = now.timeIntervalSince1970
          let taken = try await run(
            ClaimSQL.take(greatest: "GREATEST"), [client, seconds, rate.seconds, Double(rate.burst)])
          for try await _ in taken.decode(Double.self) { return nil }
          var due = seconds
          for try await value in try await run(ClaimSQL.due, [client]).decode(Double.self) { due = value }
          return max(0.001, max(due, seconds) + rate.seconds - seconds - Double(rate.burst) * rate.seconds)
        },
        shorten: { link in
          let rows = try await run(
            ClaimSQL.insertShortLink,
            [link.path, link.link, link.expires?.timeIntervalSince1970, link.uses, link.redirects ? 1 : 0])
          for try await _ in rows.decode(String.self) { return true }
          return false
        },
        follow: { path, spend, now in
          let seconds = now.timeIntervalSince1970
          let rows = try await run(spend ? ClaimSQL.spendShortLink : ClaimSQL.readShortLink, [path, seconds])
          for try await (link, expires, uses, redirects) in rows.decode((String, Double?, Int?, Int).self) {
            return ShortLink(
              path: path, link: link, expires: expires.map(Date.init(timeIntervalSince1970:)), uses: uses,
              redirects: redirects != 0)
          }
          // Why not: read after the statement that decides, only to say so.
          for try await (expires, _) in try await run(ClaimSQL.shortLinkState, [path]).decode((Double?, Int?).self) {
            if let expires, expires <= seconds { throw LinkClaimRefusal.expired }
            throw LinkClaimRefusal.used
          }
          throw LinkClaimRefusal.unknown
        })
    }
  }
#endif
