#if os(Linux) && LinkServerSQLite && LinkServerPostgres
  import AppLinks
  import Foundation
  import LinkServer
  import LinkServerPostgres
  import LinkServerSQLite
  import Logging
  import PostgresNIO
  import Testing

  /// The one suite every claim store passes: in memory, SQLite, PostgreSQL, and PostgreSQL
  /// behind PgBouncer in transaction mode, as hosted PostgreSQL runs it (Debian's servers,
  /// started by the test). A claim is redeemed once, then `used` (but again for the install
  /// that redeemed it); past its time `expired`; never made, or purged a day after it expired,
  /// `unknown`; no more open than the limit (`full`); of a hundred redeems at once, spread over
  /// two instances of the site where the store is shared, one wins; and a client makes no more
  /// claims than its allowance, at once or over time.
  @Suite(.serialized) struct ClaimStoreTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
      case memory, sqlite, postgres, pgbouncer
      var testDescription: String { rawValue }
    }

    /// The stores of `kind` that two instances of a site would have (one, where a store is not
    /// shared), and what to do when the test ends.
    static func stores(_ kind: Kind) async throws -> ([LinkClaimStore], @Sendable () async -> Void) {
      switch kind {
      case .memory:
        return ([.memory()], {})
      case .sqlite:
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("claims-\(UUID().uuidString)")
        // The folder is made by the store: a first run has none.
        let path = folder.appendingPathComponent("claims.sqlite").path
        let stores = [try LinkClaimStore.sqlite(at: path), try LinkClaimStore.sqlite(at: path)]
        return (stores, { try? FileManager.default.removeItem(at: folder) })
      case .postgres, .pgbouncer:
        let server = try await PostgresServer.start()
        let port = kind == .postgres ? server.port : try await server.bouncerPort()
        // Two instances: a client (a pool of connections) and a store each.
        var stores: [LinkClaimStore] = []
        var running: [Task<Void, Never>] = []
        for _ in 0..<2 {
          let client = PostgresClient(
            configuration: .init(
              host: "127.0.0.1", port: port, username: "postgres", password: nil, database: "postgres", tls: .disable))
          running.append(Task { await client.run() })
          stores.append(try await LinkClaimStore.postgres(client, logger: Logger(label: "claims")))
        }
        return (
          stores,
          { [running] in
            for task in running { task.cancel() }
            await server.stop()
          }
        )
      }
    }

    /// The store of one instance, and what to do when the test ends.
    static func store(_ kind: Kind) async throws -> (LinkClaimStore, @Sendable () async -> Void) {
      let (stores, end) = try await stores(kind)
      return (stores[0], end)
    }

    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func claim(_ id: String, expiresIn seconds: TimeInterval = 600) -> LinkClaim {
      LinkClaim(id: id, link: "https://notes.example.com/notes/\(id)", expires: now + seconds)
    }

    func refusal(_ work: () async throws -> Void) async -> LinkClaimRefusal? {
      do {
        try await work()
        return nil
      } catch {
        return error as? LinkClaimRefusal
      }
    }

    @Test(arguments: Kind.allCases)
    func aClaimIsRedeemedOnceThenRefusedWithAReason(kind: Kind) async throws {
      let (store, end) = try await Self.store(kind)
      try await store.open(claim("00000000000000a1"), 10, now)
      try await store.open(claim("00000000000000a2", expiresIn: 60), 10, now)
      #expect(
        try await store.redeem("00000000000000a1", nil, now + 1) == "https://notes.example.com/notes/00000000000000a1")
      #expect(await refusal { _ = try await store.redeem("00000000000000a1", nil, now + 2) } == .used)
      #expect(await refusal { _ = try await store.redeem("00000000000000a2", nil, now + 61) } == .expired)
      #expect(await refusal { _ = try await store.redeem("00000000000000ff", nil, now) } == .unknown)
      // Redeeming an expired claim does not spend it as used: it stays expired.
      #expect(await refusal { _ = try await store.redeem("00000000000000a2", nil, now + 62) } == .expired)
      await end()
    }

    @Test(arguments: Kind.allCases)
    func noMoreThanTheLimitAreOpenAndExpiredOnesArePurgedADayLater(kind: Kind) async throws {
      let (store, end) = try await Self.store(kind)
      try await store.open(claim("00000000000000b1", expiresIn: 60), 2, now)
      try await store.open(claim("00000000000000b2"), 2, now)
      #expect(await refusal { try await store.open(claim("00000000000000b3"), 2, now) } == .full)
      // A redeemed claim is no longer open; an expired one neither.
      _ = try await store.redeem("00000000000000b2", nil, now)
      try await store.open(claim("00000000000000b3"), 2, now)
      try await store.open(claim("00000000000000b4"), 2, now + 120)
      // A day after it expired, a claim is removed: redeeming it says it is unknown.
      try await store.open(claim("00000000000000b5", expiresIn: 3 * 86_400), 5, now + 2 * 86_400)
      #expect(await refusal { _ = try await store.redeem("00000000000000b1", nil, now + 2 * 86_400) } == .unknown)
      await end()
    }

    /// An app killed after the site answered, before it kept the link, asks again with the same
    /// install id: the link again; any other install (or none), `used`.
    @Test(arguments: Kind.allCases)
    func theInstallThatRedeemedAClaimGetsItAgainAndNoOneElse(kind: Kind) async throws {
      let (store, end) = try await Self.store(kind)
      try await store.open(claim("00000000000000d1"), 10, now)
      let link = "https://notes.example.com/notes/00000000000000d1"
      let install = "install-0123456789abcdef"
      #expect(try await store.redeem("00000000000000d1", install, now) == link)
      #expect(try await store.redeem("00000000000000d1", install, now + 1) == link)
      #expect(
        await refusal { _ = try await store.redeem("00000000000000d1", "install-fedcba9876543210", now + 2) } == .used)
      #expect(await refusal { _ = try await store.redeem("00000000000000d1", nil, now + 3) } == .used)
      // Not past its time, though: then `used`, for everyone.
      #expect(await refusal { _ = try await store.redeem("00000000000000d1", install, now + 601) } == .used)
      // Redeemed without an id: no one gets it again.
      try await store.open(claim("00000000000000d2"), 10, now)
      #expect(
        try await store.redeem("00000000000000d2", nil, now) == "https://notes.example.com/notes/00000000000000d2")
      #expect(await refusal { _ = try await store.redeem("00000000000000d2", nil, now + 1) } == .used)
      await end()
    }

    /// Three at once, then one per ten seconds; another client is counted apart; a client
    /// whose allowance is whole again starts afresh; twenty takes at once give three.
    @Test(arguments: Kind.allCases)
    func aClientMakesNoMoreClaimsThanItsAllowance(kind: Kind) async throws {
      let (stores, end) = try await Self.stores(kind)
      let store = stores[0]
      let rate = LinkClaimRate(burst: 3, interval: .seconds(10))
      for _ in 0..<3 { #expect(try await store.take("client-a", rate, now) == nil) }
      let wait = try #require(try await store.take("client-a", rate, now))
      #expect(abs(wait - 10) < 0.01, "\(wait)")
      #expect(try await store.take("client-b", rate, now) == nil)
      #expect(try await store.take("client-a", rate, now + 10) == nil)
      #expect(try await store.take("client-a", rate, now + 10) != nil)
      #expect(try await store.take("client-a", rate, now + 3_600) == nil)

      let now = self.now
      let taken = await withTaskGroup(of: Bool.self) { group in
        for index in 0..<20 {
          let store = stores[index % stores.count]
          group.addTask {
            do { return try await store.take("client-c", rate, now) == nil } catch { return false }
          }
        }
        return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
      }
      #expect(taken == 3)
      await end()
    }

    @Test(arguments: Kind.allCases)
    func ofAHundredRedeemsAtOnceExactlyOneWins(kind: Kind) async throws {
      let (stores, end) = try await Self.stores(kind)
      try await stores[0].open(claim("00000000000000c1"), 10, now)
      let now = self.now
      let results = await withTaskGroup(of: Result<String, LinkClaimRefusal>?.self) { group in
        for index in 0..<100 {
          let store = stores[index % stores.count]
          group.addTask {
            do {
              return .success(try await store.redeem("00000000000000c1", nil, now))
            } catch let refusal as LinkClaimRefusal {
              return .failure(refusal)
            } catch {
              return nil
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.filter { (try? $0?.get()) != nil }.count == 1)
      #expect(results.filter { $0 == .failure(.used) }.count == 99)
      await end()
    }

    /// A short link answers until it expires or its uses are spent; a follow that spends none (a
    /// previewer's) leaves them; a path is kept once.
    @Test(arguments: Kind.allCases)
    func aShortLinkAnswersUntilItExpiresOrItsUsesAreSpent(kind: Kind) async throws {
      let (store, end) = try await Self.store(kind)
      let link = "https://notes.example.com/notes/3"
      #expect(try await store.shorten(ShortLink(path: "/s/AAAAAAAAAA", link: link, uses: 2)))
      #expect(try await !store.shorten(ShortLink(path: "/s/AAAAAAAAAA", link: "https://notes.example.com/notes/4")))
      #expect(
        try await store.follow("/s/AAAAAAAAAA", false, now) == ShortLink(path: "/s/AAAAAAAAAA", link: link, uses: 2))
      #expect(try await store.follow("/s/AAAAAAAAAA", true, now).uses == 1)
      #expect(try await store.follow("/s/AAAAAAAAAA", true, now).uses == 0)
      #expect(await refusal { _ = try await store.follow("/s/AAAAAAAAAA", false, now) } == .used)
      #expect(await refusal { _ = try await store.follow("/s/AAAAAAAAAA", true, now) } == .used)

      let expiring = ShortLink(path: "/old", link: link, expires: now + 60, redirects: true)
      #expect(try await store.shorten(expiring))
      #expect(try await store.follow("/old", true, now + 59) == expiring)
      #expect(await refusal { _ = try await store.follow("/old", true, now + 60) } == .expired)
      #expect(await refusal { _ = try await store.follow("/nowhere", true, now) } == .unknown)
      await end()
    }

    @Test(arguments: Kind.allCases)
    func ofAHundredFollowsAtOnceOfALinkWithThreeUsesExactlyThreeGetIt(kind: Kind) async throws {
      let (stores, end) = try await Self.stores(kind)
      #expect(
        try await stores[0].shorten(ShortLink(path: "/s/BBBBBBBBBB", link: "https://notes.example.com/", uses: 3)))
      let now = self.now
      let results = await withTaskGroup(of: LinkClaimRefusal?.self) { group in
        for index in 0..<100 {
          let store = stores[index % stores.count]
          group.addTask {
            do {
              _ = try await store.follow("/s/BBBBBBBBBB", true, now)
              return nil
            } catch let refusal as LinkClaimRefusal {
              return refusal
            } catch {
              return .unknown
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.filter { $0 == nil }.count == 3)
      #expect(results.filter { $0 == .used }.count == 97)
      await end()
    }
  }
#endif
