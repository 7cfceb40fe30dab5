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

  static let usage = "usage: notes-window [--database PATH] [--trace PATH] [--log-level LEVEL] [URL…]"

  enum Failure: Error, CustomStringConvertible {
    case missingValue(String)
    case unknownOption(String)

    var description: String {
      switch self {
      case let .missingValue(option): "\(option) needs a value."
      case let .unknownOption(option): "unknown option \(option)."
      }
    }
  }

  init(_ arguments: some Collection<String>, defaultDatabase: () -> String = { NotesDatabase.defaultPath() }) throws {
    var database: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
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
      case "--gapplication-service":
        // The D-Bus service file starts the app this way: GApplication's own option.
        applicationOptions.append(argument)
      default:
        guard !argument.hasPrefix("--") else { throw Failure.unknownOption(argument) }
        links.append(argument)
      }
    }
    databasePath = database ?? defaultDatabase()
  }
}
