import Foundation
import LinkRouting
import LinkServer
import NotesStore
import SignedLinks

/// The notes domain on the web: the association files and a page for every link of the notes
/// app's table, from the table's map (`LinkMap.json`, written by `notes routes --map` and
/// checked against the table by the app's tests): the site links none of the app's code. A
/// note's page previews it only if its owner shared it (`notes share ID`); a note not shared,
/// deleted or locked reads "A note in Notes".
enum NotesWebsite {
  /// The map the site serves: `path` if given, else the copy beside the binary (its resource
  /// folder), else the one in the source tree it was built from.
  static func map(at path: String?) throws -> LinkMap {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let candidates =
      path.map { [$0] }
      ?? [
        executable.appendingPathComponent("Notes_notes-web.resources/LinkMap.json").path,
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LinkMap.json").path,
      ]
    guard let found = candidates.first(where: FileManager.default.fileExists(atPath:)) else {
      throw LinkMapError.unreadable("no map at \(candidates.joined(separator: ", "))")
    }
    return try LinkMap(json: Data(contentsOf: URL(fileURLWithPath: found)))
  }

  /// The pages of `map`, reading the notes `database`.
  static func pages(map: LinkMap, database: NotesDatabase, site: LinkSite) -> LinkPages {
    var pages = LinkPages(map: map, site: site)
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

  /// The site's description: the notes domain (or `host`), the apps it vouches for (for links,
  /// and for sign-in: `webCredentials`, the Android packages in `androidSignIn`), the App Store
  /// id of the Smart App Banner, and where to get the app.
  ///
  /// - Throws: `LinkSiteError` for an identifier no platform would verify.
  static func site(
    host: String, appleAppIDs: [String], androidApps: [String: [String]], appStoreID: String? = nil,
    webCredentials: [String] = [], androidSignIn: Set<String> = [], flatpakID: String? = nil
  ) throws(LinkSiteError) -> LinkSite {
    try LinkSite(
      name: "Notes", host: host, appleAppIDs: appleAppIDs, webCredentialAppIDs: webCredentials,
      androidApps: androidApps, androidSignIn: androidSignIn, appStoreID: appStoreID,
      playStorePackage: androidApps.keys.sorted().first, flatpakID: flatpakID,
      downloads: [
        LinkSite.Download(
          localized("Download for Debian and Ubuntu"),
          url: URL(string: "https://notes.example.com/download/notes.deb")!)
      ])
  }
}
