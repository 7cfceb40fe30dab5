#if LoopbackAuthorization
  import Foundation
  import Testing

  @testable import LoopbackAuthorization

  /// What the browser is told once the server has sent it back: never more than the app knows.
  @Suite struct LoopbackPageTests {
    let endpoint = URL(string: "https://auth.example.com/authorize")!
    struct Refused: Error, CustomStringConvertible {
      var description: String { "the <script>server</script> refused the code" }
    }

    @Test func signedInIsShownOnlyOnceTheExchangeHasSucceeded() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let (exchanged, exchange) = AsyncStream.makeStream(of: Void.self)
      let (release, proceed) = AsyncStream.makeStream(of: Void.self)
      let signIn = Task {
        try await authorizer.signIn(at: endpoint, clientID: "notes") { grant in
          exchange.yield()
          for await _ in release { break }
          return grant.code
        }
      }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      #expect(listener.deliver("/callback?code=c&state=\(request.state)") == 200)
      for await _ in exchanged { break }
      // Redeeming: nothing shown yet.
      #expect(listener.shownPage == nil)
      proceed.yield()
      #expect(try await signIn.value == "c")
      #expect(listener.shownPage == .signedIn)
    }

    @Test func aFailedExchangeIsShownAsFailedAndRethrown() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let signIn = Task { () -> String in
        try await authorizer.signIn(at: endpoint, clientID: "notes") { _ in throw Refused() }
      }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      listener.deliver("/callback?code=c&state=\(request.state)")
      await #expect(throws: Refused.self) { try await signIn.value }
      #expect(listener.shownPage == .failed("the <script>server</script> refused the code"))
    }

    @Test func aRefusalIsShownAsRefused() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let signIn = Task { () -> String in
        try await authorizer.signIn(at: endpoint, clientID: "notes") { _ in
          Issue.record("exchanged"); return ""
        }
      }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      listener.deliver("/callback?error=access_denied&state=\(request.state)")
      await #expect(throws: LoopbackError.authorizationFailed(error: "access_denied", description: nil)) {
        try await signIn.value
      }
      #expect(listener.shownPage == .refused(error: "access_denied", description: nil))
    }

    /// RFC 9207: `iss` names the server that answered. The cases: (the answer's `iss`, whether
    /// the server said it sends one, whether the grant is taken).
    @Test(
      arguments: [
        ("https://auth.example.com", true, true), (nil, false, true), ("https://auth.example.com", false, true),
        (nil, true, false), ("https://evil.example", true, false), ("https://evil.example", false, false),
        ("https://auth.example.com/", true, false),
      ] as [(String?, Bool, Bool)])
    func theAnswersIssuerMustBeTheServers(iss: String?, required: Bool, taken: Bool) async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let grant = Task {
        try await authorizer.authorize(
          at: endpoint, clientID: "notes", issuer: "https://auth.example.com", requiresIssuerParameter: required)
      }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      let issItem = iss.map { "&iss=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" } ?? ""
      listener.deliver("/callback?code=c&state=\(request.state)\(issItem)")
      if taken {
        #expect(try await grant.value.code == "c")
        #expect(listener.shownPage == .returnToApp)
      } else {
        let error = LoopbackError.issuerMismatch(expected: "https://auth.example.com", received: iss)
        await #expect(throws: error) { try await grant.value }
        #expect(listener.shownPage == .failed("\(error)"))
      }
    }

    /// Over a socket: the browser's request for the redirect waits for the exchange, and its
    /// page says how it ended; what came from the server or the app is text, not markup.
    @Test func theLiveBrowserWaitsForTheExchangeAndIsToldHowItEnded() async throws {
      let browser = Browser()
      let authorizer = LoopbackAuthorizer(redirect: .live(pageWait: .seconds(600))) { await browser.open($0) }
      let signIn = Task { () -> String in
        try await authorizer.signIn(at: endpoint, clientID: "notes") { _ in throw Refused() }
      }
      let request = OpenedRequest(await browser.next())
      let page = try #require(
        await LiveListenerTests().get(URL(string: "\(request.redirect)?code=c&state=\(request.state)")!))
      #expect(page.status == 200)
      #expect(page.body.contains("<h1>Signing in failed</h1>"))
      #expect(page.body.contains("the &lt;script&gt;server&lt;/script&gt; refused the code"))
      #expect(!page.body.contains("<script>"))
      await #expect(throws: Refused.self) { try await signIn.value }
    }

    /// A browser kept waiting longer than `pageWait` is told to return to the app, and the
    /// exchange that ends after it changes nothing in the browser.
    @Test func aBrowserNotAnsweredWithinPageWaitIsToldToReturnToTheApp() async throws {
      let browser = Browser()
      let (release, proceed) = AsyncStream.makeStream(of: Void.self)
      let authorizer = LoopbackAuthorizer(redirect: .live(pageWait: .milliseconds(1))) { await browser.open($0) }
      let signIn = Task {
        try await authorizer.signIn(at: endpoint, clientID: "notes") { grant in
          for await _ in release { break }
          return grant.code
        }
      }
      let request = OpenedRequest(await browser.next())
      let page = try #require(
        await LiveListenerTests().get(URL(string: "\(request.redirect)?code=c&state=\(request.state)")!))
      #expect(page.body.contains("<h1>Return to the app</h1>"))
      proceed.yield()
      #expect(try await signIn.value == "c")
    }

    @Test func thePackagesPagesEscapeWhatTheyQuote() {
      let page = LoopbackPage.refused(error: "access_denied", description: #"<img src=x onerror="alert('1')"> & more"#)
      #expect(page.html.contains("<h1>Signing in was refused</h1>"))
      #expect(page.html.contains("&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more"))
      #expect(!page.html.contains("<img"))
      #expect(LoopbackPage.signedIn.html.contains("<h1>You are signed in</h1>"))
    }
  }
#endif
