import ConcurrencyExtras
import Foundation
import LinkRouting

/// The calls a live ``LinkCaller`` waits on, by nonce, and how the recent ones ended: what
/// tells a second answer, a late one and a forged one apart.
final class PendingCalls: Sendable {
  /// A waiting call.
  struct Entry: Sendable {
    let style: LinkCall.Style
    /// The `state` a redirect must bring back.
    let state: String?
    let channel: ReplyChannel<LinkCallResult<[RouteRequest.QueryItem]>>
  }

  /// How a call that no longer waits ended.
  enum Ending: Sendable {
    /// An answer (good or not) was taken.
    case answered
    /// It timed out, was cancelled, or could not be opened.
    case ended
  }

  private struct Table {
    var waiting: [String: Entry] = [:]
    var endings: [String: Ending] = [:]
    /// The nonces of `endings`, oldest first, so the record stays bounded.
    var order: [String] = []
  }

  /// How many ended calls are remembered: beyond that, an answer to an old call is reported
  /// as unknown rather than late. Each costs about 100 bytes.
  static let keptEndings = 1024

  private let table = LockIsolated(Table())

  /// Records a waiting call.
  func add(_ nonce: String, _ entry: Entry) {
    table.withValue { $0.waiting[nonce] = entry }
  }

  /// Takes a waiting call out, recording how it ended. Whoever takes it first (an answer, the
  /// timer, the caller giving up) is the one that ends it; the others get nil.
  func take(_ nonce: String, as ending: Ending) -> Entry? {
    table.withValue { table in
      guard let entry = table.waiting.removeValue(forKey: nonce) else { return nil }
      table.endings[nonce] = ending
      table.order.append(nonce)
      if table.order.count > Self.keptEndings {
        let forgotten = table.order.count - Self.keptEndings
        for old in table.order.prefix(forgotten) { table.endings[old] = nil }
        table.order.removeFirst(forgotten)
      }
      return entry
    }
  }

  /// How a call that is no longer waiting ended, if it is remembered.
  func ending(of nonce: String) -> Ending? {
    table.withValue { $0.endings[nonce] }
  }

  /// The number of calls waiting.
  var waitingCount: Int { table.withValue { $0.waiting.count } }
}
