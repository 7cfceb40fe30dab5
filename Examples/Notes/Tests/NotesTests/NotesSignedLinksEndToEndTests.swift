import Foundation
import SignedLinks
import Testing

#if os(Linux)
  extension NotesEndToEndTests {
    /// Links that prove who made them, from the command line in a fresh home: a sender's key
    /// made and trusted (`notes keys`), a delete signed by it (`notes sign`) that runs once in
    /// place of the token, and every other signed link refused with its reason.
    @Suite struct SignedLinks {
      @Test func aSignedDeleteRunsOnceAndEveryOtherIsRefusedWithItsReason() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for title in ["Groceries", "Trip", "Diary"] {
          #expect(try await sandbox.notes("open", "--here", "notes:///create?title=\(title)").status == 0)
        }
        #expect(try await sandbox.notes("keys").output == "No key is trusted: links need the token.\n")
        let key = sandbox.root.appendingPathComponent("sender.key").path
        let generated = try await sandbox.notes("keys", "generate", "sender", "--output", key)
        #expect(generated.status == 0, "\(generated.error)")
        let publicKey = generated.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await sandbox.notes("keys").output == "sender\t\(publicKey)\n")
        #expect(try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int == 0o600)
        // The private key stays with the sender: nothing of it in the app's files.
        let privateKey = String(try String(contentsOfFile: key, encoding: .utf8).split(separator: " ")[1].prefix(43))
        #expect(sandbox.filesHolding(privateKey).isEmpty)

        func sign(_ link: String, _ arguments: String...) async throws -> String {
          try await sandbox.notes(["sign", link, "--key", key] + arguments).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func open(_ link: String) async throws -> (status: Int32, output: String, error: String) {
          try await sandbox.notes("open", "--here", "--yes", link)
        }

        // Signed: deleted once, in place of the token.
        let delete = try await sign("notes://x-callback-url/notes/1/delete?x-success=caller://deleted")
        #expect(delete.contains("&kid=sender&nonce="), "\(delete)")
        let deleted = try await open(delete)
        // Deleted; its answer goes to caller:, which no app here handles (exit 7 says so).
        #expect(deleted.status == 7 && deleted.output.contains("Deleted note 1"), "\(deleted)")
        // Again: refused, and the record of used links is the app's own.
        let replayed = try await open(delete)
        #expect(replayed.status == 3 && replayed.error.contains("The signed link was used before."), "\(replayed)")
        let record = sandbox.data.appendingPathComponent("notes/used-links.json").path
        #expect(try FileManager.default.attributesOfItem(atPath: record)[.posixPermissions] as? Int == 0o600)

        // Changed after signing (a callback added), too long-lived, reusable, unsigned, unknown.
        let refusals: [(String, String)] = [
          (
            try await sign("notes://x-callback-url/notes/2/delete") + "&x-error=caller://failed",
            "The link's signature is not valid."
          ),
          (
            try await sign("notes://x-callback-url/notes/2/delete", "--expires", "1h"),
            "The signed link is valid for longer than this request allows."
          ),
          (
            try await sign("notes://x-callback-url/notes/2/delete", "--reusable"),
            "The link's signature cannot be read: a single-use link needs a nonce."
          ),
          ("notes://x-callback-url/notes/2/delete", "This request needs the app's authorization token."),
          (
            "notes://x-callback-url/notes/2/delete?exp=1&kid=other&sig=" + String(repeating: "A", count: 86),
            "The link is signed by an unknown key (\"other\")."
          ),
        ]
        for (link, reason) in refusals {
          let refused = try await open(link)
          #expect(refused.status == 3 && refused.error.contains(reason), "\(link): \(refused)")
        }

        // Revoked: its links are refused by name, its name never trusted again.
        let before = try await sign("notes://x-callback-url/notes/2/delete")
        #expect(try await sandbox.notes("keys", "revoke", "sender").status == 0)
        let revoked = try await open(before)
        #expect(revoked.error.contains("The link is signed by a revoked key (\"sender\")."), "\(revoked)")
        #expect(try await sandbox.notes("keys", "add", "sender", publicKey).status == 1)
        #expect(try await sandbox.notes("keys", "add", "friend", "not-a-key").status == 1)
        // A key that begins with '-' (about one in 64; this one with an 'h', which an option
        // parser reads as --help) is a key, given with or without '--'.
        func dashedKey() throws -> String {
          while true {
            let key = try LinkSigningKey(keyID: "dashed").publicKey
            if key.hasPrefix("-"), key.contains("h") { return key }
          }
        }
        for (name, key, separator) in [("dashed", try dashedKey(), []), ("other", try dashedKey(), ["--"])] {
          let added = try await sandbox.notes(["keys", "add", name] + separator + [key])
          #expect(added.status == 0 && added.output.contains("\"\(name)\""), "\(key): \(added)")
          #expect(try await sandbox.notes("keys").output.contains("\(name)\t\(key)\n"))
        }
        #expect(try await sandbox.notes("keys", "add", "two", "a", "b").status == 64)
        #expect(try await sandbox.notes("list").output == "2\tTrip\n3\tDiary\n")

        // The token still works.
        #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
        let token = try await sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try await open("notes://x-callback-url/notes/2/delete?token=\(token)").status == 0)
        #expect(try await sandbox.notes("list").output == "3\tDiary\n")
      }
    }
  }
#endif
