import ArgumentParser
import NotesFeature

struct Unshare: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unshare", abstract: localized("Stop sharing a note: its link's page no longer shows it."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The note's id.")))
  var id: Int64

  func run() async throws {
    try await Share.change(id, shared: false, database: options.database)
    print(localized("Note %@ is no longer shared.", String(id)))
  }
}
