#if os(Linux)
  import Foundation
  import Testing

  /// Editing in the window as a person does it: Ctrl+E, typing, Ctrl+Z, closing, a kill, a
  /// link to the editor and a request that changes the note, read through AT-SPI.
  @Suite(.serialized, .needsDesktop)
  struct NotesEditingDesktopTests {
    @Test func aNoteIsEditedAsTypedAndNothingAcknowledgedIsLost() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries&body=Milk", "title=Trip&body=Pack"])
      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      var window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.items.contains { $0.name == "Edit" && $0.showing }, "the header bar has an Edit button")

      // Ctrl+E: the note's fields, the keyboard at the end of its text.
      #expect(await desktop.type("<Control>e"))
      window = await desktop.waitForWindow { $0.title == "Editing “Groceries”" && $0.field("Text") == "Milk" }
      #expect(window.field("Title") == "Groceries")
      #expect(window.field("Text") == "Milk")

      // Typed, and saved as typed: the window says so, and the Shell's search finds the new
      // words at once.
      #expect(await desktop.typeText(" and eggs"))
      window = await desktop.waitForWindow { $0.field("Text") == "Milk and eggs" && $0.shows("Saved") }
      #expect(window.field("Text") == "Milk and eggs")
      #expect(window.shows("Saved"))
      await desktop.screenshot("editing")
      #expect(try await desktop.search("GetInitialResultSet", "['eggs']") == "(['notes://notes/1'],)")
      let metas = try await desktop.search("GetResultMetas", "['notes://notes/1']")
      #expect(metas.contains("'description': <'Milk and eggs'>"), "\(metas)")

      // Ctrl+Z undoes what was typed (the text view's own undo), and that is saved too.
      #expect(await desktop.type("<Control>z"))
      window = await desktop.waitForWindow { $0.field("Text") != "Milk and eggs" && $0.shows("Saved") }
      let undone = try #require(window.field("Text"))
      #expect(undone != "Milk and eggs" && "Milk and eggs".hasPrefix(undone) && undone.hasPrefix("Milk"), "\(undone)")

      // Killed once the window said "Saved": the text is on disk.
      #expect(await desktop.typeText(" bread"))
      window = await desktop.waitForWindow { $0.field("Text") == undone + " bread" && $0.shows("Saved") }
      #expect(window.shows("Saved"))
      try await desktop.killApp()
      #expect(try await stored(desktop, 1).body == undone + " bread")

      // The editor's link starts the app on the editor (cold), as it does in a running one.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1/edit"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Editing “Groceries”" }
      #expect(window.field("Text") == undone + " bread")
      #expect(try await desktop.run("gio", ["open", "notes://notes/2/edit"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Editing “Trip”" && $0.field("Text") == "Pack" }
      #expect(window.field("Text") == "Pack")

      // Typed, then closed at once: the window waits for the last write, then closes.
      #expect(await desktop.typeText(" the tent"))
      #expect(await desktop.type("<Control>w"))
      #expect(try await desktop.waitUntilTheAppQuits())
      #expect(try await stored(desktop, 2).body == "Pack the tent")

      // The request, with the app's token: the editor shows what it stored. Without the
      // token, nothing changes.
      #expect(try await desktop.run("gio", ["open", "notes://notes/2/edit"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Editing “Trip”" }
      #expect(
        try await desktop.run("gio", ["open", "notes://x-callback-url/notes/2/update?title=Camping"]).status == 0)
      window = await desktop.waitForWindow { $0.shows("This request needs the app's authorization token.") }
      #expect(window.field("Title") == "Trip")
      let token = try await desktop.sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
      let update = "notes://x-callback-url/notes/2/update?title=Camping&token=\(token)"
      #expect(try await desktop.run("gio", ["open", update]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Editing “Camping”" }
      #expect(window.field("Title") == "Camping")
      #expect(window.field("Text") == "Pack the tent")

      // A signed link in place of the token, sent by a browser's handler (`xdg-open`): it runs
      // once; sent again, the window says why it is refused and nothing changes.
      let key = desktop.sandbox.root.appendingPathComponent("sender.key").path
      #expect(try await desktop.sandbox.notes("keys", "generate", "sender", "--output", key).status == 0)
      let signed = try await desktop.sandbox.notes(
        "sign", "notes://x-callback-url/notes/2/update?title=Hiking", "--key", key, "--expires", "5m"
      ).output.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(try await desktop.run("xdg-open", [signed]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Editing “Hiking”" }
      #expect(window.field("Title") == "Hiking")
      #expect(
        try await desktop.run("gio", ["open", signed.replacingOccurrences(of: "Hiking", with: "Camping")]).status == 0)
      window = await desktop.waitForWindow { $0.shows("The link's signature is not valid.") }
      #expect(try await desktop.run("gio", ["open", signed]).status == 0)
      // Within a second of its first delivery the same link is dropped as a duplicate, without a
      // word; after that, the signature check refuses it as replayed, and the window says so.
      // Either way it is refused, as the window's record of its links shows.
      var replay = ""
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        let recent = try await desktop.sandbox.notes("doctor", "--recent").output.split(separator: "\n")
        replay = recent.last.map(String.init) ?? ""
        if replay.contains("used before") || replay.contains("refused: duplicate") { break }
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(replay.contains("used before") || replay.contains("refused: duplicate"), "\(replay)")
      if replay.contains("used before") {
        window = await desktop.waitForWindow { $0.shows("The signed link was used before.") }
        #expect(window.shows("The signed link was used before."))
      }
      #expect(window.field("Title") == "Hiking")
      await desktop.screenshot("signed-link-replayed")

      // Done: the note, as stored.
      #expect(await desktop.press("Done"))
      window = await desktop.waitForWindow { $0.title == "Hiking" }
      #expect(window.shows("Pack the tent"))
      #expect(try await stored(desktop, 2).title == "Hiking")
    }

    /// Note `id` as the database has it, read by a one-shot `notes open` of its request.
    private func stored(_ desktop: DesktopSession, _ id: Int) async throws -> (title: String, body: String) {
      let shown = try await desktop.sandbox.notes(
        "open", "--print-callbacks", "notes:///notes/\(id)?x-success=caller://shown")
      // "Note 1: …", then the callback it would have opened.
      let callback = shown.output.split(separator: "\n").last.map(String.init) ?? ""
      let items = URLComponents(string: callback)?.queryItems ?? []
      let value = { (name: String) in items.first { $0.name == name }?.value ?? "" }
      return (value("title"), value("body"))
    }
  }
#endif
