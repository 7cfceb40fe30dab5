import Foundation
import Testing

#if os(Linux)
  extension NotesEndToEndTests {
    /// Where the secrets go when no keyring runs (a server without a desktop): nowhere until
    /// the user chooses the file, then a file only they can read; never the database.
    @Suite struct Secrets {
      @Test func withoutAKeyringASecretIsRefusedUntilTheUserChoosesTheFile() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let refused = try await sandbox.notes("token")
        #expect(refused.status == 1)
        #expect(refused.error.contains("no keyring answers"), "\(refused.error)")
        #expect(refused.error.contains("notes secrets --use-file"))

        let chosen = try await sandbox.notes("secrets", "--use-file")
        #expect(chosen.status == 0, "\(chosen.error)")
        let file = sandbox.data.appendingPathComponent("notes/notes.secrets").path
        #expect(chosen.output == "The secrets are kept in \(file).\n")
        let token = try await sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 32)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(token))
        #expect(try await sandbox.settings().isEmpty)
        let doctor = try await sandbox.notes("doctor").output
        #expect(doctor.contains("secrets: kept in \(file), readable by you only"), "\(doctor)")

        // A file others may read is not used.
        chmod(file, 0o644)
        let exposed = try await sandbox.notes("token")
        #expect(exposed.status == 1)
        #expect(exposed.error.contains("may be read by others (mode 644)"), "\(exposed.error)")
        #expect(try await sandbox.notes("secrets").output == "The secrets are kept in \(file).\n")

        // A file of another user's is not called "mode 600" with "chmod 600" for its fix (it
        // can be changed only where the tests run as root, as in CI).
        chmod(file, 0o600)
        if chown(file, 4242, 4242) == 0 {
          let foreign = try await sandbox.notes("token")
          #expect(foreign.status == 1)
          #expect(foreign.error.contains("belongs to another user (uid 4242)"), "\(foreign.error)")
          #expect(!foreign.error.contains("chmod"))
        }
      }

      /// The notes' folder is made the owner's alone (it was 0755), and `notes login --help`
      /// says where the tokens are kept (it said the notes database, which holds none).
      @Test func theDataFolderIsTheOwnersAloneAndLoginSaysWhereTokensAre() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try await sandbox.notes("list").status == 0)
        let folder = sandbox.data.appendingPathComponent("notes").path
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        let help = try await sandbox.notes("login", "--help").output
        #expect(help.contains("kept in the desktop's keyring"), "\(help)")
        #expect(!help.contains("kept in the notes database"))
      }

      /// A database an earlier version kept its link token in: the token moves to where the
      /// secrets are kept, once, and leaves the database.
      @Test func aTokenKeptInTheDatabaseMovesOutOnce() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try await sandbox.notes("list").status == 0)
        try await sandbox.sql("INSERT INTO setting (name, value) VALUES ('linkToken', 'legacy-token')")
        #expect(try await sandbox.settings() == ["linkToken"])
        #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
        #expect(try await sandbox.notes("token").output.hasPrefix("A token is set"))
        #expect(try await sandbox.settings().isEmpty)
        let file = sandbox.data.appendingPathComponent("notes/notes.secrets").path
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("legacy-token"))
      }
    }
  }

  extension Sandbox {
    /// Runs `statement` on the sandbox's notes database with python's sqlite3 (as another
    /// program on the machine would reach the file).
    func sql(_ statement: String) async throws {
      let database = data.appendingPathComponent("notes/notes.sqlite").path
      let script = "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()"
      let result = try await run(Self.executable("python3") ?? "python3", ["-c", script, database, statement])
      if result.status != 0 { throw SandboxError.failed("sqlite3", result.error) }
    }

    /// The names of the settings the notes database holds (the lock's hash is one; no secret
    /// may be).
    func settings() async throws -> [String] {
      let database = data.appendingPathComponent("notes/notes.sqlite").path
      let script = """
        import sqlite3, sys
        for (name,) in sqlite3.connect(sys.argv[1]).execute("SELECT name FROM setting ORDER BY name"): print(name)
        """
      let result = try await run(Self.executable("python3") ?? "python3", ["-c", script, database])
      if result.status != 0 { throw SandboxError.failed("sqlite3", result.error) }
      return result.output.split(separator: "\n").map(String.init)
    }
  }
#endif
