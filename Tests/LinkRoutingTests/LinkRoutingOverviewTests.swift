import Foundation
import LinkRouting
import Testing

/// The LinkRouting overview's code, as it prints it (DocumentationCodeTests checks that it
/// does), run.
@Suite struct LinkRoutingOverviewTests {
  struct NoteLink: Decodable, Sendable { var id: Int }

  func show(_ id: Int) async throws {}

  @Test func aRouterMatchesItsRoutesAndTheirOldForms() throws {
    let router = LinkRouter(scheme: "notes") { routes in
      routes.route("/notes/:id") { (link: NoteLink) in try await show(link.id) }
      routes.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
    }
    #expect(try router.match("NOTES://x-callback-url/notes/7").get().pattern.description == "/notes/:id")
    #expect(try router.match("notes:///note/7").get().pattern.description == "/notes/:id")
  }
}
