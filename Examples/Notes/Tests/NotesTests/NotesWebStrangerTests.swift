#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import GRDB
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// `notes-web` as a stranger on the internet meets it: no claim (so nothing signed) for a
  /// request, and the site's key refused by the app for any request, whichever way it comes;
  /// pages that cannot be framed, a Host required, a weak validator matched, `/metrics` only on
  /// its own listener, the Smart App Banner when the App Store id is given; and a thousand slow
  /// connections from one address, against a server with 1,024 files, leave others answered.
  @Suite(.serialized) struct NotesWebStrangerTests {
    /// The claims kept in `sandbox`'s claims database.
    static func claimCount(_ sandbox: Sandbox) throws -> Int {
      let path = sandbox.data.path + "/notes/claims.sqlite"
      guard FileManager.default.fileExists(atPath: path) else { return 0 }
      let queue = try DatabaseQueue(path: path)
      defer { try? queue.close() }
      return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM link_claims") ?? 0 }
    }

    @Test func theEscalationIsRefusedAtTheSiteAndAtTheApp() async throws {
      let (sandbox, key) = try await NotesClaimsWebTests.sandbox()
      let server = try await NotesWebTests.WebServer(sandbox, ["--site-signing-key", key])
      defer {
        server.stop()
        sandbox.remove()
      }
      // At the site: a request gets no "Install and continue", and a POST to it makes nothing.
      for target in ["/notes/1/update?title=Changed%20by%20a%20stranger", "/notes/1/delete", "/fetch?limit=5"] {
        #expect(!(try await server.get(target).body.contains("Install and continue")), "\(target)")
        let posted = try await server.post(target)
        #expect(posted.status == 405, "\(target): \(posted.status)")
      }
      #expect(try Self.claimCount(sandbox) == 0)
      // A note's page, a screen, still gets its claim.
      #expect(try await server.post("/notes/1").status == 201)
      #expect(try Self.claimCount(sandbox) == 1)

      // At the app: the site's key, trusted as a site's (`--site`), signs no request that runs,
      // a custom-scheme call or a web link alike.
      for link in [
        "notes://x-callback-url/notes/1/update?title=Changed%20by%20a%20stranger",
        "https://notes.example.com/notes/1/delete",
      ] {
        let signed = try await sandbox.notes("sign", link, "--key", key).output
          .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(signed.contains("kid=site"), "\(signed)")
        let opened = try await sandbox.notes("open", "--here", "--yes", signed)
        #expect(opened.status == 3, "\(link): \(opened)")
        #expect(opened.error.contains(#"The key "site" is not trusted to sign requests."#), "\(opened.error)")
      }
      let list = try await sandbox.notes("list").output
      #expect(list.contains("Groceries") && !list.contains("Changed"), "\(list)")
      #expect(try await sandbox.notes("keys").output.contains("\tsite\n"))
    }

    /// The site's own previews unfurl: each screen's example page, fetched from the running
    /// site as a chat's unfurler fetches it, keeps every rule (the notes have no images: small
    /// cards), and the check exits 0. (Each rule failing: LinkServer's PreviewCheckTests.)
    @Test func theSitesOwnPreviewsPassTheUnfurlCheck() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await NotesWebTests.WebServer(sandbox, [])
      defer { server.stop() }
      let web = URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent().appendingPathComponent(
        "notes-web")
      let checked = try await sandbox.run(web.path, ["--check-previews", server.base])
      #expect(checked.status == 0, "\(checked.output)\(checked.error)")
      #expect(checked.output.contains("✔ /notes/3 page: 200 text/html"), "\(checked.output)")
      #expect(checked.output.contains("✔ /notes/3 card: summary, no og:image"), "\(checked.output)")
      // An address that is none is refused before anything is fetched.
      let nowhere = try await sandbox.run(web.path, ["--check-previews", "notes.example.com"])
      #expect(nowhere.status == 64 && nowhere.error.contains("--check-previews takes the site's address"))
    }

    @Test func headersHostMetricsAndTheBannerAsAStrangerSeesThem() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await NotesWebTests.WebServer(
        sandbox, ["--site-app-store-id", "123456789", "--metrics-address", "127.0.0.1:0"])
      defer { server.stop() }
      let port = try #require(URL(string: server.base)?.port)

      var request = URLRequest(url: URL(string: server.base + "/notes/1")!)
      let (page, response) = try await URLSession.shared.data(for: request)
      let http = try #require(response as? HTTPURLResponse)
      #expect(http.value(forHTTPHeaderField: "X-Frame-Options") == "DENY")
      #expect(http.value(forHTTPHeaderField: "Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
      #expect(
        String(decoding: page, as: UTF8.self).contains(#"<meta name="apple-itunes-app" content="app-id=123456789"#))

      // A weak validator matches the association file's (RFC 9110's weak comparison).
      request = URLRequest(url: URL(string: server.base + "/.well-known/assetlinks.json")!)
      let (_, first) = try await URLSession.shared.data(for: request)
      let etag = try #require((first as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"))
      request.setValue("W/" + etag, forHTTPHeaderField: "If-None-Match")
      let (_, weak) = try await URLSession.shared.data(for: request)
      #expect((weak as? HTTPURLResponse)?.statusCode == 304)

      // No Apple app named: its association path is a 404 with no page in it.
      let (apple, appleResponse) = try await URLSession.shared.data(
        from: URL(string: server.base + "/.well-known/apple-app-site-association")!)
      #expect((appleResponse as? HTTPURLResponse)?.statusCode == 404 && apple.isEmpty)

      // A fingerprint no device would verify (16 bytes, as a documentation sample has it) stops
      // the site before it serves anything, and says why.
      let refused = try await sandbox.run(
        URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent().appendingPathComponent("notes-web").path,
        [
          "--web-port", "0", "--site-android-package", "dev.composablelinks.notes", "--site-android-sha256",
          "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64",
        ])
      #expect(refused.status != 0 && refused.error.contains("is not a SHA-256 one"), "\(refused)")

      // HTTP/1.1 without Host: 400 (RFC 9112), whatever the path.
      for text in ["GET /notes/1 HTTP/1.1\\r\\n\\r\\n", "GET /.well-known/assetlinks.json HTTP/1.1\\r\\n\\r\\n"] {
        let answer = try await sandbox.run(
          "/usr/bin/env", ["python3", LocalScript.path("hostile-client"), "raw", "\(port)", text])
        #expect(answer.output.hasPrefix("HTTP/1.1 400"), "\(text): \(answer)")
      }

      // /metrics: not on the pages' port; on its own listener, counted by pattern.
      #expect(try await server.get("/metrics").status == 404)
      let metrics = try await server.line(startingWith: "metrics on ").dropFirst("metrics on ".count)
      let (data, _) = try await URLSession.shared.data(from: URL(string: metrics + "/metrics")!)
      let text = String(decoding: data, as: UTF8.self)
      #expect(
        text.contains(#"link_server_requests_total{route="/notes/:id",status="200",visitor="person"} 1"#), "\(text)")
      #expect(!text.contains("notes/1"))
    }

    /// The hand-off as a browser renders it: headless Chromium, told each fixture user agent,
    /// reads a note's page; the DOM's first button is the platform's browser in an app's
    /// browser, and "Open in Notes" anywhere else.
    @Test func theHandOffPerPlatformAsChromiumRendersIt() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await NotesWebTests.WebServer(sandbox, ["--site-flatpak-id", "dev.composablelinks.Notes"])
      defer { server.stop() }
      let agents: [(agent: String, first: String)] = [
        // Instagram's in-app browser on Android (a WebView).
        (
          "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) "
            + "Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android",
          "Open in Chrome"
        ),
        // Facebook's in-app browser on iOS.
        (
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            + "Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.116]", "Open in Safari"
        ),
        // Safari on iOS, and Firefox on Linux.
        (
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            + "Version/17.4 Mobile/15E148 Safari/604.1", "Open in Notes"
        ),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:123.0) Gecko/20100101 Firefox/123.0", "Open in Notes"),
      ]
      for (agent, first) in agents {
        let profile = sandbox.root.appendingPathComponent("chromium-\(UUID().uuidString)").path
        let dom = try await sandbox.run(
          ExecutableLookup.find("chromium") ?? "/usr/bin/chromium",
          [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile)",
            "--user-agent=\(agent)", "--dump-dom", server.base + "/notes/1",
          ]
        ).output
        let buttons = dom.components(separatedBy: #"class="open""#).dropFirst().compactMap { part in
          part.split(separator: ">", maxSplits: 1).last.map { String($0.prefix { $0 != "<" }) }
        }
        #expect(buttons.first == first, "\(agent): \(buttons)")
        if first == "Open in Chrome" {
          #expect(dom.contains("intent://"))
          #expect(dom.contains("package=com.android.chrome"))
        }
        if agent.contains("X11") {
          #expect(dom.contains(#"href="appstream://dev.composablelinks.Notes""#), "\(dom.suffix(600))")
        }
      }
    }

    @Test func slowHeadsFromOneAddressLeaveOthersAnsweredAt1024Files() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await NotesWebTests.WebServer(
        sandbox, environment: ["WEB_HEAD_DEADLINE": "3"], launcher: ["prlimit", "--nofile=1024:1024"])
      defer { server.stop() }
      let port = try #require(URL(string: server.base)?.port)
      let flood = try await sandbox.run(
        "/usr/bin/env", ["python3", LocalScript.path("hostile-client"), "slow", "\(port)", "1100", "--hold", "20"])
      let result = try JSONSerialization.jsonObject(with: Data(flood.output.utf8)) as? [String: Int] ?? [:]
      // Another address is answered while they are open.
      #expect(result["probe_status"] == 200, "\(flood)")
      // One address holds no more than its limit (64) open; every slow head is closed at its
      // deadline, and the server is still there.
      #expect(result["still_open"] == 0, "\(result)")
      #expect((result["closed_by_server"] ?? 0) + (result["refused"] ?? 0) == 1100, "\(result)")
      #expect(try await server.get("/.well-known/assetlinks.json").status == 200)
    }
  }
#endif
