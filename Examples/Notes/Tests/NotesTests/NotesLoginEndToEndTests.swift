import Foundation
import NotesFeature
import Testing

#if os(Linux)
  extension NotesEndToEndTests {
    /// `notes login` against a local authorization server (`scripts/authorization-server`,
    /// on 127.0.0.1 only), the browser played by `scripts/oauth-browser`: the flow, and what
    /// another page or process on the machine could try.
    @Suite struct Login {
      /// What one `notes login` did: its result, the browser's log, the server's port, and how
      /// many requests reached the server's token endpoint and the address a redirect named.
      struct Attempt {
        let result: (status: Int32, output: String, error: String)
        let log: [String: String]
        let port: Int
        let tokenRequests: Int
        let redirectedRequests: Int
      }

      /// Runs `notes login` against a new server playing `server` (`scripts/authorization-server`'s
      /// modes), the browser in `mode`.
      func login(
        _ sandbox: Sandbox, mode: String, server serverMode: String = "normal", timeout: String = "300"
      ) async throws -> Attempt {
        let server = try await LocalScript("authorization-server", ["notes-desktop", serverMode])
        defer { server.stop() }
        return try await login(sandbox, mode: mode, at: server, timeout: timeout)
      }

      /// Runs `notes login` against `server`, the browser in `mode`.
      func login(
        _ sandbox: Sandbox, mode: String, at server: LocalScript, timeout: String = "300", keyring: Bool = false
      ) async throws -> Attempt {
        // Without a keyring (most tests here run no desktop) the tokens go to the file the user
        // chooses for a machine without one.
        if !keyring { _ = try await sandbox.notes("secrets", "--use-file") }
        let log = sandbox.root.appendingPathComponent("browser-\(mode).log")
        let browser = "python3 \(LocalScript.path("oauth-browser")) \(log.path) \(mode)"
        let result = try await sandbox.notes(
          "login", "--issuer", "http://127.0.0.1:\(server.port)", "--browser", browser, "--timeout", timeout)
        // The browser runs on after `notes login` has its answer; its last step is logged
        // once it is done. The 60-second bound only stops a browser that never finishes.
        // (When the metadata was refused, no browser was opened: nothing to wait for.)
        let last = ["attack": "replay ", "follow": "redirect ", "never": "location "][mode] ?? ""
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !result.error.contains("Cannot read the server's metadata") {
          text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
          if text.contains(last) || Date() >= deadline { break }
          try await Task.sleep(for: .milliseconds(20))
        }
        let lines = text.split(separator: "\n")
        let entries = lines.map { $0.split(separator: " ", maxSplits: 1).map(String.init) }
        let counts = try await sandbox.counts(of: server)
        return Attempt(
          result: result,
          log: Dictionary(entries.map { ($0[0], $0.count > 1 ? $0[1] : "") }, uniquingKeysWith: { $1 }),
          port: server.port, tokenRequests: counts["token_requests"] ?? -1, redirectedRequests: counts["hits"] ?? -1)
      }

      @Test func signingInOverLoopbackRefusesForgedAndReplayedAnswers() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let attempt = try await login(sandbox, mode: "attack")
        let (result, log) = (attempt.result, attempt.log)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Signed in to http://127.0.0.1:"))
        // The server checked the PKCE challenge and issued the code to a loopback redirect.
        #expect(log["authorize"] == "302")
        let location = try #require(log["location"].flatMap(URL.init(string:)))
        #expect(location.host == "127.0.0.1")
        // A forged state and another path were refused without ending the sign-in ...
        #expect(log["forged-state"] == "400")
        #expect(log["other-path"] == "404")
        // ... the real redirect was taken, once; the replay found it over.
        #expect(log["redirect"] == "200")
        // The browser was told the user is signed in once the app was, not before.
        #expect(log["page"] == "You are signed in", "\(log)")
        #expect(["refused", "400"].contains(log["replay"] ?? ""), "\(log)")
        // The token is kept, never printed.
        #expect(!result.output.contains("access_token"))
      }

      @Test func aCodeIsRedeemedOnceAndOnlyWithItsVerifier() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let server = try await LocalScript("authorization-server", ["notes-desktop"])
        defer { server.stop() }
        // A page that sees a code (in the browser's history, say) cannot redeem it without the
        // verifier, and the app's own second try is refused.
        let authorize = URL(
          string: "http://127.0.0.1:\(server.port)/authorize?response_type=code&client_id=notes-desktop"
            + "&redirect_uri=http%3A%2F%2F127.0.0.1%3A1%2Fcallback&state=aaaaaaaaaaaaaaaaaaaa"
            + "&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256")!
        let location = try #require(try await sandbox.curl(authorize.absoluteString, follow: false).location)
        let code = try #require(URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value)
        let form = { (verifier: String) in
          "grant_type=authorization_code&code=\(code)&client_id=notes-desktop"
            + "&redirect_uri=http%3A%2F%2F127.0.0.1%3A1%2Fcallback&code_verifier=\(verifier)"
        }
        let token = "http://127.0.0.1:\(server.port)/token"
        let stolen = try await sandbox.curl(token, post: form(String(repeating: "x", count: 43)))
        #expect(stolen.body.contains("PKCE verifier"), "\(stolen)")
        let replayed = try await sandbox.curl(token, post: form("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"))
        #expect(replayed.body.contains("code already used"), "\(replayed)")
      }

      @Test func noAnswerInTimeEndsTheSignInAndNobodyListensAfter() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let attempt = try await login(sandbox, mode: "never", timeout: "0")
        let (result, log) = (attempt.result, attempt.log)
        #expect(result.status == 124, "\(result.output)\(result.error)")
        #expect(result.error.contains("no answer from the browser"))
        let location = try #require(log["location"])
        #expect(try await sandbox.curl(location, follow: false).status == nil)
      }

      @Test func aServerThatIsNotHTTPSOrLoopbackIsRefused() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try await sandbox.notes("login", "--issuer", "http://auth.example.com")
        #expect(result.status == 1)
        #expect(result.error.contains("is not an https:// address"))
      }

      /// `notes-http` runs only the jobs `notes` writes: anything else is refused, with the
      /// usage status, before it opens a database or the network.
      @Test func theNetworkBinaryRefusesAnythingButAJob() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let helper = NetworkJob.executable(beside: sandbox.notesBinary)
        for arguments in [[], ["login", "--issuer", "https://auth.example.com"], [#"{"work":{}}"#]] {
          let result = try await sandbox.run(helper, arguments)
          #expect(result.status == 64, "\(arguments): \(result.error)")
          #expect(result.error.contains("given by notes as one JSON argument"))
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.data.appendingPathComponent("notes").path))
      }
    }
  }

  extension Sandbox {
    /// What `scripts/authorization-server` counted: requests to its token endpoint
    /// (`token_requests`), to where its redirect pointed (`hits`), `refreshes`, rotated refresh
    /// tokens sent again (`reused`), and tokens `revoked`.
    func counts(of server: LocalScript) async throws -> [String: Int] {
      let hits = try await curl("http://127.0.0.1:\(server.port)/hits").body
      return try JSONDecoder().decode([String: Int].self, from: Data(hits.utf8))
    }

    /// A GET (or a form POST) with python's urllib: the status (nil when nothing listens),
    /// the `Location`, and the body.
    func curl(_ url: String, follow: Bool = true, post: String? = nil) async throws -> (
      status: Int?, location: String?, body: String
    ) {
      let script = """
        import sys, urllib.request, urllib.error
        class Stay(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *a): return None
        opener = urllib.request.build_opener(*([] if sys.argv[2] == "follow" else [Stay]))
        data = sys.argv[3].encode() if len(sys.argv) > 3 else None
        try:
            r = opener.open(urllib.request.Request(sys.argv[1], data=data), timeout=30); s, h, b = r.status, r.headers, r.read()
        except urllib.error.HTTPError as e: s, h, b = e.code, e.headers, e.read()
        except urllib.error.URLError: print("none"); sys.exit(0)
        print(s); print(h.get("Location") or ""); sys.stdout.write(b.decode())
        """
      var arguments = ["-c", script, url, follow ? "follow" : "stay"]
      if let post { arguments.append(post) }
      let result = try await run(Self.executable("python3") ?? "python3", arguments)
      let lines = result.output.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
      return (
        Int(lines.first ?? ""), lines.count > 1 && !lines[1].isEmpty ? lines[1] : nil, lines.count > 2 ? lines[2] : ""
      )
    }
  }

#endif
