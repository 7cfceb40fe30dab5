import ComposableLinks
import Foundation
import NotesFeature

extension ShortLinkClient {
  /// Asks `site` what one of its short links stands for, through `notes-http` (``SitePost``,
  /// as a claim's redeem): the short link on standard input, nothing about this install.
  ///
  /// - Parameter site: The notes site, `https://notes.example.com` unless `NOTES_LINK_SITE`
  ///   names another (a test's server on loopback).
  static func notesHTTP(site: URL) -> Self {
    let post = SitePost(site: site, path: ".well-known/short-links/expand")
    return ShortLinkClient { short in try await post.link(posting: short.absoluteString) }
  }
}
