import AppLinks
import Foundation

/// The short links of ``LinkClaimStore/memory()``, behind one lock: following one is one
/// critical section, so that its uses are spent as a database's statement spends them.
final class MemoryShortLinks: @unchecked Sendable {
  private let lock = NSLock()
  private var links: [String: ShortLink] = [:]

  func shorten(_ link: ShortLink) -> Bool {
    lock.withLock {
      guard links[link.path] == nil else { return false }
      links[link.path] = link
      return true
    }
  }

  func follow(_ path: String, spend: Bool, now: Date) throws -> ShortLink {
    try lock.withLock {
      guard var link = links[path] else { throw LinkClaimRefusal.unknown }
      if let expires = link.expires, expires <= now { throw LinkClaimRefusal.expired }
      if let uses = link.uses {
        guard uses > 0 else { throw LinkClaimRefusal.used }
        if spend {
          link.uses = uses - 1
          links[path] = link
        }
      }
      return link
    }
  }
}
