import Foundation
import LinkRouting
import Testing

/// The "Universal links and App Links from your routes" article's code, as it prints it
/// (DocumentationCodeTests checks that it does), run.
@Suite struct UniversalLinksArticleTests {
  struct NoteLink: Decodable, Sendable { var id: Int }

  let configuration = LinkConfiguration(
    schemes: ["notes"], universalLinkHosts: ["notes.example.com"], hostHandling: .firstPathSegment)

  func show(_ id: Int) async throws {}

  @Test func claimsWrittenFromTheRoutesAndProvedAgainstThem() throws {
    let router = LinkRouter(configuration: configuration) { routes in
      routes.route("/notes/:id") { (link: NoteLink) in try await show(link.id) }
      routes.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
    }

    let claims = router.universalLinkClaims(webOnly: ["/notes/*/print"])
    // Serve at https://HOST/.well-known/apple-app-site-association:
    let apple = claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"])
    // Serve at https://HOST/.well-known/assetlinks.json:
    let android = claims.assetLinks(apps: ["dev.example.notes": ["AB:CD:…"]], dynamicRules: true)
    // Read back, either file:
    let published = try UniversalLinkClaims(associationFile: apple)
    #expect(published == claims)
    #expect(try UniversalLinkClaims(associationFile: android) == claims)
    #expect(published.claims(URL(string: "https://notes.example.com/note/3")!))
    #expect(!published.claims(URL(string: "https://notes.example.com/notes/3/print")!))

    let patterns = try router.descriptions.map { try RoutePattern($0.pattern) }
    let examples = [URL(string: "https://notes.example.com/notes/3")!]
    let report = published.check(
      host: "notes.example.com", patterns: patterns, examples: examples,
      route: { url in try? router.match(url.absoluteString).get().pattern.description })
    #expect(report.agrees)  // as a file whose only component is {"/": "/*"} would not
    print(report)  // ✔/✘ per route, per component, per example, per unrouted probe

    let catchAll = try UniversalLinkClaims(
      associationFile: Data(#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/*"}]}]}}"#.utf8))
    #expect(
      !catchAll.check(
        host: "notes.example.com", patterns: patterns, examples: examples,
        route: { url in try? router.match(url.absoluteString).get().pattern.description }
      ).agrees)
  }
}
