import ConcurrencyExtras
import Foundation
import LinkRouting
import Logging

/// The storage behind ``LinkOutcomes/logging(capacity:logger:)`` and
/// ``LinkOutcomes/recording(capacity:date:)``: a ring of the last outcomes, the readers of the
/// stream, and the logger. Recording takes one lock and does not wait on any reader.
///
/// `@unchecked` because its storage is only read and written under `lock`. A `LockIsolated`
/// would mutate a copy of the storage and store it back, so every outcome copied the whole
/// ring (100 outcomes): most of the cost of a link through a store, measured
/// (`Benchmarks/README.md`). `Mutex` would do, but needs macOS 15.
final class LinkOutcomeLog: @unchecked Sendable {
  private struct Storage {
    var kept: [LinkOutcome] = []
    var next = 0
    var readers: [UUID: AsyncStream<LinkOutcome>.Continuation] = [:]
  }

  private let capacity: Int
  private let logger: Logger?
  private let lock = NSLock()
  private var storage = Storage()

  init(capacity: Int, logger: Logger?) {
    self.capacity = max(1, capacity)
    self.logger = logger
  }

  func record(_ outcome: LinkOutcome) {
    let readers = lock.withLock {
      if storage.kept.count < capacity {
        storage.kept.append(outcome)
      } else {
        storage.kept[storage.next] = outcome
        storage.next = (storage.next + 1) % capacity
      }
      return storage.readers.isEmpty ? [] : Array(storage.readers.values)
    }
    for reader in readers { reader.yield(outcome) }
    guard let logger else { return }
    let level: Logger.Level = outcome.result.isProblem ? .info : .debug
    logger.log(
      level: level, "link \(outcome.result)",
      metadata: [
        "pattern": "\(outcome.pattern ?? "-")", "source": "\(outcome.source)", "url": "\(outcome.url)",
        "duration": "\(outcome.duration)",
      ]
    )
  }

  func recent() -> [LinkOutcome] {
    lock.withLock {
      Array(storage.kept[storage.next...] + storage.kept[..<storage.next])
    }
  }

  func stream() -> AsyncStream<LinkOutcome> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: LinkOutcome.self, bufferingPolicy: .bufferingNewest(capacity))
    let id = UUID()
    lock.withLock { storage.readers[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      self.lock.withLock { _ = self.storage.readers.removeValue(forKey: id) }
    }
    return stream
  }
}
