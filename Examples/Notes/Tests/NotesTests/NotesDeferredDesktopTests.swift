#if os(Linux)
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension NotesDesktopTests {
    /// A person without the app: on a shared note's page in Chromium, "Install and continue",
    /// then "Copy the code" (read back from the X clipboard with xclip). The window's first
    /// launch offers "Continue with the link you copied?": Not Now reads and redeems nothing;
    /// asked again from the menu, Continue redeems the code. The notes are locked, so the note
    /// waits (written to the parked file); the window is killed (SIGKILL); the next launch
    /// offers nothing, asks for the passphrase, and shows the note once. The code is spent.
    @Test func aLinkCopiedBeforeTheInstallIsOfferedOnTheFirstLaunchAndShownOnce() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries", "title=Trip&body=Pack%20the%20tent"])
      #expect(try await desktop.sandbox.notes("share", "2").status == 0)
      let key = desktop.sandbox.root.appendingPathComponent("site.key").path
      #expect(try await desktop.sandbox.notes("keys", "generate", "site", "--site", "--output", key).status == 0)
      #expect(try await desktop.sandbox.notes(input: "pass\n", "lock").status == 0)
      let server = try await NotesWebTests.WebServer(desktop.sandbox, environment: ["SITE_SIGNING_KEY": key])
      defer { server.stop() }
      // The app asks this site, not notes.example.com.
      desktop.sandbox.environment["NOTES_LINK_SITE"] = server.base
      try await desktop.start()
      try await desktop.enableAccessibility()

      // The page, in a browser on the display.
      let profile = desktop.sandbox.root.appendingPathComponent("chromium")
      let page = server.base + "/notes/2"
      try desktop.launchChromium(page, profile: profile)
      #expect(try await desktop.clickInChromium("Install and continue", page: page, profile: profile))
      #expect(await desktop.click("Copy the code", in: "Chromium"))
      var code = ""
      for _ in 0..<200 where code.count != 29 {
        code = try await desktop.run("xclip", ["-o", "-selection", "clipboard"]).output
        if code.count != 29 { try await Task.sleep(for: .milliseconds(50)) }
      }
      #expect(code.count == 29 && code.split(separator: "-").count == 6, "\(code)")
      await desktop.screenshot("claim-page")

      // The first launch offers it; Not Now reads nothing and redeems nothing.
      try await desktop.activate()
      var window = await desktop.waitForWindow { $0.shows("Continue with the link you copied?") }
      #expect(window.shows("Continue with the link you copied?"))
      await desktop.screenshot("continue-banner")
      #expect(await desktop.press("Not Now"))
      window = await desktop.waitForWindow { !$0.shows("Continue with the link you copied?") }
      #expect(!window.shows("Continue with the link you copied?"))
      #expect(!server.logged.contains("claim redeemed"))

      // Asked from the menu, Continue: the note waits for the passphrase, on disk.
      let action = try await desktop.run(
        "gdbus",
        [
          "call", "--session", "--dest", "dev.composablelinks.Notes", "--object-path", "/dev/composablelinks/Notes",
          "--method", "org.freedesktop.Application.ActivateAction", "continue-copied-link", "[]", "{}",
        ])
      #expect(action.status == 0, "\(action.error)")
      _ = await desktop.waitForWindow { $0.shows("Continue with the link you copied?") }
      #expect(await desktop.press("Continue"))
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(window.windows.contains("Unlock Notes"))
      #expect(server.logged.contains("claim redeemed"))
      let parked = desktop.sandbox.data.appendingPathComponent("notes/parked-links.json")
      let waiting = (try? String(contentsOf: parked, encoding: .utf8)) ?? ""
      #expect(waiting.contains(#""carrier":"clipboard""#) && waiting.contains("notes.example.com"), "\(waiting)")
      #expect(!waiting.contains("sig="))

      // Killed before the note was shown; the next launch offers nothing, and the note waits.
      try await desktop.killApp()
      try await desktop.activate()
      window = await desktop.waitForWindow { $0.windows.contains("Unlock Notes") }
      #expect(!window.shows("Continue with the link you copied?"))
      #expect(await desktop.setText("Passphrase", "pass"))
      #expect(await desktop.press("Unlock"))
      window = await desktop.waitForWindow { $0.shows("Pack the tent") }
      #expect(window.shows("Trip"))
      #expect(
        FileManager.default.contents(atPath: parked.path).map { String(decoding: $0, as: UTF8.self) }
          == #"{"links":[],"version":1}"#)
      // The code gives nothing more.
      let again = try await server.post("/.well-known/link-claims/redeem", code)
      #expect(again.status == 410 && again.body.contains(#""refused":"used""#))
      #expect(server.logged.components(separatedBy: "claim redeemed").count == 2)
      for part in code.split(separator: "-") { #expect(!server.logged.contains(part)) }
    }
  }
#endif
