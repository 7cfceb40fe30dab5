import ArgumentParser
import Foundation
import NotesFeature

struct Lock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lock",
    abstract: "Lock the notes with a passphrase.",
    discussion: """
      Reads the passphrase from the terminal (or the first line of standard input). Only a \
      salted hash of it is kept. While the notes are locked, every notes:// link waits: the \
      window asks for the passphrase, and 'notes open' keeps the request until 'notes unlock'.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  func run() async throws {
    let database = try openDatabase(options)
    if try await database.lockHash() != nil {
      printError("The notes are already locked; 'notes unlock --remove' removes the passphrase.")
      throw ExitCode.failure
    }
    guard let passphrase = Passphrase.read(prompt: "New passphrase: "), !passphrase.isEmpty else {
      printError("No passphrase given.")
      throw ExitCode.failure
    }
    try await database.setLockHash(try NotesLock.hash(passphrase))
    print("The notes are locked.")
  }
}

/// Opens the database the options name, or says why it cannot.
func openDatabase(_ options: DatabaseOption) throws -> NotesDatabase {
  do {
    return try NotesDatabase.live(path: options.database ?? NotesDatabase.defaultPath())
  } catch {
    printError("Cannot open the notes database: \(error)")
    throw ExitCode.failure
  }
}
