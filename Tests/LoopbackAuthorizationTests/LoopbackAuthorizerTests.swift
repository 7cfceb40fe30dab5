#if LoopbackAuthorization
  import Foundation
  import Testing

  @testable import LoopbackAuthorization

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The authorization request an authorizer opened, as a browser would read it.
  struct OpenedRequest {
    let items: [String: String]

    init(_ url: URL) {
      let pairs = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      items = Dictionary(pairs.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    var state: String { items["state", default: ""] }
    var redirect: URL { URL(string: items["redirect_uri", default: ""])! }
  }

  /// Where the authorizer's opened URL goes: the test plays the browser from it.
  actor Browser {
    private var opened: [URL] = []
    private var waiters: [CheckedContinuation<URL, Never>] = []

    func open(_ url: URL) {
      if waiters.isEmpty { opened.append(url) } else { waiters.removeFirst().resume(returning: url) }
    }

    func next() async -> URL {
      if !opened.isEmpty { return opened.removeFirst() }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }

  @Suite struct LoopbackAuthorizerTests {
    let endpoint = URL(string: "https://auth.example.com/authorize?tenant=t1")!

    @Test func inMemoryTheOneAnswerWithTheRightStateIsTheGrant() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer(port: 4321)
      let grant = Task {
        try await authorizer.authorize(at: endpoint, clientID: "notes", scopes: ["notes", "offline"])
      }
      let request = OpenedRequest(await browser.next())
      #expect(request.items["tenant"] == "t1")
      #expect(request.items["response_type"] == "code")
      #expect(request.items["client_id"] == "notes")
      #expect(request.items["scope"] == "notes offline")
      #expect(request.items["code_challenge_method"] == "S256")
      #expect(request.redirect == URL(string: "http://127.0.0.1:4321/callback"))
      #expect(request.state.count >= 43)
      let listener = try #require(await listeners.value)
      let state = request.state
      #expect(listener.deliver("/callback?code=x&state=forged") == 400)
      #expect(listener.deliver("/other?code=x&state=\(state)") == 404)
      #expect(listener.deliver("/callback?code=the-code&state=\(state)") == 200)
      #expect(listener.deliver("/callback?code=again&state=\(state)") == 400)
      let result = try await grant.value
      #expect(result.code == "the-code")
      #expect(result.redirectURI == request.redirect)
      #expect(try PKCE(verifier: result.verifier).challenge == request.items["code_challenge"])
      let body = String(decoding: result.tokenRequestBody(clientID: "notes"), as: UTF8.self)
      #expect(
        body
          == "grant_type=authorization_code&code=the-code&redirect_uri=http%3A%2F%2F127.0.0.1%3A4321%2Fcallback"
          + "&client_id=notes&code_verifier=\(result.verifier)")
    }

    @Test func theServersErrorEndsTheCallWithIt() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let grant = Task { try await authorizer.authorize(at: endpoint, clientID: "notes") }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      #expect(
        listener.deliver("/callback?error=access_denied&error_description=No+thanks&state=\(request.state)") == 200)
      await #expect(throws: LoopbackError.authorizationFailed(error: "access_denied", description: "No thanks")) {
        try await grant.value
      }
    }

    @Test func noAnswerInTimeClosesTheListener() async throws {
      let authorizer = LoopbackAuthorizer(redirect: .live()) { _ in }
      await #expect(throws: LoopbackError.timedOut(after: .zero)) {
        try await authorizer.authorize(at: endpoint, clientID: "notes", timeout: .zero)
      }
    }

    @Test func aBrowserThatCannotOpenEndsTheCall() async throws {
      struct NoBrowser: Error {}
      let authorizer = LoopbackAuthorizer(redirect: .live()) { _ in throw NoBrowser() }
      await #expect(throws: LoopbackError.cannotOpenBrowser("NoBrowser()")) {
        try await authorizer.authorize(at: endpoint, clientID: "notes")
      }
    }

    @Test func redirectsAreChosenInTheAppsOrderAmongWhatTheServerAccepts() {
      let candidates: [RedirectCandidate] = [.loopback(path: "/callback"), .scheme("notes")]
      let token = URL(string: "https://auth.example.com/token")!
      let both = AuthorizationServer(authorizationEndpoint: endpoint, tokenEndpoint: token, acceptedSchemes: ["notes"])
      let schemeOnly = AuthorizationServer(
        authorizationEndpoint: endpoint, tokenEndpoint: token, acceptsLoopback: false, acceptedSchemes: ["notes"])
      let neither = AuthorizationServer(authorizationEndpoint: endpoint, tokenEndpoint: token, acceptsLoopback: false)
      #expect(both.redirect(from: candidates) == .loopback(path: "/callback"))
      #expect(schemeOnly.redirect(from: candidates) == .scheme("notes"))
      #expect(neither.redirect(from: candidates) == nil)
    }
  }

  /// The listener an in-memory redirect made, for the test to deliver to.
  actor ListenerBox {
    private(set) var value: LoopbackListener?
    func set(_ listener: LoopbackListener) { value = listener }
  }

  /// An authorizer over an in-memory redirect on `port`, the browser played by the test, and
  /// the box its listener is put in.
  func inMemoryAuthorizer(port: Int = 50_000) -> (LoopbackAuthorizer, Browser, ListenerBox) {
    let browser = Browser()
    let listeners = ListenerBox()
    let redirect = LoopbackRedirect { path, state throws(LoopbackError) in
      let listener = try await LoopbackRedirect.inMemory(port: port).listen(path, state)
      await listeners.set(listener)
      return listener
    }
    return (LoopbackAuthorizer(redirect: redirect) { await browser.open($0) }, browser, listeners)
  }
#endif
