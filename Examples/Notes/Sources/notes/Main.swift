import ArgumentParser
import Foundation
import NotesFeature

/// The entry point: the catalogs are found before any text is read (the commands' help is
/// translated too), then swift-argument-parser runs the command.
@main
enum NotesMain {
  static func main() async {
    Translations.start()
    await NotesCommand.main()
  }
}

/// Every command names itself (`commandName:`): otherwise swift-argument-parser derives each
/// name from its type with `String(describing:)`, whose dynamic casts each search every protocol
/// conformance in the binary the first time. For the thirteen commands that cost about 1.3 ms
/// of every run, a twentieth of `notes list` (perf, 2026-11-26).
struct NotesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes",
    abstract: localized("A notes app that answers notes:// URLs (x-callback-url), built on swift-composable-links."),
    // One literal with line breaks, so that `scripts/notes-pot` reads it as one message.
    discussion: localized(
      "Exit status of 'open': 0 handled, 2 not matched, 3 failed, 4 cancelled, 5 callback refused, 6 waiting for 'notes unlock'. 'list' exits 6, printing nothing, while the notes are locked.\nExit status of 'call': 0 x-success, 3 x-error, 4 x-cancel, 124 timed out, 1 not made.\nThe database is $NOTES_DATABASE, else $XDG_DATA_HOME/notes/notes.sqlite, else ~/.local/share/notes/notes.sqlite."
    ),
    version: NotesDesktopMetadata.version,
    subcommands: [
      Open.self, Call.self, Token.self, Keys.self, Sign.self, List.self, Share.self, Unshare.self, Routes.self,
      Associations.self, Lock.self,
      Unlock.self, Login.self,
      Account.self, Logout.self, Secrets.self,
      InstallHandler.self, InstallFiles.self,
      UninstallHandler.self, Doctor.self,
    ]
  )

  @OptionGroup var options: DatabaseOption

  /// No subcommand: the window (`notes-window`, beside this binary), so that GTK stays out of
  /// this process and every subcommand starts as fast as a Foundation-only binary.
  func run() throws {
    let window = HandlerRegistration.windowExecutable(beside: HandlerRegistration.currentExecutable())
    try replaceProcess(with: window, options.database.map { ["--database", $0] } ?? [])
  }
}

/// The database option every command shares.
struct DatabaseOption: ParsableArguments {
  @Option(help: ArgumentHelp(localized("The database file (overrides $NOTES_DATABASE and the default location).")))
  var database: String?
}
