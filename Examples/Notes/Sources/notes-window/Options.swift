import GtkUI
import NotesFeature

/// The window's command line: its options, then the links. (`GApplication` must not see the
/// options: it refuses any it does not know.)
struct Options {
  var databasePath: String
  var tracePath: String?
  /// `--log-level`: overrides `$NOTES_LOG_LEVEL` (default `warning`).
  var logLevel: String?
  var links: [String] = []
  /// Options for GApplication itself (`--gapplication-service`).
  var applicationOptions: [String] = []

  /// The line a command line this does not read is answered with, from ``described``.
  static let usage =
    "usage: notes-window "
    + described.map { "[--\($0.name)\($0.value.map { " " + $0 } ?? "")]" }.joined(separator: " ") + " [URL…]"

  /// The options `--help` lists, as GApplication's option entries (it answers `--help` and
  /// `--version` itself; these three are read here, before it runs).
  static let described = [
    ApplicationOption(
      "database", value: "PATH", summary: localized("The notes database (default: ~/.local/share/notes/notes.sqlite)")),
    ApplicationOption(
      "trace", value: "PATH", summary: localized("Append each state the window shows to PATH, one JSON line each")),
    ApplicationOption(
      "log-level", value: "LEVEL",
      summary: localized("trace, debug, info, notice, warning (default), error or critical")),
  ]

  /// The options handed to GApplication as they are.
  static let applicationOwned: Set = [
    "--gapplication-service", "--help", "-h", "-?", "--help-all", "--help-gapplication", "--version",
  ]

  enum Failure: Error, CustomStringConvertible {
    case missingValue(String)
    case unknownOption(String)

    var description: String {
      switch self {
      case let .missingValue(option): localized("%@ needs a value.", option)
      case let .unknownOption(option): localized("unknown option %@.", option)
      }
    }
  }

  init(_ arguments: some Collection<String>, defaultDatabase: () -> String = { NotesDatabase.defaultPath() }) throws {
    var database: String?
    var remaining = Array(arguments)[...]
    while var argument = remaining.popFirst() {
      // `--database=PATH`, the form `--help` shows, is `--database PATH`.
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
        argument = String(argument[..<equals])
      }
      switch argument {
      case "--database", "--trace", "--log-level":
        guard let value = remaining.popFirst() else { throw Failure.missingValue(argument) }
        switch argument {
        case "--database": database = value
        case "--trace": tracePath = value
        default: logLevel = value
        }
      case "--":
        links += remaining
        remaining = remaining.dropFirst(remaining.count)
      case _ where Self.applicationOwned.contains(argument):
        // GApplication's own: the D-Bus service file starts the app with
        // --gapplication-service; --help and --version are answered by its option entries.
        applicationOptions.append(argument)
      default:
        guard !argument.hasPrefix("--") else { throw Failure.unknownOption(argument) }
        links.append(argument)
      }
    }
    databasePath = database ?? defaultDatabase()
  }
}
