import ArgumentParser
import Foundation
import NotesFeature

struct Share: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share",
    abstract: localized(
      "Share a note on the web: its link's page shows its title and first line to anyone with the link."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The note's id.")))
  var id: Int64

  func run() async throws {
    try await Self.change(id, shared: true, database: options.database)
    print(localized("Note %@ is shared: its link's page shows it.", String(id)))
  }

  /// Shares note `id`, or stops sharing it, in the database at `path` (the default when nil).
  static func change(_ id: Int64, shared: Bool, database path: String?) async throws {
    do {
      let database = try NotesDatabase.live(path: path ?? NotesDatabase.defaultPath())
      guard try await database.setShared(id, shared) else {
        printError(localized("There is no note %@.", String(id)))
        throw ExitCode.failure
      }
    } catch let exit as ExitCode {
      throw exit
    } catch {
      printError(localized("Cannot write the notes database: %@", error))
      throw ExitCode.failure
    }
  }
}
