import AsyncHTTPClient
import Foundation
import NIOCore
import NotesFeature

/// The requests of signing in, refreshing and signing out, sent with AsyncHTTPClient (the
/// client `notes associations` fetches with: the command speaks HTTP one way).
///
/// No redirect is followed (RFC 9700 §4.11: a redirected token request would carry the code
/// and the verifier, or a refresh token, to wherever the answer points): a redirect is an error
/// that names it. At most 1 MiB of an answer is read, and the whole exchange (connection, head
/// and body) ends within ``deadline``: a server that sends its head and then a byte every few
/// seconds held `notes logout` for as long as it liked when only the head had a deadline.
enum HTTPExchange {
  /// How long one exchange may take, from the first byte sent to the last byte read.
  static let deadline = Duration.seconds(30)

  /// Sends `request`; returns the status and the body, or fails once `deadline` has passed.
  static func send(_ request: HTTPClientRequest, deadline: Duration = deadline) async throws -> (
    status: Int, body: Data
  ) {
    let client = HTTPClient(
      eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
    let result: Result<(Int, Data), any Error>
    do {
      result = .success(
        try await SignInError.within(deadline, doing: "\(request.url) did not answer within \(deadline)") {
          let response = try await client.execute(request, timeout: .seconds(deadline.components.seconds))
          let status = Int(response.status.code)
          if (300..<400).contains(status) {
            let location = response.headers.first(name: "Location") ?? "nowhere"
            throw SignInError(
              "\(request.url) answered with a redirect (\(status)) to \(location), which is not followed")
          }
          let body = try await response.body.collect(upTo: 1 << 20)
          return (status, Data(body.readableBytesView))
        })
    } catch {
      result = .failure(error)
    }
    try? await client.shutdown().get()
    return try result.get()
  }

  /// POSTs `form` (`application/x-www-form-urlencoded`) to `endpoint`, which must be HTTPS (or
  /// a loopback address); returns the status and the body.
  static func post(_ form: Data, to endpoint: URL, accepting: String = "application/json") async throws(SignInError)
    -> (status: Int, body: Data)
  {
    guard NetworkJob.isAllowedServer(endpoint) else { throw SignInError("the endpoint \(endpoint) is not HTTPS") }
    var request = HTTPClientRequest(url: endpoint.absoluteString)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
    request.headers.add(name: "Accept", value: accepting)
    request.body = .bytes(ByteBuffer(bytes: form))
    do {
      return try await send(request)
    } catch let error as SignInError {
      throw error
    } catch {
      throw SignInError("\(endpoint) could not be reached: \(error)")
    }
  }

  /// `application/x-www-form-urlencoded` of `fields`: everything but unreserved characters
  /// escaped.
  static func form(_ fields: [(String, String)]) -> Data {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
    return Data(fields.map { "\(encode($0))=\(encode($1))" }.joined(separator: "&").utf8)
  }
}
