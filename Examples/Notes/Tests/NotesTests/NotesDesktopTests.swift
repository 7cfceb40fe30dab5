#if os(Linux)
  import ComposableLinks
  import Foundation
  import NotesFeature
  import Testing

  /// The notes window as a person meets it: installed for a throwaway `HOME`, on a virtual X
  /// display (Xvfb) with a private session bus, links sent with `gio open`, `xdg-open`, a
  /// second launch and `notes open`, and the window read as assistive technology reads it
  /// (AT-SPI, through `scripts/atspi-window`). Screenshots are kept in
  /// `.build/desktop-artifacts/`.
  @Suite(.serialized, .needsDesktop)
  struct NotesDesktopTests {
    @Test func theWindowReceivesLinksWhileItRuns() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      _ = try await desktop.sandbox.notes(
        "open", "--here", "notes:///create?title=Groceries&body=Milk%20and%20https://example.com/eggs")
      _ = try await desktop.sandbox.notes("open", "--here", "notes:///create?title=Trip&body=Pack%20the%20tent")
      let install = try await desktop.sandbox.notes("install-handler")
      #expect(install.status == 0, "\(install.error)")
      try await desktop.sandbox.registerReceiver(scheme: "notesrecv")
      try await desktop.start()

      // Cold start: the link starts the app (D-Bus activation) and is shown once it is ready.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      var window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")
      #expect(window.shows("Milk and https://example.com/eggs"))
      await desktop.screenshot("note-by-link")

      // Warm links, each way the desktop has.
      #expect(try await desktop.run("xdg-open", ["notes://search?query=trip"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Notes matching “trip”" }
      #expect(window.shows("Trip") && !window.shows("Groceries"))
      let second = try await desktop.run(desktop.windowBinary, ["notes://notes/2"])
      #expect(second.status == 0, "a second launch hands its link over and exits 0: \(second.error)")
      window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(window.title == "Trip")
      // What is printed of a link is masked as its outcome is: no value reaches the terminal.
      let open = try await desktop.sandbox.notes("open", "notes://notes/1?token=s3cret&sig=AbC")
      #expect(
        open.output.hasPrefix("Handed notes://notes/1?token=•••&sig=••• to the running notes window."),
        "\(open.output)\(open.error)")
      #expect(!(open.output + open.error).contains("s3cret"))
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")

      // Back, as a user presses it: the list, every note.
      #expect(await desktop.press("Back"))
      window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(window.shows("Groceries") && window.shows("Trip"))
      await desktop.screenshot("list")

      // The same request twice (a double delivery) creates one note and one callback; the
      // request after it proves the second was processed (links are handled in order).
      let twice = "notes://x-callback-url/create?title=Twice&x-success=notesrecv://ok"
      try await desktop.openOverBus([twice])
      try await desktop.openOverBus([twice])
      try await desktop.openOverBus(["notes://x-callback-url/create?title=After&x-success=notesrecv://after"])
      // (Each callback is opened by a process of its own, so they may arrive in either order.)
      let callbacks = await desktop.sandbox.received(count: 2)
      #expect(callbacks.sorted() == ["notesrecv://after?id=4", "notesrecv://ok?id=3"])
      #expect(try await desktop.sandbox.notes("list").output.components(separatedBy: "Twice").count == 2)

      // Hostile arguments: typed refusals in the window, and the app keeps running.
      try await desktop.openOverBus([
        "https://evil.example/x", "notes://notes/" + String(repeating: "9", count: 20_000),
      ])
      window = await desktop.waitForWindow { $0.labels.contains { $0.hasPrefix("Refused a URL of 20014 bytes") } }
      #expect(window.labels.contains { $0.hasPrefix("Refused a URL of 20014 bytes") })
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(window.title == "Trip")

      // The delete link without the app's token is refused, and the window says why. (Once the
      // refusal's toast is gone: a message that comes while a toast is shown takes its place
      // for the rest of its five seconds, which a loaded machine can spend before it looks.)
      _ = await desktop.waitForWindow { !$0.labels.contains { $0.hasPrefix("Refused a URL") } }
      #expect(try await desktop.run("xdg-open", ["notes://x-callback-url/notes/3/delete"]).status == 0)
      window = await desktop.waitForWindow { $0.shows("This request needs the app's authorization token.") }
      #expect(window.shows("This request needs the app's authorization token."))
      await desktop.screenshot("toast-token-needed")

      // A request that needs the app's token and confirmation asks in a dialog; pressing
      // Delete answers it.
      let token = try await desktop.sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
      let delete = "notes://x-callback-url/notes/3/delete?token=\(token)&x-success=notesrecv://deleted"
      #expect(try await desktop.run("gio", ["open", delete]).status == 0)
      // The dialog is named by its heading (libadwaita's message dialog), not by its title.
      window = await desktop.waitForWindow { $0.windows.contains("Delete note 3?") }
      #expect(window.shows("Delete note 3?"))
      await desktop.screenshot("confirm-delete")
      let pressed = await desktop.press("Delete")
      let shown = await desktop.window().items.map { "\($0.role) \($0.name)" }
      #expect(pressed, "AT-SPI shows: \(shown)")
      #expect(await desktop.sandbox.received(count: 3).last == "notesrecv://deleted")
      #expect(!(try await desktop.sandbox.notes("list").output.contains("Twice")))

      // What became of each link, asked of the running window over the bus: by route, the
      // duplicate refused, and the token never shown.
      let recent = try await desktop.sandbox.notes("doctor", "--recent")
      #expect(recent.status == 0, "\(recent.error)")
      let lines = recent.output.split(separator: "\n").map(String.init)
      #expect(lines.contains { $0.hasPrefix("/notes/:id shown (desktop, ") && $0.hasSuffix("notes://notes/1") })
      #expect(lines.contains { $0.hasPrefix("/search shown (desktop, ") })
      #expect(lines.contains { $0.hasPrefix("- refused: duplicate (desktop, ") && $0.contains("create?title=•••") })
      // No user content either: every value of a link is masked in the record.
      #expect(!recent.output.contains("Twice"), "\(recent.output)")
      #expect(lines.contains { $0.hasPrefix("/notes/:id/delete answered (desktop, ") && $0.contains("token=•••") })
      #expect(!recent.output.contains(token), "the token is never shown")
      #expect(lines.count <= 20)
      desktop.keep("doctor-recent.txt", recent.output)

      // Killed right after it acknowledged a note: the note is on disk, and the next link
      // starts the app again.
      try await desktop.openOverBus(["notes://x-callback-url/create?title=Durable&x-success=notesrecv://durable"])
      #expect(await desktop.sandbox.received(count: 4).last == "notesrecv://durable?id=5")
      try await desktop.killApp()
      #expect(try await desktop.sandbox.notes("list").output.contains("5\tDurable"))
      #expect(try await desktop.run("gio", ["open", "notes://notes/5"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Durable" }
      #expect(window.title == "Durable")

      // `notes call` while the window runs: the window answers, and hands the answer (a
      // notes:// link it receives) to the waiting call.
      let called = try await desktop.sandbox.notes("call", "notes://x-callback-url/create?title=Called")
      #expect(called.status == 0, "\(called.error)")
      #expect(called.output == "id=6\n")
      window = await desktop.waitForWindow { $0.labels.contains { $0.hasPrefix("Created note 6") } }
      #expect(window.labels.contains { $0.hasPrefix("Created note 6") })
    }

    @Test func theWindowReturnsThroughTheLinkOfTheScreenItShowed() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries", "title=Trip"])
      try await desktop.start()
      let saved = desktop.sandbox.root.appendingPathComponent("home/.local/state/notes/window.json")

      // A first run has nothing to return to: the list.
      try await desktop.activate()
      var window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(window.shows("Groceries") && window.shows("Trip"))

      // Navigated by a link, closed: the screen's link is kept, and a start with no link
      // (the launcher's Activate) returns there.
      #expect(try await desktop.run("gio", ["open", "notes://search?query=trip"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Notes matching “trip”" }
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())
      let kept = try String(contentsOf: saved, encoding: .utf8)
      #expect(kept.contains(#""link":"notes:\/\/search?query=trip""#), "\(kept)")
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.title == "Notes matching “trip”" }
      #expect(window.title == "Notes matching “trip”")
      #expect(window.shows("Trip") && !window.shows("Groceries"))

      // A link given at start wins over the kept one.
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Trip" }
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(window.title == "Groceries")
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())

      // The kept screen's note was deleted meanwhile: the list, and a toast that says so.
      let token = try await desktop.sandbox.notes("token").output.trimmingCharacters(in: .whitespacesAndNewlines)
      let deleted = try await desktop.sandbox.notes("open", "--here", "--yes", "notes:///notes/1/delete?token=\(token)")
      #expect(deleted.status == 0, "\(deleted.error)")
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.shows("There is no note 1.") }
      #expect(window.title == "Notes")
      #expect(window.shows("There is no note 1."))
      #expect(await desktop.press("Close"))
      #expect(try await desktop.waitUntilTheAppQuits())

      // A hostile state file (a request with a token instead of a screen; then garbage) is
      // ignored: the list, no request run, no crash.
      for hostile in [#"{"link":"notes://x-callback-url/notes/2/delete?token=x","width":1,"height":1}"#, "\u{0}{{"] {
        try Data(hostile.utf8).write(to: saved)
        try await desktop.activate()
        window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Trip") }
        #expect(window.title == "Notes")
        #expect(window.shows("Trip"))
        #expect(await desktop.press("Close"))
        #expect(try await desktop.waitUntilTheAppQuits())
      }
      #expect(try await desktop.sandbox.notes("list").output.contains("Trip"))

      // A window left 360 px wide (a phone's width) opens so, and its list still fits.
      try Data(#"{"link":"notes://notes","width":360,"height":560}"#.utf8).write(to: saved)
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Trip") }
      #expect(window.shows("Trip"))
      await desktop.screenshot("narrow-list")
    }

    @Test func everyShortcutWorksFromTheKeyboardAndEveryButtonIsNamed() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries&body=Milk%20and%20eggs", "title=Trip&body=Pack%20the%20tent"])
      // This desktop prefers dark: the window follows it (libadwaita's style manager).
      desktop.sandbox.environment["ADW_DEBUG_COLOR_SCHEME"] = "prefer-dark"
      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://notes/2"]).status == 0)
      var window = await desktop.waitForWindow { $0.title == "Trip" }
      await desktop.screenshot("dark-note")

      // The header bar's buttons are icons: each has a name assistive technology reads.
      let buttons = Set(window.items.filter { $0.role.hasSuffix("button") }.map(\.name))
      #expect(buttons.isSuperset(of: ["Back", "Copy Link", "New Note", "Main Menu"]), "\(buttons)")

      #expect(await desktop.type("<Control>l"))
      window = await desktop.waitForWindow { $0.shows("Link copied") }
      #expect(window.shows("Link copied"))
      #expect(await desktop.type("<Alt>Left"))
      window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(window.title == "Notes")

      // Ctrl+N opens the sheet; Escape closes it.
      #expect(await desktop.type("<Control>n"))
      window = await desktop.waitForWindow { $0.windows.contains("New Note") }
      #expect(window.windows.contains("New Note"))
      #expect(await desktop.type("Escape"))
      window = await desktop.waitForWindow { !$0.windows.contains("New Note") }
      #expect(!window.windows.contains("New Note"))

      // Ctrl+F from a note: the list, and the keyboard in its search field.
      #expect(try await desktop.run("gio", ["open", "notes://notes/1"]).status == 0)
      window = await desktop.waitForWindow { $0.title == "Groceries" }
      #expect(await desktop.type("<Control>f"))
      window = await desktop.waitForWindow {
        $0.title == "Notes" && $0.items.contains { $0.role == "entry" && $0.focused }
      }
      #expect(window.items.contains { $0.role == "entry" && $0.focused })

      // Ctrl+? lists every shortcut by name; Escape closes it.
      #expect(await desktop.type("<Control>question"))
      window = await desktop.waitForWindow { $0.windows.contains("Keyboard Shortcuts") }
      await desktop.screenshot("keyboard-shortcuts")
      let listed = Set(window.items.filter { $0.window == "Keyboard Shortcuts" }.map(\.name))
      let titles = [
        "New Note", "Search", "Copy Link", "Back", "Lock", "Close the Sheet", "Keyboard Shortcuts", "Close Window",
        "Quit",
      ]
      #expect(listed.isSuperset(of: titles), "\(listed)")
      #expect(await desktop.type("Escape"))
      window = await desktop.waitForWindow { !$0.windows.contains("Keyboard Shortcuts") }
      #expect(!window.windows.contains("Keyboard Shortcuts"))

      // The primary menu as GNOME's apps have it: the app's Lock, Keyboard Shortcuts, About;
      // no Quit. About names the app, its version, developer and license.
      // F10 opens it, as in every GNOME app (the menu button is the window's primary menu).
      #expect(await desktop.type("F10"))
      window = await desktop.waitForWindow { $0.items.contains { $0.name == "About Notes" } }
      let menu = Set(window.items.filter { $0.role.contains("menu") }.map(\.name))
      #expect(menu.isSuperset(of: ["Lock", "Keyboard Shortcuts", "About Notes"]), "\(menu)")
      #expect(!menu.contains("Quit"), "\(menu)")
      await desktop.screenshot("primary-menu")
      #expect(await desktop.press("About Notes"))
      window = await desktop.waitForWindow { $0.shows(NotesDesktopMetadata.version) }
      await desktop.screenshot("about")
      #expect(
        window.shows(NotesDesktopMetadata.version) && window.shows("The swift-composable-links authors"),
        "\(window.items)")
      #expect(await desktop.type("Escape"))
      window = await desktop.waitForWindow { !$0.shows(NotesDesktopMetadata.version) }

      // Ctrl+Q quits (keeping its place); Ctrl+W closes the window, which quits too.
      #expect(await desktop.type("<Control>q"))
      #expect(try await desktop.waitUntilTheAppQuits())
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.title == "Notes" }
      #expect(await desktop.type("<Control>w"))
      #expect(try await desktop.waitUntilTheAppQuits())
    }

    @Test func aLaunchThatOnlyRelaysAnAnswerQuitsWithoutAWindow() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      desktop.sandbox.environment["CALLEE_LOG"] = desktop.sandbox.received.path
      #expect(try await desktop.sandbox.notes("install-handler").status == 0)
      try await desktop.sandbox.registerApp(scheme: "callee", executable: NotesCallEndToEndTests.callee)
      try await desktop.start()
      // No window runs: the other app's answer (a notes:// link) starts one, which hands the
      // answer to the waiting `notes call` and quits. A window it showed would keep it running.
      let called = try await desktop.sandbox.notes("call", "callee://add?title=Milk")
      #expect(called.status == 0, "\(called.error)")
      #expect(called.output == "id=7\n")
      var running = try await desktop.nameHasOwner("dev.composablelinks.Notes")
      let deadline = ContinuousClock.now + .seconds(60)
      while running, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        running = try await desktop.nameHasOwner("dev.composablelinks.Notes")
      }
      #expect(!running, "the relay-only launch kept running")
      #expect(await !desktop.window().windows.contains("Notes"))
    }

    @Test(arguments: DesktopBus.available)
    func aCallStartsTheWindowWhenItIsNotRunning(bus: DesktopBus) async throws {
      let desktop = try DesktopSession(bus: bus)
      defer { desktop.stop() }
      let install = try await desktop.sandbox.notes("install-handler")
      #expect(install.status == 0, "\(install.error)")
      try await desktop.start()
      // Asking what links the window received never starts it.
      let recent = try await desktop.sandbox.notes("doctor", "--recent")
      #expect(recent.status == 1)
      #expect(recent.error.contains("The notes window is not running"))
      // No window yet: the request starts it (D-Bus activation), it answers, and the answer
      // (a notes:// link it opens to itself) is handed to the waiting call.
      let called = try await desktop.sandbox.notes("call", "notes://x-callback-url/create?title=Cold%20call")
      #expect(called.status == 0, "\(called.error)")
      #expect(called.output == "id=1\n")
      let window = await desktop.waitForWindow { $0.labels.contains { $0.hasPrefix("Created note 1") } }
      #expect(window.shows("Cold call"))
    }
  }
#endif
