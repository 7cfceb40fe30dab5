/// The statements both claim stores run (LinkServerSQLite's and LinkServerPostgres'): two tables (the claims, and each client's allowance under
/// its daily keyed hash), and a redeem and a take that each decide in one statement. Times are
/// seconds since 1970, as `double precision` (PostgreSQL) or `REAL` (SQLite). The PostgreSQL
/// store writes the same statements with `$n` placeholders.
package enum ClaimSQL {
  package static let createTable = """
    CREATE TABLE IF NOT EXISTS link_claims (
      id text PRIMARY KEY, link text NOT NULL, expires_at double precision NOT NULL, redeemed_at double precision)
    """
  /// The open claims are counted on every new one: by this index, not the whole table.
  package static let createIndex =
    "CREATE INDEX IF NOT EXISTS link_claims_open ON link_claims (expires_at) WHERE redeemed_at IS NULL"
  /// The install that redeemed a claim (a table made before it had the column gets it).
  package static let addRedeemedBy = "ALTER TABLE link_claims ADD COLUMN redeemed_by text"
  /// Each client's next due time (``LinkClaimRate``), by its keyed hash: never an address.
  package static let createClients = """
    CREATE TABLE IF NOT EXISTS link_claim_clients (client text PRIMARY KEY, due double precision NOT NULL)
    """
  /// Removes the claims that expired before `?1` (a day ago).
  package static let purge = "DELETE FROM link_claims WHERE expires_at < ?"
  /// Forgets the clients whose allowance was whole again before `?1` (a day ago).
  package static let purgeClients = "DELETE FROM link_claim_clients WHERE due < ?"
  /// Keeps a claim (`?1` id, `?2` link, `?3` expiry) only while fewer than `?5` are open at `?4`.
  package static let insertUnderLimit = """
    INSERT INTO link_claims (id, link, expires_at)
    SELECT ?, ?, ? WHERE (SELECT count(*) FROM link_claims WHERE redeemed_at IS NULL AND expires_at > ?) < ?
    """
  /// Marks the claim (`?3`) redeemed at `?1` by the install `?2` and returns its link, if it is
  /// unexpired at `?4` and unredeemed, or redeemed by the same install (`?5`, the same as `?2`).
  package static let redeem = """
    UPDATE link_claims SET redeemed_at = coalesce(redeemed_at, ?), redeemed_by = coalesce(redeemed_by, ?)
    WHERE id = ? AND expires_at > ? AND (redeemed_at IS NULL OR redeemed_by = ?) RETURNING link
    """
  /// Takes one claim from client `?1`'s allowance at `?2`, one per `?3` seconds and `?4` at
  /// once (GCRA, as ``LinkClaimRate`` decides it): its new due time is returned when it may,
  /// no row when it may not. `greatest` is the two-argument maximum (`max` in SQLite,
  /// `GREATEST` in PostgreSQL).
  package static func take(greatest: String) -> String {
    """
    INSERT INTO link_claim_clients AS c (client, due) VALUES (?1, ?2 + ?3)
    ON CONFLICT (client) DO UPDATE SET due = \(greatest)(c.due, ?2) + ?3
    WHERE \(greatest)(c.due, ?2) + ?3 - ?2 <= ?4 * ?3
    RETURNING due
    """
  }
  /// The short links (``ShortLink``): the path each answers at, its link, and its limits (no
  /// expiry and no limit of uses when NULL; `redirects` 0 or 1).
  package static let createShortLinks = """
    CREATE TABLE IF NOT EXISTS link_short (
      path text PRIMARY KEY, link text NOT NULL, expires_at double precision, uses_left bigint,
      redirects bigint NOT NULL DEFAULT 0)
    """
  /// Keeps a short link (`?1` path, `?2` link, `?3` expiry, `?4` uses, `?5` redirects) unless
  /// its path is taken: its path is returned when kept, no row when taken.
  package static let insertShortLink = """
    INSERT INTO link_short (path, link, expires_at, uses_left, redirects) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (path) DO NOTHING RETURNING path
    """
  /// Spends one use of the short link at `?1` if it is unexpired at `?2` and has a use left
  /// (or no limit), and returns it with the uses then left.
  package static let spendShortLink = """
    UPDATE link_short SET uses_left = uses_left - 1
    WHERE path = ? AND (expires_at IS NULL OR expires_at > ?) AND (uses_left IS NULL OR uses_left > 0)
    RETURNING link, expires_at, uses_left, redirects
    """
  /// The short link at `?1`, if it is unexpired at `?2` and has a use left, spending none.
  package static let readShortLink = """
    SELECT link, expires_at, uses_left, redirects FROM link_short
    WHERE path = ? AND (expires_at IS NULL OR expires_at > ?) AND (uses_left IS NULL OR uses_left > 0)
    """
  /// A short link's limits, to say why it was not followed.
  package static let shortLinkState = "SELECT expires_at, uses_left FROM link_short WHERE path = ?"
  /// A client's due time, to say how long it must wait.
  package static let due = "SELECT due FROM link_claim_clients WHERE client = ?"
  /// A claim's state, to say why a redeem returned nothing.
  package static let state = "SELECT redeemed_at, expires_at FROM link_claims WHERE id = ?"

  /// `sql` with PostgreSQL's numbered placeholders for SQLite's `?` (and `$n` for `?n`).
  package static func numbered(_ sql: String) -> String {
    var result = ""
    var number = 0
    var characters = sql.makeIterator()
    var pending: Character? = characters.next()
    while let character = pending {
      pending = characters.next()
      guard character == "?" else {
        result.append(character)
        continue
      }
      if let digit = pending, digit.isNumber {
        result += "$"
      } else {
        number += 1
        result += "$\(number)"
      }
    }
    return result
  }
}
