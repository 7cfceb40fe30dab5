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
    _ = try LinkMap(json: committed)
    // The file as the site's operator reads it: JSON.
    let object = try #require(try JSONSerialization.jsonObject(with: committed) as? [String: Any])
    let list = try #require(object["routes"] as? [[String: Any]])
    let routes = Dictionary(uniqueKeysWithValues: list.map { ($0["pattern"] as? String ?? "", $0) })
    // Where a person may land from the web: screens but the editor; no request.
    #expect(
      routes.filter { $0.value["landing"] as? Bool == true }.keys.sorted() == [
        "/create", "/notes", "/notes/:id", "/search",
      ])
    let signature = try #require(routes["/notes/:id/delete"]?["signature"] as? [String: Any])
    #expect(signature["maximumAge"] as? Int == 600)
    #expect(signature["singleUse"] as? Bool == true)
    #expect(signature["signedOnly"] as? Bool == false)
  }
}
