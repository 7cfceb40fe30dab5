#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import Testing

  @testable import LinkServer

  /// The hand-off per platform, from `User-Agent` alone: an in-app browser is first offered the
  /// platform's browser (an `intent:` link into Chrome on Android, Safari on iOS), where the
  /// link can open the app; after "Install and continue" an Android reader's Play Store link
  /// carries the code as the install referrer; a Linux reader gets the software center's
  /// `appstream:` link and the `.flatpakref`.
  @Suite struct LinkHandOffTests {
    /// Fixture user agents, each as its app or browser sends it.
    enum Agent {
      /// Instagram's in-app browser on Android (a WebView: `; wv)`).
      static let instagramAndroid =
        "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android"
      /// Facebook's in-app browser on iOS (a WKWebView: no `Safari/`).
      static let facebookIOS =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.116]"
      /// TikTok's in-app browser on Android.
      static let tiktokAndroid =
        "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 musical_ly_2023300040 BytedanceWebview/d8a21c6"
      /// Chrome on Android.
      static let chromeAndroid =
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.119 Mobile Safari/537.36"
      /// Safari on iOS.
      static let safariIOS =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
      /// Firefox on a Linux desktop.
      static let firefoxLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0"
    }

    static func server() throws -> LinkServer {
      let site = try LinkSite(
        name: "Notes", host: "notes.example.com", appleAppIDs: ["ABCDE12345.com.example.notes"],
        playStorePackage: "com.example.notes", flatpakID: "dev.example.Notes",
        flatpakReference: URL(string: "https://notes.example.com/notes.flatpakref"))
      var pages = LinkPages(routes: Shelf.links, site: site)
      pages.deferredLinks = DeferredLinks(store: .memory(), signingKey: LinkClaimsTests.siteKey)
      return try LinkServer(pages)
    }

    static func page(_ server: LinkServer, _ agent: String, method: String = "GET") async -> String {
      String(
        decoding: await server.respond(
          method: method, target: "/notes/3?from=a%20friend", platform: LinkPlatform(userAgent: agent)
        ).body, as: UTF8.self)
    }

    @Test func theUserAgentSaysThePlatform() {
      #expect(LinkPlatform(userAgent: Agent.instagramAndroid) == .android(inApp: true))
      #expect(LinkPlatform(userAgent: Agent.tiktokAndroid) == .android(inApp: true))
      #expect(LinkPlatform(userAgent: Agent.chromeAndroid) == .android(inApp: false))
      #expect(LinkPlatform(userAgent: Agent.facebookIOS) == .iOS(inApp: true))
      #expect(LinkPlatform(userAgent: Agent.safariIOS) == .iOS(inApp: false))
      #expect(LinkPlatform(userAgent: Agent.firefoxLinux) == .linux)
      #expect(LinkPlatform(userAgent: nil) == .other)
    }

    /// The `intent:` link opens the same page in Chrome: read back, it names Chrome, https, the
    /// page's path and query, and the page itself as the fallback.
    @Test func anAndroidInAppBrowserIsHandedToChrome() async throws {
      let server = try Self.server()
      for agent in [Agent.instagramAndroid, Agent.tiktokAndroid] {
        let html = await Self.page(server, agent)
        let start = try #require(html.range(of: #"id="hand-off" href=""#))
        let end = try #require(html[start.upperBound...].firstIndex(of: "\""))
        let intent = String(html[start.upperBound..<end]).replacingOccurrences(of: "&amp;", with: "&")
        #expect(html.contains(">Open in Chrome</a>"))
        let (address, fragment) = try #require(intent.split(separator: "#", maxSplits: 1).map(String.init).pair)
        #expect(address == "intent://notes.example.com/notes/3?from=a%20friend")
        let parts = fragment.split(separator: ";").map(String.init)
        #expect(parts.first == "Intent" && parts.last == "end")
        #expect(parts.contains("scheme=https") && parts.contains("package=com.android.chrome"))
        let fallback = try #require(parts.first { $0.hasPrefix("S.browser_fallback_url=") })
        #expect(
          fallback.dropFirst("S.browser_fallback_url=".count).removingPercentEncoding
            == "https://notes.example.com/notes/3?from=a%20friend")
      }
      #expect(!(await Self.page(server, Agent.chromeAndroid)).contains("hand-off"))
    }

    @Test func anIOSInAppBrowserIsHandedToSafari() async throws {
      let server = try Self.server()
      let html = await Self.page(server, Agent.facebookIOS)
      #expect(
        html.contains(
          #"id="hand-off" href="x-safari-https://notes.example.com/notes/3?from=a%20friend">Open in Safari</a>"#))
      #expect(!(await Self.page(server, Agent.safariIOS)).contains("hand-off"))
    }

    @Test func afterInstallAndContinueThePlayStoreCarriesTheCode() async throws {
      let server = try Self.server()
      let claim = await Self.page(server, Agent.chromeAndroid, method: "POST")
      let code = try LinkClaimsTests.code(
        in: LinkResponse(status: 201, headers: [], body: Array(claim.utf8), route: ""))
      let expected = try #require(LinkPage.playStore("com.example.notes", code))
      #expect(claim.contains(HTMLText.escaped(expected.absoluteString)), "\(expected)")
      let items = URLComponents(url: expected, resolvingAgainstBaseURL: false)?.queryItems ?? []
      #expect(
        items == [URLQueryItem(name: "id", value: "com.example.notes"), URLQueryItem(name: "referrer", value: code)])
      // Elsewhere, no Play Store link.
      #expect(!(await Self.page(server, Agent.firefoxLinux)).contains("play.google.com"))
    }

    @Test func aLinuxReaderGetsTheSoftwareCenterAndTheFlatpakReference() async throws {
      let server = try Self.server()
      let html = await Self.page(server, Agent.firefoxLinux)
      #expect(html.contains(#"<a href="appstream://dev.example.Notes">Install from your software center</a>"#))
      #expect(html.contains(#"<a href="https://notes.example.com/notes.flatpakref">Install with Flatpak</a>"#))
      #expect(!(await Self.page(server, Agent.safariIOS)).contains("appstream:"))
      #expect(throws: LinkSiteError.appStreamID("notes")) { try LinkSite(name: "N", host: "h", flatpakID: "notes") }
    }
  }

  extension Array {
    /// The two elements of a two-element array.
    fileprivate var pair: (Element, Element)? { count == 2 ? (self[0], self[1]) : nil }
  }
#endif
