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
      ("http://localhost", true), ("http://auth.example.com", false), ("ftp://127.0.0.1", false),
      ("http://127.0.0.1.example.com", false),
    ] {
      #expect(NetworkJob.isAllowedServer(URL(string: address)!) == allowed, "\(address)")
    }
  }
}
