import ArgumentParser

@main
struct NotesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes",
    abstract: "A notes app that answers notes:// URLs (x-callback-url), built on swift-composable-links.",
    discussion: """
      Exit status of 'open': 0 handled, 2 not matched, 3 failed, 4 cancelled, 5 callback refused.
      The database is $NOTES_DATABASE, else $XDG_DATA_HOME/notes/notes.sqlite, else \
      ~/.local/share/notes/notes.sqlite.
      """,
    subcommands: [Open.self, List.self, Routes.self, InstallHandler.self, UninstallHandler.self, Doctor.self]
  )
}

/// The database option every command shares.
struct DatabaseOption: ParsableArguments {
  @Option(help: "The database file (overrides $NOTES_DATABASE and the default location).")
  var database: String?
}
