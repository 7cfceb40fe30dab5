import Dependencies
import Foundation

/// Redeems a claim on a deferred link at the site that made it: a dependency, so that AppLinks
/// opens no socket of its own. The app gives the live value where it already speaks HTTP (a
/// `URLSession` on Apple platforms; the example's `notes-http` on Linux), and a test gives the
/// link or the refusal it wants.
///
/// ```swift
/// let installID = UUID().uuidString  // in an app: made once, kept with its data
/// $0.deferredLinks = DeferredLinkClient { claim in
///   var request = URLRequest(url: URL(string: "https://notes.example/.well-known/link-claims/redeem")!)
///   request.httpMethod = "POST"
///   request.httpBody = Data((claim + "\n" + installID).utf8)
///   let (body, _) = try await URLSession.shared.data(for: request)
///   return try DeferredLinkClient.link(fromAnswer: body)
/// }
/// ```
///
/// The body is the claim, then, on the next line, the app's install id: an id made once and
/// kept with the app's data (16 to 64 letters, digits, `-` or `_`). A redeem that reached the
/// site but whose answer was lost (the app killed before it kept the link) is asked again with
/// the same id, and the site gives the link again; to any other install it is used.
///
/// The site (`LinkServer`) answers a redeem with JSON: `{"link": "…"}`, or
/// `{"refused": "used", "reason": "…"}`; ``link(fromAnswer:)`` reads either.
public struct DeferredLinkClient: Sendable {
  /// Redeems the claim (its text as the person carried it), returning the signed link the site
  /// gives back. Throws ``DeferredLinkError``.
  public var redeem: @Sendable (_ claim: String) async throws -> URL

  /// Creates a client from its operation.
  ///
  /// - Parameter redeem: Redeems a claim at the site; throws ``DeferredLinkError`` (any other
  ///   error is reported as ``DeferredLinkError/unavailable(_:)``).
  public init(redeem: @escaping @Sendable (_ claim: String) async throws -> URL) {
    self.redeem = redeem
  }

  /// The link in a site's answer to a redeem, or the refusal it says.
  ///
  /// - Parameter body: The answer's body, as `LinkServer` writes it.
  /// - Throws: ``DeferredLinkError/refused(_:)`` with the site's reason, or
  ///   ``DeferredLinkError/unavailable(_:)`` for an answer of another shape.
  public static func link(fromAnswer body: Data) throws(DeferredLinkError) -> URL {
    struct Answer: Decodable {
      var link: String?
      var refused: LinkClaimRefusal?
    }
    guard body.count <= 64 * 1024, let answer = try? JSONDecoder().decode(Answer.self, from: body) else {
      throw .unavailable("the answer is not a claim's answer")
    }
    if let refused = answer.refused { throw .refused(refused) }
    guard let text = answer.link, let url = URL(string: text), url.scheme != nil else {
      throw .unavailable("the answer has no link")
    }
    return url
  }
}

private enum DeferredLinkClientKey: DependencyKey {
  static var liveValue: DeferredLinkClient {
    DeferredLinkClient { _ in
      throw DeferredLinkError.unavailable("no client reaches the site: set the deferredLinks dependency")
    }
  }

  static var testValue: DeferredLinkClient {
    DeferredLinkClient { _ in
      reportIssue("Unimplemented: the deferredLinks dependency redeemed a claim; set the answer the test expects.")
      throw DeferredLinkError.unavailable("unimplemented")
    }
  }
}

extension DependencyValues {
  /// Redeems claims on deferred links. See ``DeferredLinkClient``.
  ///
  /// Until an app sets it, every redeem fails with ``DeferredLinkError/unavailable(_:)``: an
  /// app that takes deferred links sets the client that reaches its site. In tests it reports
  /// an issue and fails: a test sets the answer it expects.
  public var deferredLinks: DeferredLinkClient {
    get { self[DeferredLinkClientKey.self] }
    set { self[DeferredLinkClientKey.self] = newValue }
  }
}
