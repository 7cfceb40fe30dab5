#if LinkServer
  import AppLinks
  import Foundation
  import HTTPTypes
  import Hummingbird
  import HummingbirdTesting
  import LinkRouting
  import Testing

  @testable import LinkServer

  /// "Why does my link not unfurl?": each example's page, fetched from the server as a chat's
  /// unfurler fetches it, and its image from fixtures, rule by rule.
  @Suite struct PreviewCheckTests {
    struct NoteLink: Codable, Hashable { var id: Int }
    enum Action: Sendable {}

    static let links = LinkRoutes<[Int], Action>(Shelf.configuration) { screens in
      screens.route("/notes/:id", examples: (1...8).map { "notes://notes/\($0)" }) { (state, link: NoteLink) in
        state.append(link.id)
      } read: { state in
        state.last.map(NoteLink.init(id:))
      }
    }

    /// A PNG's first bytes (signature and header) of `width` × `height`, padded to `bytes`.
    static func png(_ width: Int, _ height: Int, bytes: Int = 2048) -> Data {
      var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
      for value in [width, height] { data += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
      data += [8, 6, 0, 0, 0]
      return data + Data(count: max(0, bytes - data.count))
    }

    /// The images the previews name, as their host serves them.
    static let images: [String: FetchedResource] = [
      "https://img.example.com/good.png": FetchedResource(status: 200, contentType: "image/png", body: png(1200, 630)),
      "https://img.example.com/large.png": FetchedResource(
        status: 200, contentType: "image/png", body: png(1200, 630, bytes: 400 * 1024)),
      "https://img.example.com/small.png": FetchedResource(status: 200, contentType: "image/png", body: png(100, 100)),
      "https://img.example.com/moved.png": FetchedResource(
        status: 301, location: "https://cdn.example.com/moved.png"),
      "https://img.example.com/page.png": FetchedResource(
        status: 200, contentType: "text/html; charset=utf-8", body: Data("<!doctype html><p>Sign in".utf8)),
    ]

    static func pages() throws -> LinkPages {
      var pages = LinkPages(routes: links, site: Shelf.site)
      pages.preview("/notes/:id") { request in
        let id = Int(request.pathParameters["id"] ?? "") ?? 0
        let image =
          ["good", "large", "small", "moved", "page"].indices.contains(id - 1)
          ? URL(string: "https://img.example.com/\(["good", "large", "small", "moved", "page"][id - 1]).png") : nil
        switch id {
        case 8: return nil  // no such note: the site's own page, with no image
        case 7: return LinkPreview(title: String(repeating: "A long title ", count: 6))
        default: return LinkPreview(title: "Note \(id)", image: image, imageDescription: "The note")
        }
      }
      return pages
    }

    @Test func eachRuleIsReportedForEachPage() async throws {
      let pages = try Self.pages()
      let server = try LinkServer(pages)
      let router = Router()
      router.add(middleware: server.middleware())
      try await Application(router: router).test(.router) { client in
        let fetch: @Sendable (URL) async throws -> FetchedResource = { url in
          if let image = Self.images[url.absoluteString] { return image }
          #expect(url.host == "notes.example.com", "\(url)")
          return try await client.execute(uri: url.path, method: .get) { response in
            FetchedResource(
              status: Int(response.status.code), contentType: response.headers[.contentType],
              location: response.headers[.location], body: Data(buffer: response.body))
          }
        }
        // The article's code:
        let report = await pages.checkPreviews(base: URL(string: "https://notes.example.com")!) { url in
          try await fetch(url)  // the app's HTTP client, following no redirect
        }
        let failures = report.findings.filter { !$0.passed }  // none, or the rules to fix
        func failed(_ page: String) -> [PreviewRule] {
          report.findings.filter { $0.page == page && !$0.passed }.map(\.rule)
        }
        #expect(failed("/notes/1") == [], "\(report)")
        #expect(
          report.findings.filter { $0.page == "/notes/1" }.map(\.rule) == [
            .page, .title, .imageURL, .imageServed, .imageType, .imageBytes, .imageDimensions, .declaredDimensions,
            .card,
          ])
        #expect(failed("/notes/2") == [.imageBytes])
        #expect(failed("/notes/3") == [.imageDimensions, .card])
        #expect(failed("/notes/4") == [.imageServed])
        #expect(failed("/notes/5") == [.imageType])
        #expect(failed("/notes/6") == [])  // no image, a small card
        #expect(failed("/notes/7") == [.title])
        #expect(failed("/notes/8") == [])
        #expect(!report.passes && failures.count == 6)
        let text = report.description
        #expect(text.contains("✘ /notes/4 imageServed: answered 301, a redirect to https://cdn.example.com/moved.png"))
        #expect(text.contains("✘ /notes/5 imageType: text/html, and its bytes are no image"))
        #expect(text.contains("✘ /notes/2 imageBytes: 400 KB"))
        #expect(text.contains("imageBytes: the image is at most 300 KB (WhatsApp shows none larger)"))
      }
    }

    @Test func declaredDimensionsAreTheImagesOwnOrAFailure() async throws {
      let pages = try Self.pages()
      let html = #"""
        <html><head><meta property="og:title" content="Tom &amp; Jerry">
        <meta property="og:image" content='https://img.example.com/good.png'>
        <meta property="og:image:width" content="1200"><meta property="og:image:height" content="600">
        <meta name="twitter:card" content="summary_large_image"></head></html>
        """#
      let report = await pages.checkPreviews(base: URL(string: "https://staging.example.com:8443")!) { url in
        if let image = Self.images[url.absoluteString] { return image }
        #expect(url.absoluteString.hasPrefix("https://staging.example.com:8443/notes/"))
        switch url.path {
        case "/notes/2": return FetchedResource(status: 302, location: "https://staging.example.com:8443/login")
        case "/notes/3": return FetchedResource(status: 200, contentType: "application/json", body: Data("{}".utf8))
        case "/notes/4": throw URLError(.timedOut)
        default: return FetchedResource(status: 200, contentType: "text/html", body: Data(html.utf8))
        }
      }
      let first = report.findings.filter { $0.page == "/notes/1" }
      #expect(first.first { $0.rule == .title }?.detail == "11 characters: Tom & Jerry")
      #expect(first.filter { !$0.passed }.map(\.rule) == [.declaredDimensions])
      #expect(first.first { $0.rule == .declaredDimensions }?.detail == "declared 1200 × 600, the image is 1200 × 630")
      for page in ["/notes/2", "/notes/3", "/notes/4"] {
        #expect(report.findings.filter { $0.page == page }.map(\.rule) == [.page])
        #expect(report.findings.filter { $0.page == page }.allSatisfy { !$0.passed })
      }
      #expect(
        report.findings.first { $0.page == "/notes/2" }?.detail
          == "answered 302, a redirect to https://staging.example.com:8443/login")
    }

    @Test func theImageReaderReadsEachFormatAndNeverTrapsOnTheRest() {
      #expect(ImageHeader(Self.png(640, 480)) == ImageHeader(format: .png, width: 640, height: 480))
      let gif = Data(Array("GIF89a".utf8) + [0x80, 0x02, 0xE0, 0x01])
      #expect(ImageHeader(gif) == ImageHeader(format: .gif, width: 640, height: 480))
      // JFIF segment, then a baseline start of frame: 480 high, 640 wide.
      let jpeg = Data([
        0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80,
      ])
      #expect(ImageHeader(jpeg) == ImageHeader(format: .jpeg, width: 640, height: 480))
      var webp = Data(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [UInt8](repeating: 0, count: 8))
      webp += [0x7F, 0x02, 0x00, 0xDF, 0x01, 0x00]
      #expect(ImageHeader(webp) == ImageHeader(format: .webp, width: 640, height: 480))
      for damaged in [
        Data(), Data([0xFF, 0xD8]), Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x00]), Self.png(1, 1).prefix(20),
        Data("<html>".utf8), Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11]),
      ] {
        #expect(ImageHeader(damaged) == nil)
      }
    }
  }
#endif
