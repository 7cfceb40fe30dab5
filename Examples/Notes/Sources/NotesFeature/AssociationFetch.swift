import ComposableLinks
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a published association file as iOS and Android fetch it: over HTTPS, no redirect
/// followed, status 200, a JSON content type, at most 128 KB. A struct of closures, so that
/// the rules (``accept(status:contentType:body:)``) are tested apart from the network.
public struct AssociationFetch: Sendable {
  /// Fetches the file at a URL.
  public var fetch: @Sendable (URL) async throws(AssociationFileError) -> Data

  /// Creates a fetch from its closure.
  public init(fetch: @escaping @Sendable (URL) async throws(AssociationFileError) -> Data) {
    self.fetch = fetch
  }

  /// Over the network, with `URLSession`: the certificate verified against the system's
  /// authorities, every redirect refused.
  public static let live = AssociationFetch { url throws(AssociationFileError) in
    guard url.scheme?.lowercased() == "https" else {
      throw .notServedCorrectly(
        "\(url.absoluteString) is not HTTPS; the platforms fetch association files over HTTPS only")
    }
    let refuser = RedirectRefuser()
    let session = URLSession(configuration: .ephemeral, delegate: refuser, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 15)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw .notServedCorrectly("could not fetch \(url.absoluteString): \(error.localizedDescription)")
    }
    guard let http = response as? HTTPURLResponse else { throw .notServedCorrectly("not an HTTP response") }
    return try accept(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: data)
  }

  /// The body, if it was served as the platforms require.
  ///
  /// - Throws: ``AssociationFileError``: a redirect or another status, a content type that is
  ///   not JSON, a body over 128 KB.
  public static func accept(status: Int, contentType: String?, body: Data) throws(AssociationFileError) -> Data {
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

/// Refuses every redirect, so that a redirected file is reported, not silently followed.
/// `@unchecked`: no state.
private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }
}
