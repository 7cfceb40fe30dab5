import Foundation
import LinkRouting
import Testing

@Suite struct AliasTests {
  struct NoteLink: Codable, Equatable { var id: Int }
  struct Filter: Codable, Equatable { var query: String }

  func table() throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(configuration: .init(schemes: ["notes"], hostHandling: .firstPathSegment))
    try builder.add("/notes/:id", "note")
    try builder.add("/search", "search")
    try builder.addAlias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
    try builder.addAlias("/n/:id", of: "/notes/:id")
    try builder.renameParameters(["q": "query"], in: "/search")
    return builder.build()
  }

  @Test func anOldLinkLeadsToTheRouteAndDecodesToTheSameInput() throws {
    let table = try table()
    for link in ["notes://notes/3", "notes://note/3", "notes://n/3"] {
      let (request, value) = try table.request(for: link)
      #expect(value == "note" && request.pattern.description == "/notes/:id", "\(link)")
      #expect(try table.decode(NoteLink.self, from: request) == NoteLink(id: 3), "\(link)")
    }
    for link in ["notes://search?query=milk", "notes://search?q=milk", "notes://search?q=old&query=milk"] {
      let (request, _) = try table.request(for: link)
      #expect(try table.decode(Filter.self, from: request) == Filter(query: "milk"), "\(link)")
    }
    // Printed in the current form.
    #expect(
      try table.url(for: RoutePattern("/search"), input: Filter(query: "milk")).absoluteString
        == "notes://search?query=milk")
  }

  @Test func theDescriptionsListTheOldForms() throws {
    let descriptions = try table().descriptions
    #expect(descriptions[0].aliases == ["/note/:noteID", "/n/:id"])
    #expect(descriptions[0].renamedParameters == ["noteID": "id"])
    #expect(descriptions[1].renamedParameters == ["q": "query"])
  }

  @Test func anAliasThatCannotLeadToItsRouteIsRefused() throws {
    var builder = RouteTableBuilder<String>(configuration: .init(schemes: ["notes"]))
    try builder.add("/notes/:id", "note")
    #expect(throws: RouteRegistrationError.self) { try builder.addAlias("/x", of: "/nowhere") }
    #expect(throws: RouteRegistrationError.self) { try builder.addAlias("/note/:noteID", of: "/notes/:id") }
    #expect(throws: RouteRegistrationError.duplicatePattern("/notes/:other")) {
      try builder.addAlias("/notes/:other", of: "/notes/:id", renaming: ["other": "id"])
    }
    #expect(throws: RouteRegistrationError.self) { try builder.renameParameters(["a": "b"], in: "/nowhere") }
  }
}
