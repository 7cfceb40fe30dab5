import ConcurrencyExtras
import Foundation
import Logging

/// How the `notes` executables log: swift-log's stream handler on standard error, at the level
/// of `--log-level`, else `$NOTES_LOG_LEVEL`, else `warning` (a link refused from outside is
/// `info`: shown only when asked for).
package enum NotesLogging {
  /// A log level that is not one of swift-log's.
  package struct InvalidLevel: Error, CustomStringConvertible {
    /// What was given.
    package var value: String
    /// Names the levels.
    package var description: String {
      "\"\(value)\" is not a log level: use one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))."
    }
  }

  /// The level for an option's value, else the environment's `NOTES_LOG_LEVEL`, else `warning`.
  package static func level(
    option: String?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(InvalidLevel) -> Logger.Level {
    guard let text = option ?? environment["NOTES_LOG_LEVEL"], !text.isEmpty else { return .warning }
    guard let level = Logger.Level(rawValue: text.lowercased()) else { throw InvalidLevel(value: text) }
    return level
  }

  /// Sends every logger of the process to standard error at `level`, before any logger is
  /// made. swift-log takes one bootstrap per process: a second call is ignored.
  package static func bootstrap(level: Logger.Level) {
    let first = bootstrapped.withValue { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
  }

  private static let bootstrapped = LockIsolated(false)
}
