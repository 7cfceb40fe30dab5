import Foundation

/// What a fetch of a URL answered, as an unfurler reads it: the status, where a redirect
/// points, the content type and the bytes. Given to ``LinkPages/checkPreviews(base:fetch:)`` by
/// the caller's HTTP client (redirects not followed).
public struct FetchedResource: Sendable {
  /// The HTTP status.
  public var status: Int
  /// The `Content-Type` header, if any.
  public var contentType: String?
  /// The `Location` header, if any.
  public var location: String?
  /// The body (a client may stop reading past ``PreviewRule/maximumImageBytes``; one byte more
  /// is enough to know).
  public var body: Data

  /// A fetched resource.
  ///
  /// - Parameters:
  ///   - status: The HTTP status.
  ///   - contentType: The `Content-Type` header.
  ///   - location: The `Location` header.
  ///   - body: The body.
  public init(status: Int, contentType: String? = nil, location: String? = nil, body: Data = Data()) {
    self.status = status
    self.contentType = contentType
    self.location = location
    self.body = body
  }
}
