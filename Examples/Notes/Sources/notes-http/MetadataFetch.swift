import AsyncHTTPClient
import Foundation
import NotesFeature

extension AuthorizationServerMetadata {
  /// Fetches and reads the metadata of `issuer` at its own address: a redirect is refused
  /// (``HTTPExchange``), as is any status but 200.
  static func fetch(_ issuer: URL) async throws -> AuthorizationServerMetadata {
    guard let url = address(of: issuer) else { throw SignInError("\(issuer) is not an issuer identifier") }
    let (status, data) = try await HTTPExchange.send(HTTPClientRequest(url: url.absoluteString))
    guard status == 200 else { throw SignInError("no metadata at \(url) (status \(status))") }
    return try read(data, issuer: issuer, from: url)
  }
}
