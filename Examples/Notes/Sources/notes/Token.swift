import ArgumentParser
import Foundation
import NotesFeature

struct Token: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "token",
    abstract: localized("Make the token that links must carry to delete a note."),
    discussion: """
      Links that delete (notes://x-callback-url/notes/<id>/delete) run only with the app's \
      token: ?token=<token>. The token is printed once, when it is made; --rotate makes a new \
      one, and links with the old one stop working. It is kept in the desktop's keyring, or in \
      the file chosen with notes secrets --use-file where none runs.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  @Flag(help: ArgumentHelp(localized("Replace the token with a new one.")))
  var rotate = false

  func run() async throws {
    let database: NotesDatabase
    do {
      database = try NotesDatabase.live(path: options.database ?? NotesDatabase.defaultPath())
    } catch {
      printError(localized("Cannot open the notes database: %@", error))
      throw ExitCode.failure
    }
    do {
      if !rotate, try await database.linkToken() != nil {
        print(localized("A token is set (it was shown when it was made). Use --rotate to make a new one."))
        return
      }
      print(try await database.rotateLinkToken())
    } catch {
      printError(localized("The token cannot be kept in %@: %@.", database.secrets.place, error))
      throw ExitCode.failure
    }
  }
}
