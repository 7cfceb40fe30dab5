/// The statements both stores run: one table, and a redeem that decides in one statement.
/// Times are seconds since 1970, as `double precision` (PostgreSQL) or `REAL` (SQLite). The
/// PostgreSQL store writes the same statements with `$n` placeholders.
enum ClaimSQL {
  static let createTable = """
    CREATE TABLE IF NOT EXISTS link_claims (
      id text PRIMARY KEY, link text NOT NULL, expires_at double precision NOT NULL, redeemed_at double precision)
    """
  /// The open claims are counted on every new one: by this index, not the whole table.
  static let createIndex =
    "CREATE INDEX IF NOT EXISTS link_claims_open ON link_claims (expires_at) WHERE redeemed_at IS NULL"
  /// Removes the claims that expired before `?1` (a day ago).
  static let purge = "DELETE FROM link_claims WHERE expires_at < ?"
  /// Keeps a claim (`?1` id, `?2` link, `?3` expiry) only while fewer than `?5` are open at `?4`.
  static let insertUnderLimit = """
    INSERT INTO link_claims (id, link, expires_at)
    SELECT ?, ?, ? WHERE (SELECT count(*) FROM link_claims WHERE redeemed_at IS NULL AND expires_at > ?) < ?
    """
  /// Marks the claim redeemed at `?1` and returns its link, if it is unredeemed and unexpired.
  static let redeem = """
    UPDATE link_claims SET redeemed_at = ? WHERE id = ? AND redeemed_at IS NULL AND expires_at > ? RETURNING link
    """
  /// A claim's state, to say why a redeem returned nothing.
  static let state = "SELECT redeemed_at, expires_at FROM link_claims WHERE id = ?"

  /// `sql` with PostgreSQL's numbered placeholders for SQLite's `?`.
  static func numbered(_ sql: String) -> String {
    var result = ""
    var number = 0
    for character in sql {
      if character == "?" {
        number += 1
        result += "$\(number)"
      } else {
        result.append(character)
      }
    }
    return result
  }
}
