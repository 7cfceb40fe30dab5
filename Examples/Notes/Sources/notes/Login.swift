import ArgumentParser
import Foundation
import NotesFeature

struct Login: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "login",
    abstract: localized("Sign in to an authorization server in the browser, over a loopback redirect with PKCE."),
    discussion: """
      Reads the server's RFC 8414 metadata (which must name ISSUER exactly), listens on \
      127.0.0.1 and [::1], opens the sign-in page, takes the one answer that carries this \
      sign-in's state (and the server's iss, when it sends one), and redeems the code with its \
      PKCE verifier, following no redirect; the browser is told how that ended. The tokens are \
      kept in the desktop's keyring (or the file of notes secrets --use-file), never in the \
      notes database, never printed (see notes account, notes logout). Exit \
      status: 0 signed in, 124 no answer in time, 1 refused or failed. Run by notes-http, \
      beside notes.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  @Option(help: ArgumentHelp(localized("The authorization server (https://, or http:// on a loopback address).")))
  var issuer: String

  @Option(help: ArgumentHelp(localized("The client identifier registered with the server.")))
  var clientID = "notes-desktop"

  @Option(help: ArgumentHelp(localized("How many seconds the user has to sign in.")))
  var timeout: Double = 300

  @Option(help: ArgumentHelp(localized("The program that opens the sign-in page (the desktop's browser by default).")))
  var browser: String?

  func run() async throws {
    guard let issuerURL = URL(string: issuer), NetworkJob.isAllowedServer(issuerURL) else {
      printError(localized("%@ is %@.", issuer, NetworkJob.serverRule))
      throw ExitCode.failure
    }
    guard NetworkJob.isTimeout(timeout) else {
      printError(localized("--timeout %@: a sign-in waits from 0 seconds to a day (86400).", timeout))
      throw ExitCode.failure
    }
    let job = NetworkJob(
      .login(issuer: issuerURL, clientID: clientID, timeout: timeout, browser: browser),
      database: options.database, logLevel: logging.logLevel)
    try handOver(job)
  }
}
