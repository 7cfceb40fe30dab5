import Foundation
import Testing

#if os(Linux)
  extension NotesEndToEndTests.Login {
    /// The kept sign-in used (`notes account`), refreshed when it has expired, the rotated
    /// refresh token used in place of the old one, and revoked (`notes logout`).

    @Test func anExpiredTokenIsRefreshedWithTheRotatedRefreshToken() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      // Every access token this server issues has expired already (expires_in 0).
      let server = try await LocalScript("authorization-server", ["notes-desktop", "expired"])
      defer { server.stop() }
      let login = try await login(sandbox, mode: "follow", at: server)
      #expect(login.result.status == 0, "\(login.result.error)")
      for _ in 0..<2 {
        let account = try await sandbox.notes("account")
        #expect(account.status == 0, "\(account.error)")
        #expect(account.output == "Signed in to http://127.0.0.1:\(server.port) as ada.\n")
      }
      let counts = try await sandbox.counts(of: server)
      // Two refreshes, the second with the token the first rotated in: had the old one been
      // sent again, the server would have counted it and ended the sign-in.
      #expect(counts["refreshes"] == 2, "\(counts)")
      #expect(counts["reused"] == 0, "\(counts)")
    }

    @Test func logoutRevokesBothTokensAndForgetsTheSignIn() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await LocalScript("authorization-server", ["notes-desktop"])
      defer { server.stop() }
      #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
      let notSignedIn = try await sandbox.notes("account")
      #expect(notSignedIn.status == 1)
      #expect(notSignedIn.error.contains("Not signed in"))
      #expect(try await login(sandbox, mode: "follow", at: server).result.status == 0)
      let account = try await sandbox.notes("account")
      #expect(account.output == "Signed in to http://127.0.0.1:\(server.port) as ada.\n", "\(account.error)")
      let logout = try await sandbox.notes("logout")
      #expect(logout.status == 0, "\(logout.error)")
      #expect(logout.output == "Signed out of http://127.0.0.1:\(server.port).\n")
      let counts = try await sandbox.counts(of: server)
      #expect(counts["revoked"] == 2, "\(counts)")
      #expect(counts["refreshes"] == 0, "\(counts)")
      let after = try await sandbox.notes("account")
      #expect(after.status == 1)
      #expect(after.error.contains("Not signed in"))
      #expect(try await sandbox.notes("logout").output == "Not signed in.\n")
    }

    /// A revocation endpoint that sends its head and then a byte a second held `notes logout`
    /// for as long as it dripped, the refresh token still kept. The sign-in is forgotten here
    /// before anything is sent: by the time the server sees the revocation, it is gone.
    @Test func logoutForgetsTheSignInBeforeTheServerAnswers() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let server = try await LocalScript("authorization-server", ["notes-desktop", "drip-revoke"])
      defer { server.stop() }
      #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
      #expect(try await login(sandbox, mode: "follow", at: server).result.status == 0)
      let logout = try sandbox.start(sandbox.notesBinary, ["logout"])
      defer { ChildProcess.stop(logout.processIdentifier) }
      // The 60-second bound only ends a test whose logout never reaches the server.
      let deadline = ContinuousClock.now + .seconds(60)
      while try await sandbox.counts(of: server)["revoke-started"] == 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(try await sandbox.counts(of: server)["revoke-started"] == 1)
      let account = try await sandbox.notes("account")
      #expect(account.status == 1)
      #expect(account.error.contains("Not signed in"), "\(account.error)")
      let kept = try String(
        contentsOfFile: sandbox.data.appendingPathComponent("notes/notes.secrets").path, encoding: .utf8)
      #expect(!kept.contains("refresh"), "\(kept)")
    }
  }
#endif
