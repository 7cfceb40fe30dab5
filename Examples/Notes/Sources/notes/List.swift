import ArgumentParser
import Foundation
import NotesFeature

struct List: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: localized("Print the stored notes, oldest first."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Flag(help: ArgumentHelp(localized("Print a JSON array instead of one 'id<TAB>title' line per note.")))
  var json = false

  func run() async throws {
    let notes: [Note]
    do {
      let database = try NotesDatabase.live(path: options.database ?? NotesDatabase.defaultPath())
      // While a passphrase locks the notes, not even their titles leave the app.
      guard try await !database.isLocked() else {
        printError(localized("The notes are locked: 'notes unlock' first."))
        throw ExitCode(OpenExitCode.waiting.rawValue)
      }
      notes = try await database.all()
    } catch let exit as ExitCode {
      throw exit
    } catch {
      printError(localized("Cannot read the notes database: %@", error))
      throw ExitCode.failure
    }
    if json {
      print(String(decoding: try JSONEncoder.notesOutput().encode(notes), as: UTF8.self))
    } else {
      for note in notes {
        print("\(note.id ?? 0)\t\(note.title)")
      }
    }
  }
}
