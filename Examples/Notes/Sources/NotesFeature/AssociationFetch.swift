import ComposableLinks
import Foundation

/// Fetches a published association file as iOS and Android fetch it: over HTTPS, no redirect
/// followed, status 200, a JSON content type, at most 128 KB. A struct of closures, so that
/// the rules (``accept(status:contentType:body:)``) are tested apart from the network; the
/// `notes` command's `live(trusting:)` fetches with AsyncHTTPClient.
package struct AssociationFetch: Sendable {
  /// Fetches the file at a URL.
  package var fetch: @Sendable (URL) async throws(AssociationFileError) -> Data

  /// Creates a fetch from its closure.
  package init(fetch: @escaping @Sendable (URL) async throws(AssociationFileError) -> Data) {
    self.fetch = fetch
  }

  /// The body, if it was served as the platforms require.
  ///
  /// - Throws: ``AssociationFileError``: a redirect or another status, a content type that is
  ///   not JSON, a body over 128 KB.
  package static func accept(status: Int, contentType: String?, body: Data) throws(AssociationFileError) -> Data {
    if (300..<400).contains(status) {
      throw .notServedCorrectly("a redirect (\(status)); the file must be served at its own URL")
    }
    guard status == 200 else { throw .notServedCorrectly("status \(status)") }
    let type = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    guard type == "application/json" else {
      throw .notServedCorrectly("content type \(contentType ?? "none"), not application/json")
    }
    guard body.count <= AssociationFileError.maximumSize else { throw .tooLarge(bytes: body.count) }
    return body
  }
}
