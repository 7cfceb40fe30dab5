import Foundation
import LinkRouting
import NotesFeature

/// `notes-http`: the network work of `notes login`, `notes account`, `notes logout` and
/// `notes associations --check`, which `notes` hands over as one ``NetworkJob`` argument once
/// it has read its command line. Only this
/// binary links AsyncHTTPClient, swift-nio and swift-nio-ssl, so the other commands start
/// without loading them (see ``NetworkJob``). Not meant to be run by hand.
@main
enum NotesHTTP {
  static func main() async {
    Translations.start()
    let arguments = CommandLine.arguments.dropFirst()
    switch Array(arguments) {
    case ["--version"]:
      print("notes-http \(NotesDesktopMetadata.version)")  // not translated: the program and its version
      exit(0)
    case ["--help"], ["-h"]:
      print(
        """
        usage: notes-http JOB

        Runs the network work of 'notes login', 'notes account', 'notes logout' and
        'notes associations --check': notes hands it the job as one JSON argument once it has
        read its own command line. Not meant to be run by hand.
        """)
      exit(0)
    default: break
    }
    guard arguments.count == 1, let argument = arguments.first else {
      printError(NetworkJobError(argument: arguments.joined(separator: " ")).description)
      exit(64)  // EX_USAGE
    }
    let job: NetworkJob
    do {
      job = try NetworkJob(argument: argument)
      // The same rule as `notes`: a job comes from a command line, which anyone can write.
      try job.checkServers()
      NotesLogging.bootstrap(level: try NotesLogging.level(option: job.logLevel))
    } catch {
      printError("\(error)")
      exit(64)
    }
    switch job.work {
    case let .login(issuer, clientID, timeout, browser):
      exit(
        await SignIn(issuer: issuer, clientID: clientID, database: job.database).run(timeout: timeout, browser: browser)
      )
    case let .checkAssociations(url, host, certificateFiles):
      let data = await Result { () async throws(AssociationFileError) in
        try await AssociationFetch.live(trusting: certificateFiles).fetch(url)
      }
      exit(NotesAssociations.printCheck(of: data.mapError { $0 }, host: host))
    case .account:
      exit(await Account(database: job.database).show())
    case .logout:
      exit(await Account(database: job.database).signOut())
    case let .redeemClaim(url):
      exit(await ClaimRedeem.run(url))
    }
  }
}
