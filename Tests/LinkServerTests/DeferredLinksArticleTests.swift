#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import LinkServer
  import SignedLinks
  import Testing

  /// The article "Links that survive the install", its code as written there.
  @Suite struct DeferredLinksArticleTests {
    @Test func theArticlesSiteMakesAClaimThatGivesItsLinkOnce() async throws {
      let site = Shelf.site
      let siteKey = try LinkSigningKey(keyID: "site")
      enum Notes { static let links = Shelf.links }
      // As written in the article:
      var pages = LinkPages(routes: Notes.links, site: site)
      pages.deferredLinks = DeferredLinks(store: .memory(), signingKey: siteKey, lifetime: .seconds(3600))
      let server = try LinkServer(pages)

      let claim = await server.respond(method: "POST", target: "/notes/3")
      let code = try LinkClaimsTests.code(in: claim)
      #expect(await LinkClaimsTests.redeem(server, code).status == 200)
      #expect(await LinkClaimsTests.redeem(server, code).json["refused"] == "used")
    }
  }
#endif
