#if os(Linux) && LinkServerSQLite && LinkServerPostgres
  import Foundation
  import LinkServer
  import LinkServerPostgres
  import LinkServerSQLite
  import LinkRouting
  import Logging
  import PostgresNIO
  import SignedLinks
  import Testing

  /// The code of LinkServer's article "Claim stores that scale", run: a site's claims in an
  /// SQLite file, and in PostgreSQL behind PgBouncer, each giving a claim made on one instance
  /// once to a redeem on another.
  @Suite(.serialized) struct StoresArticleTests {
    static let site = try! LinkSite(
      name: "Notes", host: "notes.example.com", appleAppIDs: ["ABCDE12345.com.example.notes"])
    static let map = LinkMap.example

    @Test func oneInstanceKeepsItsClaimsInAnSQLiteFile() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let siteKey = try LinkSigningKey(keyID: "site")
      var pages = LinkPages(map: Self.map, site: Self.site)
      let claims = try LinkClaimStore.sqlite(at: folder.appendingPathComponent("claims.sqlite").path)
      pages.deferredLinks = DeferredLinks(store: claims, signingKey: siteKey)
      try await Self.aClaimIsGivenOnce(by: [LinkServer(pages), LinkServer(pages)])
    }

    @Test func instancesShareTheirClaimsInPostgreSQLBehindPgBouncer() async throws {
      let database = try await PostgresServer.start()
      var running: [Task<Void, Never>] = []
      do {
        let pgbouncerPort = try await database.bouncerPort()
        let siteKey = try LinkSigningKey(keyID: "site")
        let logger = Logger(label: "site")
        var servers: [LinkServer] = []
        for _ in 0..<2 {
          let client = PostgresClient(
            configuration: .init(
              host: "127.0.0.1", port: pgbouncerPort, username: "postgres", password: nil, database: "postgres",
              tls: .disable),
            backgroundLogger: logger)
          running.append(Task { await client.run() })  // in a site: a service of its ServiceGroup
          let claims = try await LinkClaimStore.postgres(client, logger: logger)
          var pages = LinkPages(map: Self.map, site: Self.site)
          pages.deferredLinks = DeferredLinks(store: claims, signingKey: siteKey)
          servers.append(try LinkServer(pages))
        }
        try await Self.aClaimIsGivenOnce(by: servers)
      } catch {
        Issue.record(error)
      }
      for task in running { task.cancel() }
      await database.stop()
    }

    /// A claim made on the first server, redeemed on the last, then refused as used on both.
    static func aClaimIsGivenOnce(by servers: [LinkServer]) async throws {
      let made = await servers[0].respond(method: "POST", target: "/notes/3")
      let page = String(decoding: made.body, as: UTF8.self)
      let start = try #require(page.range(of: #"<output id="claim">"#))
      let end = try #require(page.range(of: "</output>", range: start.upperBound..<page.endIndex))
      let code = Array(page[start.upperBound..<end.lowerBound].utf8)
      let first = await servers[servers.count - 1].respond(
        method: "POST", target: "/.well-known/link-claims/redeem", body: code)
      #expect(first.status == 200)
      for server in servers {
        let again = await server.respond(method: "POST", target: "/.well-known/link-claims/redeem", body: code)
        #expect(String(decoding: again.body, as: UTF8.self).contains(#""refused":"used""#))
      }
    }
  }

  extension LinkMap {
    /// A map with one screen, `/notes/:id`.
    static let example = try! LinkMap(
      json: Data(
        """
        {"format":1,"schemes":["notes"],"universalLinkHosts":["notes.example.com"],"hostIsFirstPathSegment":true,
         "secretParameters":[],"plusIsSpace":false,
         "limits":{"maxURLLength":2048,"maxQueryItems":50,"maxNestingDepth":4,"maxPathSegments":32},
         "routes":[{"pattern":"/notes/:id","screen":true,"request":false,"landing":true,"examples":[],
                    "aliases":[],"renamedParameters":{}}]}
        """.utf8))
  }
#endif
