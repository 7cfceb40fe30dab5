import Foundation
import LinkRouting
import NotesFeature
import Testing

/// The map `notes-web` serves (`Sources/notes-web/LinkMap.json`) is the notes table's, byte
/// for byte: a route added, renamed or given another rule without `notes routes --map` fails
/// here, as a stale association file does.
@Suite struct NotesLinkMapTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/notes-web/LinkMap.json")

  @Test func theSitesMapIsTheTablesMap() throws {
    let committed = try Data(contentsOf: Self.file)
    #expect(
      committed == Notes.links.map.json(),
      "Sources/notes-web/LinkMap.json is stale: run `swift run --package-path Examples/Notes notes routes --map > Examples/Notes/Sources/notes-web/LinkMap.json`"
    )
    let map = try LinkMap(json: committed)
    let routes = Dictionary(uniqueKeysWithValues: map.routes.map { ($0.pattern, $0) })
    // Where a person may land from the web: screens but the editor; no request.
    #expect(routes.values.filter(\.landing).map(\.pattern).sorted() == ["/create", "/notes", "/notes/:id", "/search"])
    #expect(
      routes["/notes/:id/delete"]?.signature == LinkMap.Signature(maximumAge: 600, singleUse: true, signedOnly: false))
  }
}
