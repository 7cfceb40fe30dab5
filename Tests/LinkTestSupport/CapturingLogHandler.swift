import ConcurrencyExtras
import Logging

/// Keeps each log line, as a log handler writing to a file would write it.
public struct CapturingLogHandler: LogHandler {
  /// The lines written, oldest first.
  public let lines: LockIsolated<[String]>
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .trace

  /// A handler that appends to `lines`.
  public init(lines: LockIsolated<[String]>) {
    self.lines = lines
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    lines.withValue { $0.append("\(event.level) \(event.message) \(fields.joined(separator: " "))") }
  }
}
