#if os(Linux)
  import Foundation
  import NotesFeature
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Claims on deferred links as `notes-web` serves them: made by "Install and continue" on a
  /// note's page, redeemed once across every instance that shares the claims (two on one
  /// PostgreSQL server the test starts; one on SQLite), refused with a typed reason otherwise,
  /// and never written to a log.
  @Suite(.serialized) struct NotesClaimsWebTests {
    /// A sandbox with one shared note, and the site's signing key (trusted by the notes app).
    static func sandbox() async throws -> (Sandbox, key: String) {
      let sandbox = try Sandbox()
      #expect(try await sandbox.notes("open", "--here", "notes:///create?title=Groceries&body=Milk").status == 0)
      #expect(try await sandbox.notes("share", "1").status == 0)
      let key = sandbox.root.appendingPathComponent("site.key").path
      #expect(try await sandbox.notes("keys", "generate", "site", "--site", "--output", key).status == 0)
      return (sandbox, key)
    }

    /// The code on a claim's page.
    static func code(in html: String) throws -> String {
      let start = try #require(html.range(of: #"<output id="claim">"#))
      let end = try #require(html.range(of: "</output>", range: start.upperBound..<html.endIndex))
      return String(html[start.upperBound..<end.lowerBound])
    }

    /// A hundred redeems of one code at once, spread over `servers`: the statuses and bodies.
    static func redeemAtOnce(_ code: String, on servers: [NotesWebTests.WebServer]) async -> [(Int, String)] {
      await withTaskGroup(of: (Int, String).self) { group in
        for index in 0..<100 {
          let server = servers[index % servers.count]
          group.addTask {
            (try? await server.post("/.well-known/link-claims/redeem", code)) ?? (0, "")
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }

    static func checkExactlyOne(_ results: [(Int, String)]) {
      let won = results.filter { $0.0 == 200 }
      #expect(won.count == 1)
      #expect(won.first?.1.contains(#""link":"https:\/\/notes.example.com\/notes\/1?"#) == true)
      #expect(results.filter { $0.0 == 410 && $0.1.contains(#""refused":"used""#) }.count == 99)
    }

    @Test func twoInstancesOnOnePostgreSQLServerGiveAClaimOnce() async throws {
      let postgres = try await PostgresServer.start()
      let (sandbox, key) = try await Self.sandbox()
      let settings = ["SITE_SIGNING_KEY": key, "CLAIMS_POSTGRES": postgres.address]
      let first = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let second = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let page = try await first.get("/notes/1")
      #expect(page.body.contains("Install and continue"))
      let claim = try await first.post("/notes/1")
      #expect(claim.status == 201)
      let code = try Self.code(in: claim.body)
      Self.checkExactlyOne(await Self.redeemAtOnce(code, on: [first, second]))
      // A claim made by one instance is known to the other.
      let other = try Self.code(in: try await second.post("/notes/1").body)
      #expect(try await first.post("/.well-known/link-claims/redeem", other).status == 200)
      let logs = first.logged + second.logged
      first.stop()
      second.stop()
      await postgres.stop()
      sandbox.remove()
      // Nothing of either code in a log line.
      for part in (code + "-" + other).split(separator: "-") { #expect(!logs.contains(part), "\(part)") }
      #expect(logs.contains("claim redeemed") && logs.contains("reason=used"))
    }

    /// `POST path` from `address` (a loopback address of its own) to `server`: the status line
    /// and the `Retry-After` line, if any.
    static func post(_ path: String, from address: String, to server: NotesWebTests.WebServer, _ sandbox: Sandbox)
      async throws -> String
    {
      let port = try #require(URL(string: server.base)?.port)
      let request = "POST \(path) HTTP/1.1\\r\\nHost: notes.example.com\\r\\nContent-Length: 0\\r\\n\\r\\n"
      return try await sandbox.run(
        "/usr/bin/env", ["python3", LocalScript.path("hostile-client"), "raw", "\(port)", request, "--from", address]
      ).output
    }

    /// One address floods two instances sharing PostgreSQL: its allowance is counted once for
    /// both (`429` with `Retry-After` after it), another address still gets its claim, and the
    /// database holds no address; one instance on SQLite, the same, and its file holds none.
    @Test func aFloodFromOneAddressIsCountedAcrossInstancesAndNoAddressIsKept() async throws {
      let postgres = try await PostgresServer.start()
      let (sandbox, key) = try await Self.sandbox()
      let settings = ["SITE_SIGNING_KEY": key, "CLAIMS_POSTGRES": postgres.address, "CLAIMS_PER_CLIENT": "3"]
      let first = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let second = try await NotesWebTests.WebServer(sandbox, environment: settings)
      var answers: [String] = []
      for index in 0..<6 {
        answers.append(
          try await Self.post("/notes/1", from: "127.0.0.3", to: index.isMultiple(of: 2) ? first : second, sandbox))
      }
      #expect(answers.prefix(3).allSatisfy { $0.hasPrefix("HTTP/1.1 201") }, "\(answers)")
      #expect(
        answers.suffix(3).allSatisfy { $0.hasPrefix("HTTP/1.1 429") && $0.contains("Retry-After: ") }, "\(answers)")
      #expect(try await Self.post("/notes/1", from: "127.0.0.4", to: second, sandbox).hasPrefix("HTTP/1.1 201"))
      // The pages are never limited.
      for _ in 0..<10 { #expect(try await first.get("/notes/1").status == 200) }
      let dump = try await postgres.dump()
      let logs = first.logged + second.logged
      first.stop()
      second.stop()
      await postgres.stop()
      #expect(dump.contains("link_claim_clients") && !dump.contains("127.0.0"), "\(dump.suffix(400))")
      #expect(!logs.contains("127.0.0.3") && !logs.contains("127.0.0.4") && logs.contains("reason=too-many"))

      let server = try await NotesWebTests.WebServer(sandbox, ["--site-signing-key", key, "--claims-per-client", "2"])
      let statuses = [
        try await Self.post("/notes/1", from: "127.0.0.5", to: server, sandbox),
        try await Self.post("/notes/1", from: "127.0.0.5", to: server, sandbox),
        try await Self.post("/notes/1", from: "127.0.0.5", to: server, sandbox),
        try await Self.post("/notes/1", from: "127.0.0.6", to: server, sandbox),
      ].map { String($0.prefix(12)) }
      server.stop()
      #expect(statuses == ["HTTP/1.1 201", "HTTP/1.1 201", "HTTP/1.1 429", "HTTP/1.1 201"])
      let file = try Data(contentsOf: URL(fileURLWithPath: sandbox.data.path + "/notes/claims.sqlite"))
      #expect(!String(decoding: file, as: UTF8.self).contains("127.0.0"))
      sandbox.remove()
    }

    /// The window redeems through `notes-http`, the claim and this install's id on its input. A
    /// window killed after the site answered, before it kept the link, loses nothing: asked
    /// again with the same install id (what the relaunched window sends: ``InstallID``), the
    /// site gives the link again; to any other install, or none, the claim is used.
    @Test func aRedeemLostToAKillIsAskedAgainByTheSameInstall() async throws {
      let (sandbox, key) = try await Self.sandbox()
      let server = try await NotesWebTests.WebServer(sandbox, ["--site-signing-key", key])
      defer {
        server.stop()
        sandbox.remove()
      }
      let code = try Self.code(in: try await server.post("/notes/1").body)
      let database = sandbox.data.path + "/notes/notes.sqlite"
      let install = try #require(InstallID.current(besideDatabase: database))
      #expect(InstallID.current(besideDatabase: database) == install, "kept, not made again")
      let file = sandbox.data.path + "/notes/install-id"
      #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
      let helper = URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent()
        .appendingPathComponent("notes-http").path
      let job = try NetworkJob(.redeemClaim(url: URL(string: server.base + "/.well-known/link-claims/redeem")!))
        .argument()
      func redeem(_ input: String) async throws -> String {
        try await sandbox.run(helper, [job], input: input).output
      }
      let first = try await redeem(code + "\n" + install)
      #expect(first.contains(#""link":"https:\/\/notes.example.com\/notes\/1?"#), "\(first)")
      // Killed here: the answer is lost. The relaunched window asks again.
      let again = try await redeem(code + "\n" + install)
      #expect(again.contains(#""link":"https:\/\/notes.example.com\/notes\/1?"#), "\(again)")
      #expect(try await redeem(code + "\n" + "another-install-0123456789").contains(#""refused":"used""#))
      #expect(try await redeem(code).contains(#""refused":"used""#))
    }

    /// Hosted PostgreSQL sits behind PgBouncer in transaction mode, where named prepared
    /// statements break: two instances through it still give a claim once of 100 redeems at
    /// once, count a client once, and give the install that redeemed a claim its link again.
    @Test func twoInstancesThroughPgBouncerInTransactionModeGiveAClaimOnce() async throws {
      let postgres = try await PostgresServer.start()
      let bouncer = try await postgres.bouncer()
      let (sandbox, key) = try await Self.sandbox()
      let settings = ["SITE_SIGNING_KEY": key, "CLAIMS_POSTGRES": bouncer, "CLAIMS_PER_CLIENT": "3"]
      let first = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let second = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let code = try Self.code(in: try await first.post("/notes/1").body)
      Self.checkExactlyOne(await Self.redeemAtOnce(code, on: [first, second]))
      var statuses: [String] = []
      for index in 0..<4 {
        statuses.append(
          String(
            try await Self.post("/notes/1", from: "127.0.0.7", to: index.isMultiple(of: 2) ? first : second, sandbox)
              .prefix(12)))
      }
      // One claim made above from 127.0.0.1; three from 127.0.0.7, then refused on either instance.
      #expect(statuses == ["HTTP/1.1 201", "HTTP/1.1 201", "HTTP/1.1 201", "HTTP/1.1 429"], "\(statuses)")
      let other = try Self.code(in: try await second.post("/notes/1").body)
      let install = "install-through-pgbouncer-1"
      #expect(try await first.post("/.well-known/link-claims/redeem", other + "\n" + install).status == 200)
      #expect(try await second.post("/.well-known/link-claims/redeem", other + "\n" + install).status == 200)
      first.stop()
      second.stop()
      await postgres.stop()
      sandbox.remove()
    }

    /// Short links and those imported from Firebase Dynamic Links, kept in PostgreSQL behind
    /// PgBouncer: made by one `notes-web --shorten`, imported by one instance's start, and
    /// answered by either; a link of three uses answers three people across both, then is gone;
    /// a previewer's unfurl spends none.
    @Test func shortAndImportedLinksAnswerOnTwoInstancesThroughPgBouncer() async throws {
      let postgres = try await PostgresServer.start()
      let bouncer = try await postgres.bouncer()
      let (sandbox, _) = try await Self.sandbox()
      let settings = ["CLAIMS_POSTGRES": bouncer]
      let export = sandbox.root.appendingPathComponent("dynamic-links.csv")
      try Data(
        """
        Short Dynamic Link,Link
        https://notes.page.link/groceries,https://notes.example.com/notes/1
        https://notes.page.link/away,https://elsewhere.example/notes/1

        """.utf8
      ).write(to: export)
      let first = try await NotesWebTests.WebServer(sandbox, ["--import-links", export.path], environment: settings)
      let importing = try await first.line(startingWith: "imported ")
      #expect(importing == "imported short links: 1 kept, 0 already kept, 1 refused", "\(importing)")
      let second = try await NotesWebTests.WebServer(sandbox, environment: settings)
      let binary = URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent().appendingPathComponent(
        "notes-web")
      let made = try await sandbox.run(
        binary.path, ["--shorten", "https://notes.example.com/notes/1", "--uses", "3", "--claims-postgres", bouncer])
      #expect(made.status == 0, "\(made.error)")
      let short = try #require(URL(string: made.output.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(short.path.hasPrefix("/s/") && short.path.count == 13, "\(short)")

      let imported = try await second.get("/groceries")
      #expect(imported.status == 200 && imported.body.contains("Groceries"))
      #expect(try await first.get("/away").status == 404)
      #expect(try await second.get(short.path, userAgent: "WhatsApp/2.23.20.0 A").status == 200)
      var statuses: [Int] = []
      for index in 0..<4 {
        statuses.append(try await (index.isMultiple(of: 2) ? first : second).get(short.path).status)
      }
      #expect(statuses == [200, 200, 200, 410])
      first.stop()
      second.stop()
      await postgres.stop()
      sandbox.remove()
    }

    /// `notes share N --short` as a person runs it: the note shared, and a short link made by the
    /// site's own binary in the store the site serves (SQLite beside the notes); the running
    /// site answers it with the note's page, and an app opened with it expands it with one POST,
    /// until its uses are spent.
    @Test func shareShortPrintsALinkTheSiteAnswersAndAnAppExpands() async throws {
      let (sandbox, _) = try await Self.sandbox()
      defer { sandbox.remove() }
      #expect(try await sandbox.notes("share", "1", "--uses", "2").status != 0, "--uses without --short")
      let shared = try await sandbox.notes("share", "1", "--short", "--uses", "2")
      #expect(shared.status == 0, "\(shared.error)")
      // The site, started with no flag, serves the store the command made beside the notes.
      let server = try await NotesWebTests.WebServer(sandbox)
      defer { server.stop() }
      let lines = shared.output.split(separator: "\n").map(String.init)
      #expect(lines.first == "Note 1 is shared: its link's page shows it.")
      let short = try #require(lines.last.flatMap(URL.init(string:)))
      #expect(short.absoluteString.hasPrefix("https://notes.example.com/s/") && short.path.count == 13, "\(short)")
      let page = try await server.get(short.path)
      #expect(page.status == 200 && page.body.contains("Groceries"))
      // Two uses: the page's visit above, then the app's expansion; the next is refused.
      let expanded = try await server.post("/.well-known/short-links/expand", short.absoluteString)
      #expect(expanded.status == 200)
      let link = try JSONDecoder().decode([String: String].self, from: Data(expanded.body.utf8))["link"]
      #expect(link == "https://notes.example.com/notes/1")
      let spent = try await server.post("/.well-known/short-links/expand", short.absoluteString)
      #expect(spent.status == 410 && spent.body.contains(#""refused":"used""#), "\(spent)")
    }

    @Test func oneInstanceOnSQLiteGivesAClaimOnceAndRefusesTheRestWithAReason() async throws {
      let (sandbox, key) = try await Self.sandbox()
      // Claims that expire after a minute: the shortest a site may set.
      let server = try await NotesWebTests.WebServer(
        sandbox, ["--site-signing-key", key, "--claim-lifetime", "1"])
      defer {
        server.stop()
        sandbox.remove()
      }
      let code = try Self.code(in: try await server.post("/notes/1").body)
      #expect(FileManager.default.fileExists(atPath: sandbox.data.path + "/notes/claims.sqlite"))
      Self.checkExactlyOne(await Self.redeemAtOnce(code, on: [server]))

      var forged = Array(code)
      forged[2] = forged[2] == "Z" ? "Y" : "Z"
      let cases: [(String, Int, String)] = [
        (String(forged), 400, "forged"), (String(code.prefix(20)), 400, "truncated"),
        (code + code, 400, "oversized"), (String(repeating: "A", count: 5000), 400, "oversized"),
        ("not a claim!", 400, "malformed"), (code, 410, "used"),
      ]
      for (text, status, reason) in cases {
        let answer = try await server.post("/.well-known/link-claims/redeem", text)
        #expect(answer.status == status && answer.body.contains(#""refused":"\#(reason)""#), "\(reason): \(answer)")
      }
      #expect(!server.logged.contains(String(code.prefix(9))))
    }
  }
#endif
