import ArgumentParser
import NotesFeature

struct Account: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "account",
    abstract: localized("Say who is signed in, and where."),
    discussion: """
      Asks the server who holds the kept access token (its userinfo endpoint, when it has one), \
      refreshing the token first when it has expired; a refresh token the server rotates \
      replaces the old one. A refresh the server refuses forgets the sign-in. Exit status: 0 \
      signed in, 1 not. Run by notes-http, beside notes.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  func run() async throws {
    try handOver(NetworkJob(.account, database: options.database, logLevel: logging.logLevel))
  }
}
