import Foundation
import Testing

#if os(Linux)
  extension NotesEndToEndTests {
    /// The notes locked from the command line, with the real binary in a fresh home: a
    /// request waits on disk for `notes unlock`, survives its process being killed, and is
    /// answered exactly once.
    @Suite struct Locked {
      @Test func aRequestWaitsForTheUnlockAndIsAnsweredOnce() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // No keyring runs here: the key of the unlocked notes is kept in the secrets file.
        #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
        let diary = "notes://x-callback-url/create?title=Diary&body=Met%20Alex%20at%20the%20clinic"
        #expect(try await sandbox.notes("open", "--here", "--print-callbacks", diary).status == 0)
        // The check can fail: unlocked, the note's text is in the app's files.
        #expect(!sandbox.filesHolding("Met Alex at the clinic").isEmpty)
        let locked = try await sandbox.notes(input: "correct horse\n", "lock")
        #expect(locked.status == 0, "\(locked.error)")
        // Locked, no file of the app's (the database included) holds a note's title or text, nor
        // the passphrase.
        for text in ["Met Alex at the clinic", "Diary", "correct horse"] {
          #expect(sandbox.filesHolding(text).isEmpty, "\(text): \(sandbox.filesHolding(text))")
        }
        #expect(try await sandbox.notes(input: "again\n", "lock").status == 1)

        // While locked, a request waits on disk; the process says so and stops.
        let create = "notes://x-callback-url/create?title=Parked&x-success=caller://ok"
        let waiting = try await sandbox.notes("open", "--here", "--print-callbacks", create)
        #expect(waiting.status == 6, "\(waiting.output)\(waiting.error)")
        #expect(waiting.output.contains("waits until 'notes unlock'"))
        let file = sandbox.data.appendingPathComponent("notes/waiting-requests.json")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("title=Parked"))
        // Nothing of the notes leaves the app while they are locked: `list` refuses.
        let listed = try await sandbox.notes("list")
        #expect(listed.status == 6 && listed.output.isEmpty, "\(listed.output)")
        #expect(listed.error.contains("The notes are locked"), "\(listed.error)")

        // A wrong passphrase answers nothing and keeps the request.
        let wrong = try await sandbox.notes(input: "wrong horse\n", "unlock", "--print-callbacks")
        #expect(wrong.status == 1)
        #expect(wrong.error.contains("not the passphrase"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains("title=Parked"))

        // The right one answers it, once; a later unlock finds nothing waiting.
        let unlocked = try await sandbox.notes(input: "correct horse\n", "unlock", "--print-callbacks")
        #expect(unlocked.status == 0, "\(unlocked.error)")
        #expect(unlocked.output.contains("Answered 1 waiting request."), "\(unlocked.output)")
        #expect(unlocked.output.contains("caller://ok?id=2"), "\(unlocked.output)")
        let again = try await sandbox.notes(input: "correct horse\n", "unlock", "--print-callbacks")
        #expect(again.output.contains("No request was waiting."), "\(again.output)")
        // Unlocked, every reader reads them until `notes lock` forgets the key.
        #expect(try await sandbox.notes("list").output == "1\tDiary\n2\tParked\n")
        #expect(try await sandbox.notes("lock").output == "The notes are locked.\n")
        #expect(try await sandbox.notes("list").status == 6)
        for text in ["Met Alex at the clinic", "Parked"] {
          #expect(sandbox.filesHolding(text).isEmpty, "\(text): \(sandbox.filesHolding(text))")
        }
        #expect(try await sandbox.notes(input: "correct horse\n", "unlock", "--remove").status == 0)
        #expect(try await sandbox.notes("list").output == "1\tDiary\n2\tParked\n")
      }

      @Test func aRequestParkedThenKilledIsStillThereAndOneAnsweredThenKilledIsNotAnsweredAgain() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
        #expect(try await sandbox.notes(input: "pass\n", "lock").status == 0)
        // Killed with SIGKILL as soon as it says the request waits (before it exits itself).
        let create = "notes://x-callback-url/create?title=Survivor&x-success=caller://ok"
        let parked = try await sandbox.killed(after: "waits until", sandbox.notesBinary, ["open", "--here", create])
        #expect(parked, "the request was never reported as waiting")
        // Killed as soon as the request was answered: after a restart it is not answered again.
        let answered = try await sandbox.killed(
          after: "answered", sandbox.notesBinary, ["unlock", "--print-callbacks"], input: "pass\n")
        #expect(answered, "the request was never answered")
        let again = try await sandbox.notes(input: "pass\n", "unlock", "--print-callbacks")
        #expect(again.output.contains("No request was waiting."), "\(again.output)")
        #expect(try await sandbox.notes(input: "pass\n", "unlock", "--remove").status == 0)
        #expect(try await sandbox.notes("list").output.components(separatedBy: "Survivor").count == 2)
      }
    }
  }

  extension Sandbox {
    /// The files under the app's data, config and cache folders that hold `text`.
    func filesHolding(_ text: String) -> [String] {
      files(holding: text, under: ["data", "config", "cache"].map(root.appendingPathComponent))
    }

    /// Runs `executable` and kills it with SIGKILL as soon as its output contains `marker`.
    /// Returns whether the marker was seen (false: the process ended without it).
    func killed(after marker: String, _ executable: String, _ arguments: [String], input: String? = nil) async throws
      -> Bool
    {
      try await ChildProcess.killed(
        after: marker, executable, arguments, environment: environment, input: input)
    }
  }
#endif
