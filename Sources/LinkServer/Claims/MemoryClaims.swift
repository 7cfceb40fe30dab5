import AppLinks
import Foundation

/// The claims of ``LinkClaimStore/memory()``, behind one lock: each operation is one critical
/// section, so that redeeming is atomic as a database's statement is.
final class MemoryClaims: @unchecked Sendable {
  private struct Entry {
    var claim: LinkClaim
    var redeemedBy: String??
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  func open(_ claim: LinkClaim, limit: Int, now: Date) throws {
    try lock.withLock {
      let purgeBefore = now.addingTimeInterval(-LinkClaimStore.expiredKept)
      entries = entries.filter { $0.value.claim.expires >= purgeBefore }
      let open = entries.values.count { $0.redeemedBy == nil && $0.claim.expires > now }
      guard open < limit else { throw LinkClaimRefusal.full }
      entries[claim.id] = Entry(claim: claim, redeemedBy: nil)
    }
  }

  func redeem(_ id: String, install: String?, now: Date) throws -> String {
    try lock.withLock {
      guard var entry = entries[id] else { throw LinkClaimRefusal.unknown }
      guard entry.claim.expires > now else {
        throw entry.redeemedBy == nil ? LinkClaimRefusal.expired : LinkClaimRefusal.used
      }
      switch entry.redeemedBy {
      case nil: entry.redeemedBy = .some(install)
      case let .some(by?) where by == install: break
      case .some: throw LinkClaimRefusal.used
      }
      entries[id] = entry
      return entry.claim.link
    }
  }
}

/// Each client's next due time (``LinkClaimRate``), in this process's memory, behind one lock.
final class ClientAllowances: @unchecked Sendable {
  private let lock = NSLock()
  private var due: [String: Double] = [:]

  func take(_ client: String, rate: LinkClaimRate, now: Date) -> Double? {
    lock.withLock {
      let seconds = now.timeIntervalSince1970
      // Those whose allowance is whole again are forgotten.
      if due.count > 10_000 { due = due.filter { $0.value > seconds } }
      switch rate.take(due: due[client], now: seconds) {
      case let .success(next):
        due[client] = next
        return nil
      case let .failure(wait):
        return wait.seconds
      }
    }
  }
}
