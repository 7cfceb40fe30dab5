import ArgumentParser
import Foundation
import NotesFeature

/// `--log-level`, which every command takes: what the libraries log (refused links, bus
/// errors) goes to standard error from this level up.
struct LoggingOption: ParsableArguments {
  @Option(help: "trace, debug, info, notice, warning (default, or $NOTES_LOG_LEVEL), error or critical.")
  var logLevel: String?

  /// Bootstraps logging once the command line is read (before any command runs).
  mutating func validate() throws {
    do {
      NotesLogging.bootstrap(level: try NotesLogging.level(option: logLevel))
    } catch {
      throw ValidationError(error.description)
    }
  }
}
