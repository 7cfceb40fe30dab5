import ArgumentParser
import NotesFeature

struct Logout: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "logout",
    abstract: localized("Sign out: revoke the tokens at the server, and forget them."),
    discussion: """
      Revokes the refresh token, then the access token, at the server's revocation endpoint \
      (RFC 7009) when it has one, and forgets the sign-in whatever the server answered (and \
      says so when it could not revoke). Run by notes-http, beside notes.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  func run() async throws {
    try handOver(NetworkJob(.logout, database: options.database, logLevel: logging.logLevel))
  }
}
