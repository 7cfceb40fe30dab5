#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import LinkServer
  import Testing

  /// Short links as people, previewers and scanners meet them: `/s/<code>` answers with its
  /// link's page until it expires or its uses are spent; a previewer's or a scanner's fetch
  /// spends none; a code is read as a person typed it; links imported from another service's
  /// export answer at their old paths, with the page or a `308`.
  @Suite struct ShortLinksTests {
    static func server() throws -> LinkServer {
      var pages = LinkPages(map: Shelf.links.map, site: Shelf.site)
      pages.shortLinks = .memory()
      return try LinkServer(pages)
    }

    static let slack = LinkVisitor(userAgent: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)")

    /// The path of a short link the server made.
    static func path(of url: URL) throws -> String {
      #expect(url.absoluteString.hasPrefix("https://notes.example.com/s/"))
      return url.path
    }

    @Test func aShortLinkAnswersWithItsLinksPageUntilItsUsesAreSpent() async throws {
      let server = try Self.server()
      let short = try await server.shorten(URL(string: "https://notes.example.com/notes/3")!, uses: 2)
      let path = try Self.path(of: short)
      let long = await server.respond(method: "GET", target: "/notes/3")
      // A previewer's unfurl and a scanner's fetch get the page and spend nothing.
      for _ in 0..<3 {
        let unfurled = await server.respond(method: "GET", target: path, visitor: Self.slack)
        #expect(unfurled.status == 200)
        #expect(unfurled.headers.contains { $0 == ("X-Robots-Tag", "noindex, nofollow") })
      }
      // The long link's page (its QR code carries the short link: the rest is the same).
      let first = await server.respond(method: "GET", target: path)
      #expect(first.status == 200)
      #expect(Self.withoutQRCode(first.body) == Self.withoutQRCode(long.body))
      #expect(first.body != long.body, "the QR code is the short link's")
      #expect(await server.respond(method: "GET", target: path).status == 200)
      let spent = await server.respond(method: "GET", target: path)
      #expect(spent.status == 410)
      #expect(String(decoding: spent.body, as: UTF8.self).contains("followed as many times as it may be"))
      #expect(await server.respond(method: "GET", target: path, visitor: Self.slack).status == 410)
    }

    @Test func aCodeIsReadAsAPersonTypedItAndAnUnknownOneIsNotFound() async throws {
      let server = try Self.server()
      let path = try Self.path(
        of: try await server.shorten(URL(string: "https://notes.example.com/search?query=milk")!))
      let code = String(path.dropFirst(3))
      let typed = code.lowercased().replacingOccurrences(of: "0", with: "o").replacingOccurrences(of: "1", with: "l")
      let grouped = String(typed.prefix(5)) + "-" + String(typed.dropFirst(5))
      #expect(await server.respond(method: "GET", target: "/s/" + grouped).status == 200)
      #expect(await server.respond(method: "HEAD", target: path).body.isEmpty)
      for unknown in ["/s/0000000000", "/s/short", "/s/", "/s/\(code)X", "/s/<script>alert(1)</script>"] {
        let answer = await server.respond(method: "GET", target: unknown)
        #expect(answer.status == 404, "\(unknown)")
        #expect(!String(decoding: answer.body, as: UTF8.self).contains("<script>"))
      }
    }

    @Test func anExpiredShortLinkIsGone() async throws {
      let server = try Self.server()
      let path = try Self.path(
        of: try await server.shorten(URL(string: "https://notes.example.com/notes/3")!, expires: Date() - 1))
      let answer = await server.respond(method: "GET", target: path)
      #expect(answer.status == 410)
      #expect(String(decoding: answer.body, as: UTF8.self).contains("expired"))
    }

    @Test func onlyALinkAPersonMayLandOnIsShortened() async throws {
      let server = try Self.server()
      await #expect(throws: ShortLinkError.notOnThisSite("https://elsewhere.example/notes/3")) {
        _ = try await server.shorten(URL(string: "https://elsewhere.example/notes/3")!)
      }
      await #expect(throws: ShortLinkError.notOnThisSite("https://notes.example.com/nowhere")) {
        _ = try await server.shorten(URL(string: "https://notes.example.com/nowhere")!)
      }
      // A request no route lets a person land on.
      await #expect(throws: ShortLinkError.self) {
        _ = try await server.shorten(URL(string: "https://notes.example.com/notes/3/rename?title=x")!)
      }
      let withoutStore = try LinkServer(LinkPages(map: Shelf.links.map, site: Shelf.site))
      await #expect(throws: ShortLinkError.notKept) {
        _ = try await withoutStore.shorten(URL(string: "https://notes.example.com/notes/3")!)
      }
      #expect(await withoutStore.respond(method: "GET", target: "/s/0000000000").status == 404)
    }

    /// An export of Firebase Dynamic Links: old paths answer on the site's host.
    static let export = """
      Short Dynamic Link,Link,Creation date
      https://notes.page.link/groceries,https://notes.example.com/notes/3,2024-02-01
      "https://notes.page.link/milk","https://notes.example.com/search?query=milk,eggs",2024-02-02
      /summer,https://notes.example.com/notes/4,2024-02-03
      https://notes.page.link/away,https://elsewhere.example/notes/3,2024-02-04
      https://notes.page.link/rename,https://notes.example.com/notes/3/rename?title=x,2024-02-05
      /notes/9,https://notes.example.com/notes/3,2024-02-06
      not a link,https://notes.example.com/notes/3,2024-02-07

      """

    @Test func anImportedExportAnswersAtItsOldPathsAndSaysWhatItRefused() async throws {
      let server = try Self.server()
      let report = try await server.importLinks(csv: Self.export)
      #expect(report.kept == ["/groceries", "/milk", "/summer"])
      #expect(report.refused.map(\.line) == [5, 6, 7, 8])
      #expect(report.refused[3].reason.contains("not a link or a path"))
      // Run twice, it keeps nothing twice.
      #expect(try await server.importLinks(csv: Self.export).taken == ["/groceries", "/milk", "/summer"])

      let page = await server.respond(method: "GET", target: "/groceries")
      #expect(page.status == 200)
      #expect(
        Self.withoutQRCode(page.body)
          == Self.withoutQRCode(await server.respond(method: "GET", target: "/notes/3").body))
      #expect(await server.respond(method: "GET", target: "/milk?utm_source=x").status == 200)
      #expect(await server.respond(method: "GET", target: "/never-imported").status == 404)

      let redirecting = try Self.server()
      _ = try await redirecting.importLinks(csv: Self.export, redirects: true)
      let moved = await redirecting.respond(method: "GET", target: "/summer")
      #expect(moved.status == 308)
      #expect(moved.headers.contains { $0 == ("Location", "https://notes.example.com/notes/4") })
    }

    /// The page's bytes without its QR code (the one `<svg>` of a link's page).
    static func withoutQRCode(_ body: [UInt8]) -> String {
      let text = String(decoding: body, as: UTF8.self)
      guard let start = text.range(of: "<svg"),
        let end = text.range(of: "</svg>", range: start.upperBound..<text.endIndex)
      else { return text }
      return text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
    }

    /// An app opened with a short link asks the site what it stands for: one POST, the short
    /// link as its body, answered as a claim's redeem is (and read by AppLinks' client); it
    /// spends a use, as a person's visit does. A previewer's or a scanner's POST spends none.
    @Test func anAppExpandsAShortLinkWithOnePostThatSpendsAUse() async throws {
      let server = try Self.server()
      let short = try await server.shorten(URL(string: "https://notes.example.com/notes/3")!, uses: 2)
      let path = try Self.path(of: short)
      func expand(_ body: String, visitor: LinkVisitor = .person) async -> LinkResponse {
        await server.respond(
          method: "POST", target: "/.well-known/short-links/expand", body: Array(body.utf8), visitor: visitor)
      }
      #expect(await expand(short.absoluteString, visitor: Self.slack).status == 403)
      let first = await expand(short.absoluteString)
      #expect(first.status == 200)
      #expect(first.headers.contains { $0 == ("Content-Type", "application/json") })
      #expect(
        try ShortLinkClient.link(fromAnswer: Data(first.body)) == URL(string: "https://notes.example.com/notes/3"))
      // The path alone, as a person typed its code.
      let typed = await expand("/s/" + path.dropFirst(3).lowercased() + "\n")
      #expect(typed.status == 200)
      let spent = await expand(short.absoluteString)
      #expect(spent.status == 410)
      #expect(throws: DeferredLinkError.refused(.used)) { try ShortLinkClient.link(fromAnswer: Data(spent.body)) }
      #expect(await server.respond(method: "GET", target: path).status == 410)
    }

    /// What a stranger posts gets a typed refusal and changes nothing.
    @Test func aStrangersExpansionIsRefused() async throws {
      let server = try Self.server()
      func expand(_ body: [UInt8]?) async -> (Int, String) {
        let answer = await server.respond(method: "POST", target: "/.well-known/short-links/expand", body: body)
        return (answer.status, String(decoding: answer.body, as: UTF8.self))
      }
      #expect(await expand(Array("https://notes.example.com/s/0000000000".utf8)).0 == 404)
      #expect(await expand(Array("https://elsewhere.example/s/0000000000".utf8)).1.contains(#""refused":"malformed""#))
      #expect(await expand([0xFF, 0xFE, 0x2F]).1.contains(#""refused":"malformed""#))
      #expect(await expand(nil).1.contains(#""refused":"oversized""#))
      #expect(await expand(Array(repeating: UInt8(ascii: "a"), count: 100_000)).1.contains(#""refused":"oversized""#))
      #expect(await expand(Array("/s/<script>".utf8)).0 == 404)
      // A site that keeps no short links answers no expansion.
      let bare = try LinkServer(LinkPages(map: Shelf.links.map, site: Shelf.site))
      #expect(await bare.respond(method: "POST", target: "/.well-known/short-links/expand", body: []).status == 405)
    }

    /// The Apple file claims `/s/<code>` (one segment, nothing deeper) only where short links are
    /// kept, so that the system opens the app with them.
    @Test func theAppleFileClaimsShortLinksOnlyWhereTheyAreKept() async throws {
      func claims(_ server: LinkServer) async throws -> UniversalLinkClaims {
        let file = await server.respond(method: "GET", target: "/.well-known/apple-app-site-association")
        #expect(file.status == 200)
        return try UniversalLinkClaims(associationFile: Data(file.body))
      }
      let kept = try await claims(try Self.server())
      #expect(kept.claims(URL(string: "https://notes.example.com/s/7K3M0QRSTV")!))
      #expect(!kept.claims(URL(string: "https://notes.example.com/s/7K3M0QRSTV/more")!))
      #expect(kept.claims(URL(string: "https://notes.example.com/notes/3")!))
      let bare = try await claims(try LinkServer(LinkPages(map: Shelf.links.map, site: Shelf.site)))
      #expect(!bare.claims(URL(string: "https://notes.example.com/s/7K3M0QRSTV")!))
    }
  }
#endif
