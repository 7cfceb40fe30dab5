import Foundation
import Testing

#if os(Linux)
  extension NotesEndToEndTests.Login {
    /// A server that is wrong, or an attacker in its place (`scripts/authorization-server`'s
    /// modes): each refused as RFC 9700 and RFC 8414 / 9207 ask, and the browser told the truth.

    @Test func metadataThatNamesAnotherIssuerIsNotUsed() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "wrong-issuer")
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains("names the issuer https://other.example, not http://127.0.0.1:"))
      // Nothing was opened, nothing redeemed.
      #expect(attempt.log.isEmpty)
      #expect(attempt.tokenRequests == 0)
    }

    @Test func metadataReachedOnlyThroughARedirectIsRefused() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "redirect-metadata")
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains("answered with a redirect (301)"), "\(attempt.result.error)")
      #expect(attempt.log.isEmpty)
    }

    /// The token request carries the code and the PKCE verifier: a 307 must not take them
    /// anywhere else.
    @Test func aTokenRequestFollowsNoRedirect() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "redirect-token")
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains("answered with a redirect (307)"), "\(attempt.result.error)")
      #expect(attempt.tokenRequests == 1)
      #expect(attempt.redirectedRequests == 0)
      #expect(attempt.log["page"] == "Signing in failed", "\(attempt.log)")
    }

    @Test func anAnswerThatNamesItsServerIsTaken() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "iss")
      #expect(attempt.result.status == 0, "\(attempt.result.error)")
      #expect(attempt.log["page"] == "You are signed in", "\(attempt.log)")
    }

    /// RFC 9207: where the server says its answers carry `iss`, one that names another server
    /// or none is refused, and its code is redeemed nowhere.
    @Test(arguments: [
      ("wrong-iss", "the answer came from another server (https://other.example)"),
      ("missing-iss", "the answer came from a server that did not name itself"),
    ])
    func anAnswerFromAnotherServerIsRefused(server: String, message: String) async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: server)
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains(message), "\(attempt.result.error)")
      #expect(attempt.tokenRequests == 0)
      #expect(attempt.log["page"] == "Signing in failed", "\(attempt.log)")
    }

    /// The user refuses consent: the terminal and the browser both say so, and the server's
    /// text reaches the page as text, not markup.
    @Test func aRefusedConsentIsShownAsRefused() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "deny")
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains("access_denied"), "\(attempt.result.error)")
      #expect(attempt.log["page"] == "Signing in was refused", "\(attempt.log)")
      #expect(attempt.log["markup"] == nil)
      #expect(attempt.tokenRequests == 0)
    }

    @Test func aCodeTheServerRefusesIsShownAsFailed() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let attempt = try await login(sandbox, mode: "follow", server: "refuse-code")
      #expect(attempt.result.status == 1)
      #expect(attempt.result.error.contains("the code has expired"), "\(attempt.result.error)")
      #expect(attempt.log["page"] == "Signing in failed", "\(attempt.log)")
    }

    /// Headless Chromium as the browser (`scripts/chromium-browser`): the page it ends on says
    /// what `notes login` says, whether the user is signed in, refused or not.
    @Test(arguments: [
      ("normal", Int32(0), "You are signed in"), ("deny", 1, "Signing in was refused"),
      ("refuse-code", 1, "Signing in failed"),
    ])
    func aRealBrowserIsToldWhatTheAppKnows(server serverMode: String, status: Int32, heading: String) async throws {
      try #require(Sandbox.executable("chromium") != nil, "scripts/install-prerequisites installs chromium")
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await LocalScript("authorization-server", ["notes-desktop", serverMode])
      defer { server.stop() }
      _ = try await sandbox.notes("secrets", "--use-file")
      let dom = sandbox.root.appendingPathComponent("page.html")
      let result = try await sandbox.notes(
        "login", "--issuer", "http://127.0.0.1:\(server.port)", "--browser",
        "\(LocalScript.path("chromium-browser")) \(dom.path)")
      #expect(result.status == status, "\(result.error)")
      // Chromium writes the page once it has it; the bound only stops one that never does.
      var page = ""
      let deadline = Date().addingTimeInterval(60)
      while page.isEmpty, Date() < deadline {
        page = (try? String(contentsOf: dom, encoding: .utf8)) ?? ""
        if page.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
      }
      #expect(page.contains("<h1>\(heading)</h1>"), "\(page)")
      #expect(!page.contains("<b>"))
    }
  }
#endif
