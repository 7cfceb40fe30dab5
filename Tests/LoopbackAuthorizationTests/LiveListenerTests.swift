#if LoopbackAuthorization
  import Foundation
  import Testing

  @testable import LoopbackAuthorization

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The swift-nio listener over real sockets: what a browser, and an attacker on the same
  /// machine, can get from it.
  @Suite struct LiveListenerTests {
    /// GETs `url` without following redirects or caching: its status and body, or `nil` when no
    /// connection could be made.
    func get(_ url: URL) async -> (status: Int, body: String, headers: [AnyHashable: Any])? {
      let session = URLSession(configuration: .ephemeral)
      defer { session.finishTasksAndInvalidate() }
      guard let (data, response) = try? await session.data(from: url), let http = response as? HTTPURLResponse else {
        return nil
      }
      return (http.statusCode, String(decoding: data, as: UTF8.self), http.allHeaderFields)
    }

    @Test func theListenerAnswersOnceOnBothFamiliesAndCloses() async throws {
      let browser = Browser()
      let authorizer = LoopbackAuthorizer(redirect: .live()) { await browser.open($0) }
      let grant = Task {
        try await authorizer.authorize(at: URL(string: "https://auth.example.com/authorize")!, clientID: "notes")
      }
      let request = OpenedRequest(await browser.next())
      let redirect = request.redirect
      #expect(redirect.host == "127.0.0.1")
      let port = try #require(redirect.port)
      #expect(port > 0)
      let base = "http://127.0.0.1:\(port)"

      #expect(await get(URL(string: "\(base)/")!)?.status == 404)
      #expect(await get(URL(string: "\(base)/callback?code=x&state=forged")!)?.status == 400)
      #expect(await get(URL(string: "\(base)/callback?code=x")!)?.status == 400)
      // The IPv6 loopback, when the machine has one, is the same listener (a wrong state there
      // does not end the call either).
      if let v6 = await get(URL(string: "http://[::1]:\(port)/callback?code=x&state=forged")!) {
        #expect(v6.status == 400)
      }
      let answer = try #require(await get(URL(string: "\(base)/callback?code=the-code&state=\(request.state)")!))
      #expect(answer.status == 200)
      // `authorize` gives the code to the app unredeemed: the page says no more than that.
      #expect(answer.body.contains("<h1>Return to the app</h1>"))
      #expect(answer.headers["Cache-Control"] as? String == "no-store")
      #expect(try await grant.value.code == "the-code")
      // Closed after the answer: a replay finds nobody listening.
      #expect(await get(URL(string: "\(base)/callback?code=the-code&state=\(request.state)")!) == nil)
    }

    @Test func cancellingTheCallClosesTheListener() async throws {
      let browser = Browser()
      let authorizer = LoopbackAuthorizer(redirect: .live()) { await browser.open($0) }
      let grant = Task {
        try await authorizer.authorize(at: URL(string: "https://auth.example.com/authorize")!, clientID: "notes")
      }
      let request = OpenedRequest(await browser.next())
      grant.cancel()
      await #expect(throws: LoopbackError.cancelled) { try await grant.value }
      #expect(await get(URL(string: "\(request.redirect.absoluteString)?code=x&state=\(request.state)")!) == nil)
    }
  }
#endif
