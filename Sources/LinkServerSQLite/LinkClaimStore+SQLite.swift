#if LinkServerSQLite
  import AppLinks
  import Foundation
  import GRDB
  import LinkServer

  extension LinkClaimStore {
    /// Claims in an SQLite file: one instance of the site, no setup. The file is made when
    /// missing (its folder too), readable by its owner only.
    ///
    /// Redeeming is one `UPDATE … RETURNING` in a write transaction, which SQLite runs one at a
    /// time: of any number of redeems of one claim, from any number of processes sharing the
    /// file, one returns the link (and the same install asking again). A client's allowance is
    /// one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, the same way.
    ///
    /// - Parameter path: The database file.
    /// - Throws: When the file cannot be opened or made.
    public static func sqlite(at path: String) throws -> Self {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      var configuration = Configuration()
      // Another process's write waits its turn rather than failing.
      configuration.busyMode = .timeout(10)
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try queue.write { db in
        try db.execute(sql: ClaimSQL.createTable)
        try db.execute(sql: ClaimSQL.createIndex)
        try db.execute(sql: ClaimSQL.createClients)
        try db.execute(sql: ClaimSQL.createShortLinks)
        if try !db.columns(in: "link_claims").contains(where: { $0.name == "redeemed_by" }) {
          try db.execute(sql: ClaimSQL.addRedeemedBy)
        }
      }
      _ = chmod(path, 0o600)
      return Self(
        open: { claim, limit, now in
          let stored = try await queue.write { db -> Bool in
            let dayAgo = now.timeIntervalSince1970 - LinkClaimStore.expiredKept
            try db.execute(sql: ClaimSQL.purge, arguments: [dayAgo])
            try db.execute(sql: ClaimSQL.purgeClients, arguments: [dayAgo])
            try db.execute(
              sql: ClaimSQL.insertUnderLimit,
              arguments: [claim.id, claim.link, claim.expires.timeIntervalSince1970, now.timeIntervalSince1970, limit])
            return db.changesCount == 1
          }
          guard stored else { throw LinkClaimRefusal.full }
        },
        redeem: { id, install, now in
          let seconds = now.timeIntervalSince1970
          let outcome = try await queue.write { db -> Result<String, LinkClaimRefusal> in
            if let link = try String.fetchOne(
              db, sql: ClaimSQL.redeem, arguments: [seconds, install, id, seconds, install])
            {
              return .success(link)
            }
            // Why not: read after the statement that decides, only to say so.
            guard let row = try Row.fetchOne(db, sql: ClaimSQL.state, arguments: [id]) else {
              return .failure(.unknown)
            }
            let redeemed: Double? = row["redeemed_at"]
            return .failure(redeemed != nil ? .used : .expired)
          }
          return try outcome.get()
        },
        take: { client, rate, now in
          let seconds = now.timeIntervalSince1970
          return try await queue.write { db -> Double? in
            let arguments: StatementArguments = [client, seconds, rate.seconds, Double(rate.burst)]
            if try Double.fetchOne(db, sql: ClaimSQL.take(greatest: "max"), arguments: arguments) != nil { return nil }
            let due = try Double.fetchOne(db, sql: ClaimSQL.due, arguments: [client]) ?? seconds
            return max(0.001, max(due, seconds) + rate.seconds - seconds - Double(rate.burst) * rate.seconds)
          }
        },
        shorten: { link in
          try await queue.write { db in
            try String.fetchOne(
              db, sql: ClaimSQL.insertShortLink,
              arguments: [
                link.path, link.link, link.expires?.timeIntervalSince1970, link.uses, link.redirects ? 1 : 0,
              ]) != nil
          }
        },
        follow: { path, spend, now in
          let seconds = now.timeIntervalSince1970
          return try await queue.write { db -> ShortLink in
            let sql = spend ? ClaimSQL.spendShortLink : ClaimSQL.readShortLink
            if let row = try Row.fetchOne(db, sql: sql, arguments: [path, seconds]) {
              let expires: Double? = row["expires_at"]
              let redirects: Int = row["redirects"]
              return ShortLink(
                path: path, link: row["link"], expires: expires.map(Date.init(timeIntervalSince1970:)),
                uses: row["uses_left"], redirects: redirects != 0)
            }
            // Why not: read after the statement that decides, only to say so.
            guard let row = try Row.fetchOne(db, sql: ClaimSQL.shortLinkState, arguments: [path]) else {
              throw LinkClaimRefusal.unknown
            }
            let expires: Double? = row["expires_at"]
            if let expires, expires <= seconds { throw LinkClaimRefusal.expired }
            throw LinkClaimRefusal.used
          }
        })
    }
  }
#endif
