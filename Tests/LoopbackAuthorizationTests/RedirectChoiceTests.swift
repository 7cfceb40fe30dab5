#if LoopbackAuthorization
  import AppLinks
  import Foundation
  import LoopbackAuthorization
  import Testing

  /// The article "Signing in over loopback", choosing the redirect: the first of the app's
  /// candidates the server accepts, and the code it brings back, by loopback (this module) or
  /// by a link to the app's scheme (AppLinks' `LinkCaller`, which adds the redirect and `state`).
  struct SignIn {
    struct Answer: Decodable, Sendable { var code: String }
    enum SignInError: Error, Equatable { case noRedirectTheServerAccepts, refused }

    let authorizer: LoopbackAuthorizer
    let caller: LinkCaller

    /// The code and the verifier its token request proves.
    func code(from server: AuthorizationServer) async throws -> (code: String, verifier: String) {
      let candidates: [RedirectCandidate] = [.loopback(path: "/callback"), .scheme("notes")]
      switch server.redirect(from: candidates) {
      case .loopback?:
        let grant = try await authorizer.authorize(at: server.authorizationEndpoint, clientID: "notes")
        return (grant.code, grant.verifier)
      case .scheme?:
        let pkce = PKCE()
        let request = server.authorizationEndpoint.appending(queryItems: [
          URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "client_id", value: "notes"),
          URLQueryItem(name: "code_challenge", value: pkce.challenge),
          URLQueryItem(name: "code_challenge_method", value: PKCE.method),
        ])
        guard case let .success(answer) = try await caller.authorize(request, expecting: Answer.self)
        else { throw SignInError.refused }
        return (answer.code, pkce.verifier)
      case nil:
        throw SignInError.noRedirectTheServerAccepts
      }
    }
  }

  @Suite struct RedirectChoiceTests {
    let endpoint = URL(string: "https://auth.example.com/authorize")!
    let token = URL(string: "https://auth.example.com/token")!

    @Test func aServerThatTakesLoopbackIsAnsweredOnTheListener() async throws {
      let (authorizer, browser, listeners) = inMemoryAuthorizer()
      let signIn = SignIn(authorizer: authorizer, caller: .unimplemented)
      let server = AuthorizationServer(
        authorizationEndpoint: endpoint, tokenEndpoint: token, acceptedSchemes: ["notes"])
      let code = Task { try await signIn.code(from: server) }
      let request = OpenedRequest(await browser.next())
      let listener = try #require(await listeners.value)
      #expect(listener.deliver("/callback?code=by-loopback&state=\(request.state)") == 200)
      let answer = try await code.value
      #expect(answer.code == "by-loopback")
      #expect(try PKCE(verifier: answer.verifier).challenge == request.items["code_challenge"])
    }

    @Test func aServerThatTakesOnlyTheSchemeIsAnsweredByALink() async throws {
      // The request the caller opens goes to the browser the other tests play.
      let browser = Browser()
      let caller = LinkCaller.answering { call in
        await browser.open(call.url)
        return .success([URLQueryItem(name: "code", value: "by-link")])
      }
      let signIn = SignIn(authorizer: LoopbackAuthorizer(redirect: .inMemory()) { _ in }, caller: caller)
      let server = AuthorizationServer(
        authorizationEndpoint: endpoint, tokenEndpoint: token, acceptsLoopback: false, acceptedSchemes: ["notes"])
      let answer = try await signIn.code(from: server)
      #expect(answer.code == "by-link")
      let request = OpenedRequest(await browser.next())
      #expect(request.items["client_id"] == "notes")
      #expect(request.items["code_challenge_method"] == "S256")
      #expect(try PKCE(verifier: answer.verifier).challenge == request.items["code_challenge"])
    }

    @Test func aServerThatTakesNeitherIsAnError() async throws {
      let signIn = SignIn(authorizer: LoopbackAuthorizer(redirect: .inMemory()) { _ in }, caller: .unimplemented)
      let server = AuthorizationServer(authorizationEndpoint: endpoint, tokenEndpoint: token, acceptsLoopback: false)
      await #expect(throws: SignIn.SignInError.noRedirectTheServerAccepts) { try await signIn.code(from: server) }
    }
  }
#endif
