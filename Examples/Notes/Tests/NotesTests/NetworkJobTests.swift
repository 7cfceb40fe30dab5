import Foundation
import NotesFeature
import Testing

/// The job `notes` hands to `notes-http`: written and read back whole, and anything else refused
/// with a typed error that says what the binary is for.
@Suite struct NetworkJobTests {
  @Test func aJobIsReadBackAsItWasWritten() async throws {
    let jobs = [
      NetworkJob(
        .login(
          issuer: URL(string: "https://auth.example.com")!, clientID: "notes-desktop", timeout: 300,
          browser: "firefox --new-window"),
        database: "/tmp/n o t e s.sqlite", logLevel: "debug"),
      NetworkJob(
        .checkAssociations(
          url: URL(string: "https://notes.example.com/.well-known/assetlinks.json")!, host: "notes.example.com",
          certificateFiles: ["/etc/ssl/staging.pem"])),
    ]
    for job in jobs {
      #expect(try NetworkJob(argument: job.argument()) == job)
    }
  }

  @Test func anythingElseIsRefusedWithATypedError() {
    for argument in ["", "login", "{}", #"{"work":{"format":{}}}"#, String(repeating: "[", count: 100_000)] {
      #expect(throws: NetworkJobError.self) { try NetworkJob(argument: argument) }
    }
    let error = NetworkJobError(argument: String(repeating: "x", count: 1000))
    #expect(error.argument.count == 200)
    #expect(error.description.contains("notes login"))
  }

  @Test func onlyHTTPSOrALoopbackServerIsTalkedTo() {
    for (address, allowed) in [
      ("https://auth.example.com", true), ("http://127.0.0.1:8080", true), ("http://[::1]:80", true),
      ("http://localhost", false), ("http://auth.example.com", false), ("ftp://127.0.0.1", false),
      ("http://127.0.0.1.example.com", false), ("https:///token", false),
    ] {
      #expect(NetworkJob.isAllowedServer(URL(string: address)!) == allowed, "\(address)")
    }
  }

  /// `notes-http` checks the servers of the job it is handed by the rule `notes` checks its
  /// command line with: a plain-http issuer in a hand-written job was fetched before.
  @Test func aJobIsCheckedAgainByTheSameRule() throws {
    let plain = NetworkJob(
      .login(issuer: URL(string: "http://auth.example.com")!, clientID: "c", timeout: 5, browser: nil))
    #expect(throws: NetworkJobError(argument: "http://auth.example.com", reason: NetworkJob.serverRule)) {
      try NetworkJob(argument: plain.argument()).checkServers()
    }
    let local = NetworkJob(
      .login(issuer: URL(string: "http://localhost:8080")!, clientID: "c", timeout: 5, browser: nil))
    #expect(throws: NetworkJobError.self) { try local.checkServers() }
    let loopback = NetworkJob(
      .login(issuer: URL(string: "http://127.0.0.1:8080")!, clientID: "c", timeout: 0, browser: nil))
    try loopback.checkServers()
  }

  /// A timeout that is not a number of seconds up to a day (`1e300` made `notes-http` trap when
  /// it turned it into milliseconds) is refused before anything waits.
  @Test func aTimeoutBeyondADayIsRefused() {
    for timeout in [1e300, .infinity, .nan, -1, 86_401] {
      #expect(!NetworkJob.isTimeout(timeout), "\(timeout)")
      let job = NetworkJob(
        .login(issuer: URL(string: "https://a.example")!, clientID: "c", timeout: timeout, browser: nil))
      #expect(throws: NetworkJobError.self) { try job.checkServers() }
    }
    #expect(NetworkJob.isTimeout(0) && NetworkJob.isTimeout(300) && NetworkJob.isTimeout(86_400))
  }

  /// An installed `notes` (in `PREFIX/bin`) runs the helper from `PREFIX/libexec`, where a
  /// package puts it; a build folder's `notes` runs the one beside it.
  @Test func theHelperIsFoundInLibexecWhenInstalledAndBesideOtherwise() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let notes = prefix.appendingPathComponent("bin/notes").path
    #expect(NetworkJob.executable(beside: notes) == prefix.appendingPathComponent("bin/notes-http").path)
    let libexec = prefix.appendingPathComponent("libexec/\(NetworkJob.helperFolder)")
    try FileManager.default.createDirectory(at: libexec, withIntermediateDirectories: true)
    let helper = libexec.appendingPathComponent("notes-http").path
    #expect(FileManager.default.createFile(atPath: helper, contents: Data(), attributes: [.posixPermissions: 0o755]))
    #expect(NetworkJob.executable(beside: notes) == helper)
    let built = prefix.appendingPathComponent("debug/notes").path
    #expect(NetworkJob.executable(beside: built) == prefix.appendingPathComponent("debug/notes-http").path)
  }
}
