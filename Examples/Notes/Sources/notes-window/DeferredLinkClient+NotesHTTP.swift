import ComposableLinks
import Foundation
import NotesFeature

extension DeferredLinkClient {
  /// Redeems claims at `site` through `notes-http`, the binary beside this one that speaks
  /// HTTP (the window links no HTTP client: see ``NetworkJob``). The claim goes to it on
  /// standard input, never on its command line, with this install's id on the next line (a
  /// window killed after the site answered asks again, and gets the link again); its answer
  /// comes back on standard output.
  ///
  /// - Parameters:
  ///   - site: The notes site, `https://notes.example.com` unless `NOTES_LINK_SITE` names
  ///     another (a test's server on loopback).
  ///   - install: This install's id (``InstallID``), if one could be kept.
  static func notesHTTP(site: URL, install: String?) -> Self {
    let helper = NetworkJob.executable(beside: CommandLine.arguments[0])
    let endpoint = site.appendingPathComponent(".well-known/link-claims/redeem")
    return DeferredLinkClient { claim in
      let argument = try NetworkJob(.redeemClaim(url: endpoint)).argument()
      let (status, output) = try await run(helper, argument, input: install.map { claim + "\n" + $0 } ?? claim)
      guard status == 0 else {
        throw DeferredLinkError.unavailable("\(site.host ?? site.absoluteString) could not be reached")
      }
      return try DeferredLinkClient.link(fromAnswer: output)
    }
  }

  /// Runs `helper` with `argument` and `input` on its standard input, on a thread of its own
  /// (waiting for a process holds its thread).
  static func run(_ helper: String, _ argument: String, input: String) async throws -> (Int32, Data) {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: helper)
        process.arguments = [argument]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do {
          try process.run()
        } catch {
          continuation.resume(throwing: DeferredLinkError.unavailable("notes-http cannot be started"))
          return
        }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(returning: (process.terminationStatus, output))
      }.start()
    }
  }
}
