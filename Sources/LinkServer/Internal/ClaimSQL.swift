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
