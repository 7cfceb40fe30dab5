import ComposableLinks
import Foundation
import NotesFeature

extension DeferredLinkClient {
  /// Redeems claims at `site` through `notes-http` (``SitePost``). The claim goes on standard
  /// input, with this install's id on the next line (a window killed after the site answered
  /// asks again, and gets the link again).
  ///
  /// - Parameters:
  ///   - site: The notes site, `https://notes.example.com` unless `NOTES_LINK_SITE` names
  ///     another (a test's server on loopback).
  ///   - install: This install's id (``InstallID``), if one could be kept.
  static func notesHTTP(site: URL, install: String?) -> Self {
    let post = SitePost(site: site, path: ".well-known/link-claims/redeem")
    return DeferredLinkClient { claim in
      try await post.link(posting: install.map { claim + "\n" + $0 } ?? claim)
    }
  }
}
