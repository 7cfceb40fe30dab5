import AsyncHTTPClient
import Foundation
import LinkServer
import NIOCore

/// How `notes-web --check-previews` fetches a page or an image: as a chat app's unfurler does,
/// with AsyncHTTPClient (already the example's HTTP client), following no redirect, reading at
/// most one byte past the largest image a chat shows (enough to know it is too large).
enum PreviewFetch {
  @Sendable static func live(_ url: URL) async throws -> FetchedResource {
    var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
    configuration.timeout = .init(connect: .seconds(5), read: .seconds(15))
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let result: Result<FetchedResource, any Error>
    do {
      var request = HTTPClientRequest(url: url.absoluteString)
      // Chat apps name themselves; a site answers them as it answers people (LinkServer does).
      request.headers.add(name: "User-Agent", value: "notes-web-preview-check (facebookexternalhit/1.1)")
      let response = try await client.execute(request, timeout: .seconds(30))
      var body = Data()
      for try await buffer in response.body {
        body.append(contentsOf: buffer.readableBytesView.prefix(PreviewRule.maximumImageBytes + 1 - body.count))
        if body.count > PreviewRule.maximumImageBytes { break }
      }
      result = .success(
        FetchedResource(
          status: Int(response.status.code), contentType: response.headers.first(name: "Content-Type"),
          location: response.headers.first(name: "Location"), body: body))
    } catch {
      result = .failure(error)
    }
    try? await client.shutdown()
    return try result.get()
  }
}
