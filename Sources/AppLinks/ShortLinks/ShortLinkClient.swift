import Dependencies
import Foundation

/// Asks the site that made a short link (`https://HOST/s/<code>`) which link it stands for: a
/// dependency, so that AppLinks opens no socket of its own, as ``DeferredLinkClient`` does.
/// The app gives the live value where it already speaks HTTP; a test gives the link or the
/// refusal it wants.
///
/// ```swift
/// $0.shortLinks = ShortLinkClient { short in
///   var request = URLRequest(url: URL(string: "https://notes.example/.well-known/short-links/expand")!)
///   request.httpMethod = "POST"
///   request.httpBody = Data(short.absoluteString.utf8)
///   let (body, _) = try await URLSession.shared.data(for: request)
///   return try ShortLinkClient.link(fromAnswer: body)
/// }
/// ```
///
/// One request, the short link as its body, and nothing about the device: the site
/// (`LinkServer`) answers `{"link": "…"}` and counts one of the short link's uses, or
/// `{"refused": "expired", "reason": "…"}` (`unknown`, `used`, `expired`), as it answers a
/// claim's redeem.
public struct ShortLinkClient: Sendable {
  /// The link `short` stands for, as the site that made it says. Throws ``DeferredLinkError``
  /// (the site's refusal, or ``DeferredLinkError/unavailable(_:)``).
  public var expand: @Sendable (_ short: URL) async throws -> URL

  /// Creates a client from its operation.
  ///
  /// - Parameter expand: Asks the site; throws ``DeferredLinkError`` (any other error is
  ///   reported as ``DeferredLinkError/unavailable(_:)``).
  public init(expand: @escaping @Sendable (_ short: URL) async throws -> URL) {
    self.expand = expand
  }

  /// The link in a site's answer, or the refusal it says: the shape of a claim's answer
  /// (``DeferredLinkClient/link(fromAnswer:)``).
  ///
  /// - Parameter body: The answer's body, as `LinkServer` writes it.
  public static func link(fromAnswer body: Data) throws(DeferredLinkError) -> URL {
    try DeferredLinkClient.link(fromAnswer: body)
  }
}

private enum ShortLinkClientKey: DependencyKey {
  static var liveValue: ShortLinkClient {
    ShortLinkClient { _ in
      throw DeferredLinkError.unavailable("no client reaches the site: set the shortLinks dependency")
    }
  }

  static var testValue: ShortLinkClient {
    ShortLinkClient { _ in
      reportIssue("Unimplemented: the shortLinks dependency expanded a link; set the answer the test expects.")
      throw DeferredLinkError.unavailable("unimplemented")
    }
  }
}

extension DependencyValues {
  /// Expands the site's short links. See ``ShortLinkClient``.
  ///
  /// Until an app sets it, every expansion fails with ``DeferredLinkError/unavailable(_:)``: an
  /// app whose site makes short links sets the client that reaches it. In tests it reports an
  /// issue and fails: a test sets the answer it expects.
  public var shortLinks: ShortLinkClient {
    get { self[ShortLinkClientKey.self] }
    set { self[ShortLinkClientKey.self] = newValue }
  }
}
