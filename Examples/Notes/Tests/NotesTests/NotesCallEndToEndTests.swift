#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import Testing

  /// What this machine lacks to run the `notes call` tests; empty when it can.
  enum CallTools {
    static let missing =
      ["dbus-daemon", "gio", "xdg-mime"].filter { ExecutableLookup.find($0) == nil }
      + (FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? [] : ["/usr/bin/python3"])
  }

  /// `notes call` against real apps: a private session bus, the notes handler registered
  /// one-shot (each link runs `notes open`), and `scripts/callee-app` registered for a second
  /// scheme through `xdg-mime`. Every answer travels as a person's would: the other app opens
  /// a `notes://x-reply/…` link with `gio open`, the desktop runs the notes app, and the notes
  /// app hands the answer to the `notes call` waiting under its call's name on the bus.
  @Suite(
    .serialized,
    .enabled(if: CallTools.missing.isEmpty, "needs \(CallTools.missing.joined(separator: ", "))")
  )
  struct NotesCallEndToEndTests {
    static let callee = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../scripts/callee-app").standardizedFileURL.path

    /// A bus and the two apps, in a throwaway home.
    static func session(bus: DesktopBus = .dbusDaemon) async throws -> DesktopSession {
      let session = try DesktopSession(bus: bus)
      session.sandbox.environment["DISPLAY"] = nil
      session.sandbox.environment["CALLEE_LOG"] = session.sandbox.received.path
      try await session.startBus()
      let install = try await session.sandbox.notes("install-handler", "--one-shot")
      guard install.status == 0 else { throw SandboxError.failed("install-handler", install.error) }
      try await session.sandbox.registerApp(scheme: "callee", executable: callee)
      return session
    }

    @Test(arguments: DesktopBus.available)
    func callingTheNotesAppBringsItsAnswerBack(bus: DesktopBus) async throws {
      let session = try await Self.session(bus: bus)
      defer { session.stop() }
      let sandbox = session.sandbox

      let created = try await sandbox.notes("call", "notes://x-callback-url/create?title=Called%20in")
      #expect(created.status == 0, "\(created.error)")
      #expect(created.output == "id=1\n")
      let found = try await sandbox.notes("call", "notes://x-callback-url/search?query=called", "--json")
      #expect(found.status == 0, "\(found.error)")
      #expect(found.output == #"{"id":"1"}"# + "\n")

      let missing = try await sandbox.notes("call", "notes://x-callback-url/notes/9")
      #expect(missing.status == 3)
      #expect(missing.error.contains("There is no note 9. (404)"))

      // Deleting needs the app's token; with it, nobody can confirm here, so it is declined.
      // (No keyring runs here: the secrets go to the file the user chooses.)
      #expect(try await sandbox.notes("secrets", "--use-file").status == 0)
      let untrusted = try await sandbox.notes("call", "notes://x-callback-url/notes/1/delete")
      #expect(untrusted.status == 3)
      #expect(untrusted.error.contains("(401)"))
      let token = try await sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(token.count == 32)
      #expect(try await sandbox.notes("token").output.hasPrefix("A token is set"))
      let declined = try await sandbox.notes("call", "notes://x-callback-url/notes/1/delete?token=\(token)")
      #expect(declined.status == 4, "\(declined.error)")
      #expect(try await sandbox.notes("list").output == "1\tCalled in\n")
    }

    @Test func anotherAppsAnswersAndNonAnswers() async throws {
      let session = try await Self.session()
      defer { session.stop() }
      let sandbox = session.sandbox

      let added = try await sandbox.notes("call", "callee://add?title=Milk")
      #expect(added.status == 0, "\(added.error)")
      #expect(added.output == "id=7\n")
      // What the other app was asked: our callbacks under one nonce, and who asks.
      let request = try #require(try String(contentsOf: sandbox.received, encoding: .utf8).split(separator: "\n").first)
      let items = URLComponents(string: String(request))?.queryItems ?? []
      #expect(items.first { $0.name == "x-source" }?.value == "notes call")
      let success = try #require(items.first { $0.name == "x-success" }?.value)
      #expect(success.hasPrefix("notes://x-reply/") && success.hasSuffix("/success"))

      let failed = try await sandbox.notes("call", "callee://fail", "--json")
      #expect(failed.status == 3)
      #expect(failed.output == #"{"errorCode":"409","errorMessage":"List is full"}"# + "\n")

      let cancelled = try await sandbox.notes("call", "callee://cancel")
      #expect(cancelled.status == 4)
      #expect(cancelled.error.contains("Cancelled."))

      // Answered twice: one answer counts, once. The other app opens its two answers back to
      // back, and the one-shot handler runs a `notes open` for each at once: which of the two
      // reaches the waiting call first is the two processes' race, not an order the desktop
      // keeps. The other finds no call waiting.
      let twice = try await sandbox.notes("call", "callee://twice")
      #expect(twice.status == 0)
      #expect(["id=7\n", "id=8\n"].contains(twice.output), "\(twice.output)")

      // An oversized answer ends the call with a typed error, not a wait. (The call's own
      // 600-second limit is never reached: it is there so that an ending by time would not
      // look like the error, whose status and message are checked.)
      let huge = try await sandbox.notes("call", "callee://huge", "--timeout", "600")
      #expect(huge.status == 1)
      #expect(huge.error.contains("bytes (the limit is 16384)"), "\(huge.error)")
    }

    @Test func noAnswerOrAForgedOneTimesOut() async throws {
      let session = try await Self.session()
      defer { session.stop() }
      let sandbox = session.sandbox

      let silent = try await sandbox.notes("call", "callee://silent", "--timeout", "1")
      #expect(silent.status == 124)
      #expect(silent.error.contains("No answer within"))
      // A forged answer (another nonce) goes nowhere: the caller is still waiting, then times out.
      let forged = try await sandbox.notes("call", "callee://forged", "--timeout", "1")
      #expect(forged.status == 124)
      #expect(forged.output.isEmpty)
      // No app for the scheme: the call is not made.
      let nobody = try await sandbox.notes("call", "nobody://add")
      #expect(nobody.status == 1)
      #expect(nobody.error.contains("No app opened nobody:// links."), "\(nobody.error)")
    }
  }
#endif
