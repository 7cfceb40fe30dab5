import AsyncHTTPClient
import Foundation
import NIOCore
import NotesFeature

/// The window's deferred link: the claim read from standard input (at most 1 KiB) is posted
/// to the site, and the site's answer (JSON: the link, or why not) printed as it came, for the
/// window to read with `DeferredLinkClient.link(fromAnswer:)`. Exit 0 when the site answered
/// (a refusal is an answer), 1 when it could not be reached.
enum ClaimRedeem {
  static func run(_ url: URL) async -> Int32 {
    let claim = (try? FileHandle.standardInput.read(upToCount: 1024)) ?? Data()
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    request.headers.add(name: "Accept", value: "application/json")
    request.body = .bytes(ByteBuffer(bytes: claim))
    do {
      let (_, body) = try await HTTPExchange.send(request)
      FileHandle.standardOutput.write(body)
      return 0
    } catch {
      // The error's words, never the claim's.
      printError(localized("%@ could not be reached: %@", url.absoluteString, "\(error)"))
      return 1
    }
  }
}
