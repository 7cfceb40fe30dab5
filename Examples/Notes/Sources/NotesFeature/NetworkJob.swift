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
    /// The window's deferred link: redeem the claim read from standard input (never from the
    /// command line, which other users' `ps` shows) at `url`, and print the site's answer. The
    /// window's short link is expanded the same way: the same post, to the site's expand path.
    case redeemClaim(url: URL)
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
  /// address literal (a development server on this machine). Not `localhost`, which a resolver
  /// may send elsewhere (RFC 8252 §8.3). The one rule: `notes` checks the command line with it,
  /// `notes-http` checks every job again with it, and every request it sends.
  package static func isAllowedServer(_ url: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "https": url.host?.isEmpty == false
    case "http": ["127.0.0.1", "::1", "[::1]"].contains(url.host ?? "")
    default: false
    }
  }

  /// The server the job talks to first, refused unless ``isAllowedServer(_:)`` allows it: a job
  /// is read from a command line, which anyone can write.
  package func checkServers() throws(NetworkJobError) {
    switch work {
    case let .login(issuer, _, timeout, _):
      guard Self.isAllowedServer(issuer) else {
        throw NetworkJobError(argument: issuer.absoluteString, reason: Self.serverRule)
      }
      guard Self.isTimeout(timeout) else {
        throw NetworkJobError(argument: "\(timeout)", reason: "a sign-in waits from 0 seconds to a day")
      }
    case let .redeemClaim(url):
      guard Self.isAllowedServer(url) else {
        throw NetworkJobError(argument: url.absoluteString, reason: Self.serverRule)
      }
    case .checkAssociations, .account, .logout:
      // An association file's address is checked by its fetch (HTTPS only, a typed error that
      // says so); account and logout talk to the servers the kept sign-in names, each checked
      // by the request that reaches it (``isAllowedServer(_:)``).
      break
    }
  }

  /// What ``isAllowedServer(_:)`` allows, as the refusal says it.
  package static let serverRule = "not an https:// address (or http:// on 127.0.0.1 or [::1])"

  /// Whether `seconds` is a sign-in's timeout: from 0 seconds to a day.
  package static func isTimeout(_ seconds: Double) -> Bool {
    seconds.isFinite && (0...(24 * 3600)).contains(seconds)
  }

  /// The folder below a prefix's `libexec` that holds `notes-http` when the app is installed
  /// (`scripts/install`, the Debian package): a helper nobody runs by hand stays out of `bin`.
  package static let helperFolder = "composable-links-notes"

  /// The binary that runs network jobs, `notes-http`, for the `notes` binary at `executable`:
  /// `PREFIX/libexec/composable-links-notes/notes-http` when `notes` is installed in `PREFIX/bin`
  /// and that file exists, else the one beside it (a build folder, `swift run`).
  package static func executable(beside executable: String) -> String {
    let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    let installed = folder.deletingLastPathComponent()
      .appendingPathComponent("libexec").appendingPathComponent(helperFolder).appendingPathComponent("notes-http").path
    if folder.lastPathComponent == "bin", FileManager.default.isExecutableFile(atPath: installed) { return installed }
    return folder.appendingPathComponent("notes-http").path
  }
}

/// `notes-http` was given something other than a job that `notes` wrote, or a job it refuses.
package struct NetworkJobError: Error, CustomStringConvertible, Equatable {
  /// The argument, or the part of the job refused, at most its first 200 characters.
  package let argument: String
  /// Why a job was refused; `nil` when the argument is not a job at all.
  package let reason: String?

  /// The error for `argument`, refused for `reason` (or not a job, without one).
  package init(argument: String, reason: String? = nil) {
    self.argument = String(argument.prefix(200))
    self.reason = reason
  }

  package var description: String {
    if let reason { return "notes-http refuses \(argument): \(reason)" }
    return "notes-http runs the network work of 'notes login' and 'notes associations --check', "
      + "given by notes as one JSON argument; this is not one: \(argument)"
  }
}
