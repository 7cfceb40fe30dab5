import ComposableLinks
import Foundation
import NotesFeature

extension ShortLinkClient {
  /// Asks `site` what one of its short links stands for, through `notes-http` (the same post
  /// a claim's redeem makes: the short link on standard input, the site's answer on standard
  /// output). Nothing about this install is sent.
  ///
  /// - Parameter site: The notes site, `https://notes.example.com` unless `NOTES_LINK_SITE`
  ///   names another (a test's server on loopback).
  static func notesHTTP(site: URL) -> Self {
    let helper = NetworkJob.executable(beside: CommandLine.arguments[0])
    let endpoint = site.appendingPathComponent(".well-known/short-links/expand")
    return ShortLinkClient { short in
      let argument = try NetworkJob(.redeemClaim(url: endpoint)).argument()
      let (status, output) = try await DeferredLinkClient.run(helper, argument, input: short.absoluteString)
      guard status == 0 else {
        throw DeferredLinkError.unavailable("\(site.host ?? site.absoluteString) could not be reached")
      }
      return try ShortLinkClient.link(fromAnswer: output)
    }
  }
}
