import ConcurrencyExtras
import Foundation
import Logging

/// The storage behind ``LinkOutcomes/logging(capacity:logger:)`` and
/// ``LinkOutcomes/recording(capacity:date:)``: a ring of the last outcomes, the readers of the
/// stream, and the logger. Recording takes one lock and does not wait on any reader.
final class LinkOutcomeLog: Sendable {
  private struct Storage {
    var kept: [LinkOutcome] = []
    var next = 0
    var readers: [UUID: AsyncStream<LinkOutcome>.Continuation] = [:]
  }

  private let capacity: Int
  private let logger: Logger?
  private let storage = LockIsolated(Storage())

  init(capacity: Int, logger: Logger?) {
    self.capacity = max(1, capacity)
    self.logger = logger
  }

  func record(_ outcome: LinkOutcome) {
    let readers = storage.withValue { storage in
      if storage.kept.count < capacity {
        storage.kept.append(outcome)
      } else {
        storage.kept[storage.next] = outcome
        storage.next = (storage.next + 1) % capacity
      }
      return Array(storage.readers.values)
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
    storage.withValue { storage in
      Array(storage.kept[storage.next...] + storage.kept[..<storage.next])
    }
  }

  func stream() -> AsyncStream<LinkOutcome> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: LinkOutcome.self, bufferingPolicy: .bufferingNewest(capacity))
    let id = UUID()
    storage.withValue { $0.readers[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      self?.storage.withValue { _ = $0.readers.removeValue(forKey: id) }
    }
    return stream
  }
}
