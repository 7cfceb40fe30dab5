import AppLinks
import Foundation

/// The claims of ``LinkClaimStore/memory()``, behind one lock: each operation is one critical
/// section, so that redeeming is atomic as a database's statement is.
final class MemoryClaims: @unchecked Sendable {
  private struct Entry {
    var claim: LinkClaim
    var redeemed: Bool
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  func open(_ claim: LinkClaim, limit: Int, now: Date) throws {
    try lock.withLock {
      let purgeBefore = now.addingTimeInterval(-LinkClaimStore.expiredKept)
      entries = entries.filter { $0.value.claim.expires >= purgeBefore }
      let open = entries.values.count { !$0.redeemed && $0.claim.expires > now }
      guard open < limit else { throw LinkClaimRefusal.full }
      entries[claim.id] = Entry(claim: claim, redeemed: false)
    }
  }

  func redeem(_ id: String, now: Date) throws -> String {
    try lock.withLock {
      guard var entry = entries[id] else { throw LinkClaimRefusal.unknown }
      guard !entry.redeemed else { throw LinkClaimRefusal.used }
      guard entry.claim.expires > now else { throw LinkClaimRefusal.expired }
      entry.redeemed = true
      entries[id] = entry
      return entry.claim.link
    }
  }
}
