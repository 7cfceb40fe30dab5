#if os(Linux)
  import Foundation
  import Testing

  /// The secrets in a real keyring: GNOME Keyring's Secret Service on the session's private bus,
  /// as a desktop session runs it.
  @Suite(.serialized, .needsDesktop)
  struct NotesKeyringDesktopTests {
    @Test(arguments: DesktopBus.available)
    func theLinkTokenIsKeptInTheKeyringAndLeavesTheDatabase(bus: DesktopBus) async throws {
      let desktop = try DesktopSession(bus: bus)
      defer { desktop.stop() }
      try await desktop.startBus()
      let sandbox = desktop.sandbox
      // A token an earlier version kept in the database moves into the keyring, once.
      #expect(try await sandbox.notes("list").status == 0)
      try await sandbox.sql("INSERT INTO setting (name, value) VALUES ('linkToken', 'legacy-token')")
      #expect(try await sandbox.notes("token").output.hasPrefix("A token is set"))
      #expect(try await sandbox.settings().isEmpty)
      #expect(try await desktop.keyringItems("link-token") == 1)
      // A new token replaces the kept one; the keyring holds one item still.
      let token = try await sandbox.notes("token", "--rotate").output.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(token.count == 32)
      #expect(try await desktop.keyringItems("link-token") == 1)
      #expect(try await sandbox.notes("secrets").output == "The secrets are kept in the keyring.\n")
      #expect(!FileManager.default.fileExists(atPath: sandbox.data.appendingPathComponent("notes/notes.secrets").path))
    }

    @Test(arguments: DesktopBus.available)
    func theSignInsTokensAreKeptInTheKeyringAndForgottenOnLogout(bus: DesktopBus) async throws {
      let desktop = try DesktopSession(bus: bus)
      defer { desktop.stop() }
      try await desktop.startBus()
      let server = try await LocalScript("authorization-server", ["notes-desktop"])
      defer { server.stop() }
      let login = try await NotesEndToEndTests.Login().login(desktop.sandbox, mode: "follow", at: server, keyring: true)
      #expect(login.result.status == 0, "\(login.result.error)")
      #expect(try await desktop.keyringItems("sign-in") == 1)
      #expect(try await desktop.sandbox.settings().isEmpty)
      #expect(try await desktop.sandbox.notes("account").output.hasSuffix("as ada.\n"))
      #expect(try await desktop.sandbox.notes("logout").status == 0)
      #expect(try await desktop.keyringItems("sign-in") == 0)
    }
  }

  extension NotesKeyringDesktopTests {
    /// A locked keyring answered a lookup with nothing, which read as "no secret": `notes logout`
    /// said "Not signed in." (0) and revoked nothing, `notes secrets --use-file` reported success
    /// and moved nothing. Both now fail and say the keyring is locked; nothing is lost.
    @Test(arguments: DesktopBus.available)
    func aLockedKeyringIsAnErrorThatSaysSo(bus: DesktopBus) async throws {
      let desktop = try DesktopSession(bus: bus)
      defer { desktop.stop() }
      try await desktop.startBus()
      let server = try await LocalScript("authorization-server", ["notes-desktop"])
      defer { server.stop() }
      let login = try await NotesEndToEndTests.Login().login(desktop.sandbox, mode: "follow", at: server, keyring: true)
      #expect(login.result.status == 0, "\(login.result.error)")
      try await desktop.lockKeyring()
      let logout = try await desktop.sandbox.notes("logout")
      #expect(logout.status != 0)
      #expect(logout.error.contains("keyring that holds the notes' secrets is locked"), "\(logout.error)")
      let moved = try await desktop.sandbox.notes("secrets", "--use-file")
      #expect(moved.status != 0)
      #expect(moved.error.contains("is locked"), "\(moved.error)")
      #expect(
        !FileManager.default.fileExists(atPath: desktop.sandbox.data.appendingPathComponent("notes/notes.secrets").path)
      )
      #expect(try await desktop.keyringItems("sign-in") == 1)
      #expect(try await desktop.sandbox.counts(of: server)["revoked"] == 0)
    }
  }

  extension DesktopSession {
    /// Locks the session keyring's login collection, as the screen lock or the user does.
    func lockKeyring() async throws {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
          "--method", "org.freedesktop.Secret.Service.Lock", "['/org/freedesktop/secrets/collection/login']",
        ])
      guard result.status == 0 else { throw DesktopSessionError.failed("Lock", result.error) }
    }

    /// How many items the session's keyring holds for the notes secret `key` (asked over D-Bus,
    /// as any client of the Secret Service would).
    func keyringItems(_ key: String) async throws -> Int {
      let result = try await run(
        "gdbus",
        [
          "call", "--session", "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
          "--method", "org.freedesktop.Secret.Service.SearchItems", "{'key': '\(key)'}",
        ])
      guard result.status == 0 else { throw DesktopSessionError.failed("SearchItems", result.error) }
      return result.output.components(separatedBy: "/org/freedesktop/secrets/collection/").count - 1
    }
  }
#endif
