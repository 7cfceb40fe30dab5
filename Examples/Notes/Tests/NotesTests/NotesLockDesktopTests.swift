#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// The locked window as a person meets it: a link waits behind the unlock sheet, a wrong
    /// passphrase is refused, the right one shows the link's note once; a link that waits
    /// when the window is killed is asked for again at the next start.
    @Test func aLockedWindowAsksForThePassphraseThenShowsTheLinkOnce() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries", "title=Trip&body=Pack%20the%20tent"])
      #expect(try await desktop.sandbox.notes(input: "pass\n", "lock").status == 0)
      try await desktop.start()
      let parked = desktop.sandbox.data.appendingPathComponent("notes/parked-links.json")

      // The link starts the window; the note waits behind the sheet.
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      var window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(window.windows.contains("Unlock Notes"))
      #expect(window.title == "Notes")
      // Nothing of the notes shows while they are locked.
      #expect(!window.shows("Pack the tent") && !window.shows("Trip"))
      #expect(window.shows("Notes Are Locked"))
      #expect(window.shows("A link is waiting until the notes are unlocked."))
      #expect(window.items.contains { $0.name == "Passphrase" })
      await desktop.screenshot("unlock-sheet")
      // Nor through GNOME Shell's search, called over D-Bus as the Shell calls it: no result,
      // and no title or first line for a guessed result.
      #expect(try await desktop.search("GetInitialResultSet", "['Trip']") == "(@as [],)")
      #expect(try await desktop.search("GetResultMetas", "['notes://notes/2']") == "(@aa{sv} [],)")

      // A wrong passphrase: a toast says so, and the sheet stays.
      // The passphrase goes in as assistive technology gives text (keys typed with XTest
      // reach whichever window is on top, and without a window manager that need not be the
      // sheet).
      #expect(await desktop.setText("Passphrase", "nope"))
      #expect(await desktop.press("Unlock"))
      window = await desktop.waitForWindow { $0.shows("That is not the passphrase.") }
      #expect(window.windows.contains("Unlock Notes"))

      // The right one: the sheet closes and the note is shown.
      #expect(await desktop.setText("Passphrase", "pass"))
      #expect(await desktop.press("Unlock"))
      window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(window.title == "Trip")
      #expect(!window.windows.contains("Unlock Notes"))
      // Unlocked, the Shell finds the note again.
      #expect(try await desktop.search("GetInitialResultSet", "['Trip']") == "(['notes://notes/2'],)")
      #expect(try String(contentsOf: parked, encoding: .utf8).contains(#""links":[]"#))

      // A link that waits when the window is killed is asked for again at the next start,
      // and shown once unlocked.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      // Unlocked in this run: shown at once.
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")
      try await desktop.killApp()
      // The unlock kept the key in the session's keyring: the notes stay unlocked, for every
      // reader, until `notes lock` forgets it.
      #expect(try await desktop.sandbox.notes("list").output == "1\tGroceries\n2\tTrip\n")
      #expect(try await desktop.sandbox.notes("lock").output == "The notes are locked.\n")
      #expect(try await desktop.sandbox.notes("list").status == 6)
      #expect(try await desktop.run("gio", ["open", "notes://search?query=trip"]).status == 0)
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(try String(contentsOf: parked, encoding: .utf8).contains("query=trip"))
      try await desktop.killApp()
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(window.windows.contains("Unlock Notes"), "the waiting link was not restored")
      #expect(await desktop.setText("Passphrase", "pass"))
      #expect(await desktop.press("Unlock"))
      window = await desktop.waitForWindow { $0.title == "Notes matching “trip”" }
      #expect(window.title == "Notes matching “trip”")
      if window.title != "Notes matching “trip”" {
        await desktop.screenshot("restored-unlock-failed")
        desktop.keep("restored-unlock-failed.txt", "\(window.items)")
      }

      // Closing the sheet drops what waited, and says so.
      try await desktop.killApp()
      #expect(try await desktop.sandbox.notes("lock").status == 0)
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(await desktop.press("Cancel"))
      window = await desktop.waitForWindow { $0.labels.contains { $0.contains("was dropped: it was cancelled") } }
      #expect(!window.windows.contains("Unlock Notes"))
      #expect(window.title == "Notes")

      // With no link waiting, the locked window's own button asks for the passphrase.
      #expect(await desktop.press("Unlock…"))
      window = await desktop.waitForWindow { $0.shows("Give the passphrase to see your notes.") }
      await desktop.screenshot("locked-window")
      #expect(await desktop.setText("Passphrase", "pass"))
      #expect(await desktop.press("Unlock"))
      window = await desktop.waitForWindow { $0.shows("Groceries") && !$0.windows.contains("Unlock Notes") }
      #expect(window.shows("Groceries") && window.shows("Trip"))
    }

    /// A lock set while the window runs used to lock nothing in it: the note stayed on screen,
    /// read by AT-SPI, D-Bus `Open` showed another, and `notes call` answered with a note's
    /// title. Within a second of `notes lock` the window behaves as one started locked, and
    /// within a second of `notes unlock` as one unlocked.
    @Test func aLockSetWhileTheWindowRunsTakesEffectInIt() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries", "title=Trip&body=Pack%20the%20tent"])
      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      var window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(window.shows("Pack the tent"))

      #expect(try await desktop.sandbox.notes(input: "pass\n", "lock").status == 0)
      window = await desktop.waitForWindow { $0.shows("Notes Are Locked") && $0.title == "Notes" }
      #expect(window.shows("Notes Are Locked"))
      #expect(!window.shows("Pack the tent") && !window.shows("Trip") && !window.shows("Groceries"))
      #expect(window.title == "Notes")
      await desktop.screenshot("locked-while-running")
      // A link over D-Bus waits behind the sheet, as in a window started locked.
      try await desktop.openOverBus(["notes://notes/1"])
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(window.shows("A link is waiting until the notes are unlocked."))
      #expect(!window.shows("Groceries"))
      // A call for a note's text is not answered with it.
      let called = try await desktop.sandbox.notes("call", "notes://x-callback-url/notes/2", "--timeout", "2")
      #expect(called.status != 0)
      #expect(!called.output.contains("Trip") && !called.output.contains("tent"), "\(called.output)")
      // GNOME Shell's search finds nothing.
      #expect(try await desktop.search("GetInitialResultSet", "['Trip']") == "(@as [],)")
      // No file of the app's holds a note's text, though the window ran with them open.
      #expect(desktop.sandbox.filesHolding("Pack the tent").isEmpty, "\(desktop.sandbox.filesHolding("Pack the tent"))")

      // Unlocked in a terminal, the window is unlocked too: the link that waited is shown.
      #expect(try await desktop.sandbox.notes(input: "pass\n", "unlock").status == 0)
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")

      // Locked from the window (Ctrl+Shift+L, or Lock in its menu): at once, and for every reader.
      #expect(await desktop.type("<Control><Shift>l"))
      window = await desktop.waitForWindow { $0.shows("Notes Are Locked") }
      #expect(window.shows("Notes Are Locked") && !window.shows("Groceries"))
      #expect(try await desktop.sandbox.notes("list").status == 6)
    }
  }
#endif
