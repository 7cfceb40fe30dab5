import Foundation
import LinkServer
import NotesFeature
import SignedLinks

/// The notes domain on the web: the association files and a page for every link of the notes
/// app's table, from ``Notes/links`` itself. A note's page previews it only if its owner shared
/// it (`notes share ID`); a note not shared, deleted or locked reads "A note in Notes".
enum NotesWebsite {
  /// The pages, reading the notes `database`.
  static func pages(database: NotesDatabase, site: LinkSite) -> LinkPages {
    var pages = LinkPages(routes: Notes.links, site: site)
    // Signed links are checked with the keys the owner trusts; the web spends no nonce.
    pages.signatures =
      SignedLinkVerifier(keys: { try await database.linkKeys().keys }, nonces: .inMemory()).check
    pages.preview("/notes/:id") { request in
      guard let id = request.pathParameters["id"].flatMap(Int64.init),
        let note = try await database.sharedNote(id)
      else { return LinkPreview(title: localized("A note in Notes")) }
      return LinkPreview(title: note.title, description: note.firstLine)
    }
    return pages
  }

  /// The site's description: the notes domain (or `host`), the apps it vouches for (and the
  /// App Store id of the Smart App Banner), and where to get the app.
  static func site(
    host: String, appleAppIDs: [String], androidApps: [String: [String]], appStoreID: String? = nil
  ) -> LinkSite {
    LinkSite(
      name: "Notes", host: host, appleAppIDs: appleAppIDs, androidApps: androidApps, appStoreID: appStoreID,
      downloads: [
        LinkSite.Download(
          localized("Download for Debian and Ubuntu"),
          url: URL(string: "https://notes.example.com/download/notes.deb")!)
      ])
  }
}
