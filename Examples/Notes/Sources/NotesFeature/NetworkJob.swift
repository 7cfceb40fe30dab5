import Foundation

/// Work that needs the network, handed by `notes` to `notes-http`, the binary beside it, as data.
///
/// Signing in and fetching an association file need an HTTP client with TLS (AsyncHTTPClient,
/// swift-nio, swift-nio-ssl) and a loopback listener. Linked into `notes`, that stack made every
/// command slower to start, `notes list` included (Benchmarks/README.md: 1.13× to 1.29× the
/// binary without it, all of it load time). So `notes` parses and checks the command line, and
/// only then replaces itself with `notes-http`, passing the job as one JSON argument: the
/// command line is read in one place, and the network is linked in one binary.
package struct NetworkJob: Codable, Equatable, Sendable {
  /// The work itself.
  package enum Work: Codable, Equatable, Sendable {
    /// `notes login`: sign in at `issuer` as `clientID`, the sign-in page opened with `browser`
    /// (the desktop's opener when `nil`), within `timeout` seconds.
    case login(issuer: URL, clientID: String, timeout: Double, browser: String?)
    /// `notes associations --check URL`: fetch the association file at `url` over HTTPS,
    /// trusting also the authorities in `certificateFiles`, and check it against the routes
    /// for `host`.
    case checkAssociations(url: URL, host: String, certificateFiles: [String])
    /// `notes account`: say who is signed in, refreshing the access token if it has expired.
    case account
    /// `notes logout`: revoke the tokens where the server can, and forget the sign-in.
    case logout
  }

  /// What to do.
  package var work: Work
  /// The database the command named (`--database`), if it named one.
  package var database: String?
  /// The command's `--log-level`, if given.
  package var logLevel: String?

  /// A job of `work`, with the command's database and log level.
  package init(_ work: Work, database: String? = nil, logLevel: String? = nil) {
    self.work = work
    self.database = database
    self.logLevel = logLevel
  }

  /// The job as the one argument `notes-http` takes.
  package func argument() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// The job `argument` describes; a typed error when it is not one.
  package init(argument: String) throws(NetworkJobError) {
    do {
      self = try JSONDecoder().decode(NetworkJob.self, from: Data(argument.utf8))
    } catch {
      throw NetworkJobError(argument: argument)
    }
  }

  /// Whether `url` may be talked to while signing in: HTTPS, or plain HTTP to a loopback
  /// address (a development server on this machine).
  package static func isAllowedServer(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": true
    case "http": ["127.0.0.1", "::1", "[::1]", "localhost"].contains(url.host ?? "")
    default: false
    }
  }

  /// The binary that runs network jobs, `notes-http`, in the directory of the `notes` binary at
  /// `executable`.
  package static func executable(beside executable: String) -> String {
    URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("notes-http").path
  }
}

/// `notes-http` was given something other than a job that `notes` wrote.
package struct NetworkJobError: Error, CustomStringConvertible, Equatable {
  /// The argument, at most its first 200 characters.
  package let argument: String

  /// The error for `argument`.
  package init(argument: String) { self.argument = String(argument.prefix(200)) }

  package var description: String {
    "notes-http runs the network work of 'notes login' and 'notes associations --check', "
      + "given by notes as one JSON argument; this is not one: \(argument)"
  }
}
