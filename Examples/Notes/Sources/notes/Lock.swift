import ArgumentParser
import Foundation
import NotesFeature

struct Lock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lock",
    abstract: localized("Lock the notes: set a passphrase, or lock them again after 'notes unlock'."),
    discussion: """
      The first time, reads a new passphrase from the terminal (or the first line of standard \
      input) and seals every note with a key that only the passphrase opens: locked, no title \
      or text can be read from the notes' files. 'notes unlock' (or the window) keeps the key \
      in the keyring for this session; 'notes lock' forgets it. While the notes are locked, \
      every notes:// link waits: the window asks for the passphrase, and 'notes open' keeps \
      the request until 'notes unlock'.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  func run() async throws {
    let database = try openDatabase(options)
    do {
      if try await database.lockRecord() != nil {
        guard try await !database.isLocked() else {
          printError(localized("The notes are already locked; 'notes unlock --remove' removes the passphrase."))
          throw ExitCode.failure
        }
        try await database.keepKey(nil)
        print(localized("The notes are locked."))
        return
      }
      guard let passphrase = Passphrase.read(prompt: localized("New passphrase: ")), !passphrase.isEmpty else {
        printError(localized("No passphrase given."))
        throw ExitCode.failure
      }
      _ = try await database.lock(passphrase, NotesLock.rounds)
      print(localized("The notes are locked."))
    } catch let exit as ExitCode {
      throw exit
    } catch {
      printError(localized("The notes were not locked: %@", error))
      throw ExitCode.failure
    }
  }
}

/// Opens the database the options name, or says why it cannot.
func openDatabase(_ options: DatabaseOption) throws -> NotesDatabase {
  do {
    return try NotesDatabase.live(path: options.database ?? NotesDatabase.defaultPath())
  } catch {
    printError(localized("Cannot open the notes database: %@", error))
    throw ExitCode.failure
  }
}
