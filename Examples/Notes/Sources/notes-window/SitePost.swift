import ComposableLinks
import Foundation
import NotesFeature

/// A post to one path of the notes site through `notes-http`, the binary beside this one that
/// speaks HTTP (the window links no HTTP client: see ``NetworkJob``), answered with a link: what
/// a claim's redeem and a short link's expansion both are. The text goes on standard input,
/// never on the command line; the site's answer comes back on standard output.
struct SitePost: Sendable {
  /// The site, named in errors.
  let site: URL
  /// Where the post goes.
  let endpoint: URL
  /// The `notes-http` binary.
  let helper: String

  /// A post to `path` on `site`.
  init(site: URL, path: String) {
    self.site = site
    self.endpoint = site.appendingPathComponent(path)
    self.helper = NetworkJob.executable(beside: CommandLine.arguments[0])
  }

  /// Posts `input` and reads the link in the site's answer (``DeferredLinkClient/link(fromAnswer:)``).
  ///
  /// - Throws: ``DeferredLinkError``: the site's refusal, or `unavailable` when it could not
  ///   be reached.
  func link(posting input: String) async throws -> URL {
    let argument = try NetworkJob(.redeemClaim(url: endpoint)).argument()
    let (status, output) = try await Self.run(helper, argument, input: input)
    guard status == 0 else {
      throw DeferredLinkError.unavailable("\(site.host ?? site.absoluteString) could not be reached")
    }
    return try DeferredLinkClient.link(fromAnswer: output)
  }

  /// Runs `helper` with `argument` and `input` on its standard input, on a thread of its own
  /// (waiting for a process holds its thread).
  private static func run(_ helper: String, _ argument: String, input: String) async throws -> (Int32, Data) {
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
