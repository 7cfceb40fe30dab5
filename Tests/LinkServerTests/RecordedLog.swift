import Foundation
import Logging

/// A logger whose every line (message and metadata, at every level) is kept, to check what a
/// server writes to its log.
final class RecordedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var kept: [String] = []

  /// The lines written so far.
  var lines: [String] { lock.withLock { kept } }

  /// A logger that writes here.
  func logger(label: String = "test") -> Logger {
    Logger(label: label) { _ in Handler(log: self) }
  }

  fileprivate func append(_ line: String) { lock.withLock { kept.append(line) } }

  private struct Handler: LogHandler {
    let log: RecordedLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let fields = (metadata.merging(event.metadata ?? [:]) { $1 }).map { "\($0)=\($1)" }.sorted()
      log.append("\(event.level) \(event.message) \(fields.joined(separator: " "))")
    }
  }
}
