import Dependencies
import Foundation
import LinkRouting

extension LinkIntake {
  /// The same intake, expanding the site's short links: a link of a universal-link host whose
  /// path is under `prefix` (`https://notes.example/s/7K3M0QRSTV`) and that no route takes is
  /// asked of the site with the `shortLinks` dependency (one request), and the link it stands
  /// for is taken in as the link it is, from the start.
  ///
  /// ```swift
  /// LinkIntake(App.links, link: \.received, finished: \.linkFinished)
  ///   .showing(\.shown, unhandled: \.unhandled)
  ///   .expandingShortLinks()
  /// ```
  ///
  /// The site vouches only for where a person lands: the link it gives back must be on the
  /// short link's own host and shown by a screen. Anything else (a request, a call, another
  /// host, no route), a refusal (the short link unknown, expired or used up) or a site that
  /// cannot be reached is recorded as ``LinkOutcome/Refusal/shortLink(_:)`` with the short
  /// link, and the short link is sent to the `unhandled` action, if there is one: nothing
  /// else changes. A site that serves its short links with `LinkServer` claims `/s/*` in its
  /// Apple association file, so the system opens the app with them.
  ///
  /// - Parameter prefix: Where the site's short links are: `/s/` unless said.
  public func expandingShortLinks(under prefix: String = "/s/") -> Self {
    var intake = self
    intake.shortLinks = ShortLinkExpansion(prefix: prefix.hasSuffix("/") ? prefix : prefix + "/")
    return intake
  }

  /// The work that expands `url`, when it is one of the site's short links; nil otherwise.
  func expand(_ url: URL, _ expansion: ShortLinkExpansion) -> LinkWork<Action>? {
    let configuration = routes.configuration
    guard url.scheme?.lowercased() == "https", let host = url.host?.lowercased(),
      configuration.universalLinkHosts.contains(where: { $0.lowercased() == host }),
      url.path.hasPrefix(expansion.prefix), url.path.count > expansion.prefix.count
    else { return nil }
    @Dependency(\.shortLinks) var client
    @Dependency(\.linkOutcomes) var outcomes
    let (table, link, unhandled) = (routes.table, link, unhandled)
    let arrived = outcomes.now()
    return LinkWork(operations: [
      LinkWork.Operation { send in
        func refuse(_ reason: String) async {
          outcomes.report(
            .refused(.shortLink(reason)), for: url, pattern: nil, since: arrived, configuration: configuration)
          if let unhandled { await send(unhandled.embed(url)) }
        }
        let long: URL
        do {
          long = try await client.expand(url)
        } catch let error as DeferredLinkError {
          await refuse(error.shortLinkReason)
          return
        } catch {
          await refuse("the site could not be asked: \(error)")
          return
        }
        // The site's answer is taken no further than its own host, and only to a screen.
        guard long.scheme?.lowercased() == "https", long.host?.lowercased() == host,
          case .screen = table.match(long.absoluteString, asRequest: false)
        else {
          await refuse("the site's link leads to no screen on \(host)")
          return
        }
        await send(link.embed(long))
      }
    ])
  }
}

/// Where the site's short links are (``LinkIntake/expandingShortLinks(under:)``).
struct ShortLinkExpansion: Sendable {
  /// The path prefix, ending in `/`.
  let prefix: String
}

extension DeferredLinkError {
  /// Why a short link gave no link, in a few words.
  fileprivate var shortLinkReason: String {
    switch self {
    case let .refused(refusal):
      switch refusal {
      case .unknown: "the site has no such short link"
      case .used: "the short link has been followed as many times as it may be"
      case .expired: "the short link has expired"
      default: "the site refused it: \(refusal)"
      }
    case let .unavailable(reason): "the site could not be asked: \(reason)"
    case let .signature(reason): "the site's link was not trusted: \(reason)"
    case let .notAScreen(path): "the site's link (\(path)) leads to no screen"
    }
  }
}
