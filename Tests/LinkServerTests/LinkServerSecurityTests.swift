#if LinkServer
  import AppLinks
  import Foundation
  import HTTPTypes
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import Testing

  @testable import LinkServer

  #if SignedLinks
    import SignedLinks
  #endif

  /// What a hostile link or a hostile preview cannot do to a page, and what a page never shows.
  @Suite struct LinkServerSecurityTests {
    static let hostile = [
      "</title><script>alert(1)</script>", #""><img src=x onerror=alert(1)>"#, "'><svg onload=alert(1)>",
      "<!-- -->", "a\u{0}b", "&amp;", "javascript:alert(1)",
    ]

    /// Every preview field, and every query value, escaped wherever the page writes it.
    @Test(arguments: hostile)
    func nothingHostileIsWrittenUnescaped(text: String) async throws {
      var pages = LinkPages(routes: Shelf.links, site: Shelf.site)
      pages.preview("/notes/:id") { _ in
        LinkPreview(
          title: text, description: text, image: URL(string: "https://notes.example.com/i.png?x=" + text),
          imageDescription: text)
      }
      let server = try LinkServer(pages)
      for target in [
        "/notes/3", "/search?query=" + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
      ] {
        let html = String(decoding: await server.respond(method: "GET", target: target).body, as: UTF8.self)
        #expect(!html.contains("<script"), "\(target)")
        #expect(!html.contains("<img src=x") && !html.contains("<svg onload") && !html.contains("<!-- -->"))
        #expect(!html.contains("\u{0}"))
        #expect(!html.contains("href=\"javascript:"))
        if target == "/notes/3" { #expect(html.contains("<h1>\(HTMLText.escaped(text))</h1>")) }
      }
    }

    /// Raw bytes in the path and query (as the fuzz corpora have them): never a 5xx, never a
    /// crash, nothing reflected unescaped.
    @Test func rawTargetsGetA4xxOrAPage() async throws {
      let server = try LinkServer(LinkServerTests.pages())
      for target in [
        "/notes/%", "/notes/%zz", "/notes/3?%", "/notes/3?a=%ff%fe", "/notes/3?q=<script>", "/%00", "/notes/3#<x>",
        "//evil.example/notes/3", "/notes/3?" + String(repeating: "[", count: 40) + "=1", "/../../etc/passwd", "",
      ] {
        let response = await server.respond(method: "GET", target: target)
        #expect((200..<500).contains(response.status), "\(target): \(response.status)")
        let html = String(decoding: response.body, as: UTF8.self)
        #expect(!html.contains("<script") && !html.contains("<x>"), "\(target)")
      }
    }

    /// A token is a secret: masked in the page's text and tags, and left out of every link the
    /// page hands on.
    @Test func aTokenNeverReachesThePage() async throws {
      let server = try LinkServer(LinkServerTests.pages())
      let html = String(
        decoding: await server.respond(method: "GET", target: "/notes/3?token=s3cret&x=1").body, as: UTF8.self)
      #expect(!html.contains("s3cret"))
      #expect(html.contains(#"href="notes://notes/3?x=1""#))
    }

    #if SignedLinks
      static let key = try! LinkSigningKey(keyID: "server-1")

      /// Checks with the app's verifier; counts every nonce the check spends.
      static func signedPages(spent: LockIsolatedCount) -> LinkPages {
        var trusted = TrustedLinkKeys()
        try! trusted.trust(key.publicKey, as: key.keyID)
        let verifier = SignedLinkVerifier(
          keys: { [trusted] in trusted },
          nonces: UsedLinkNonces(use: { _, _, _, _ in
            spent.add()
            return nil
          }))
        var pages = LinkPages(routes: Shelf.links, site: Shelf.site)
        pages.signatures = verifier.check
        pages.preview("/notes/:id/rename") { request in
          LinkPreview(title: "Rename note \(request.pathParameters["id"] ?? "")")
        }
        return pages
      }

      @Test func aSignedLinkIsCheckedBeforeItsPreviewAndNoNonceIsSpent() async throws {
        let spent = LockIsolatedCount()
        let server = try LinkServer(Self.signedPages(spent: spent))
        let link = try Self.key.sign(
          URL(string: "https://notes.example.com/notes/2/rename?title=Hi")!, expiresIn: 300, singleUse: true)
        let target = String(link.absoluteString.dropFirst("https://notes.example.com".count))
        for _ in 0..<2 {
          let html = String(decoding: await server.respond(method: "GET", target: target).body, as: UTF8.self)
          #expect(html.contains("<h1>Rename note 2</h1>"))
          #expect(!html.contains("refused"))
          // The page hands the whole signed link on; its text and tags mask the values.
          #expect(html.contains("app-argument=\(HTMLText.escaped(link.absoluteString))"))
          #expect(html.contains(#"og:url" content="https://notes.example.com/notes/2/rename?title=•••&amp;exp=•••"#))
        }
        #expect(spent.value == 0)

        // Forged (a value changed after signing), unsigned, expired: no preview, one line why.
        let forged = target.replacingOccurrences(of: "title=Hi", with: "title=Ho")
        let expired = try Self.key.sign(
          URL(string: "https://notes.example.com/notes/2/rename?title=Hi")!, expiresIn: 60, singleUse: true,
          now: Date(timeIntervalSinceNow: -3600))
        for (refused, reason) in [
          (forged, "This link was refused"), ("/notes/2/rename?title=Hi", "only signed links open this"),
          (String(expired.absoluteString.dropFirst("https://notes.example.com".count)), "This link was refused"),
        ] {
          let html = String(decoding: await server.respond(method: "GET", target: refused).body, as: UTF8.self)
          #expect(!html.contains("Rename note"), "\(refused)")
          #expect(html.contains(reason), "\(refused)")
        }
      }
    #endif
  }

  /// A counter several tasks add to.
  final class LockIsolatedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
  }
#endif
