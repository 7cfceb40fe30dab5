#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// A person without the app on this browser follows a note's web link: Chromium shows the
    /// page (its preview, Open Graph tags, Smart App Banner, button and QR code), and "Open in
    /// Notes", clicked, hands `notes://notes/2` to the system, which brings the note up in the
    /// running window.
    @Test func openInNotesOnANotesWebPageShowsTheNoteInTheRunningWindow() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries&body=Milk", "title=Trip&body=Pack%20the%20tent"])
      #expect(try await desktop.sandbox.notes("share", "2").status == 0)
      try await desktop.start()
      let server = try await NotesWebTests.WebServer(desktop.sandbox)
      defer { server.stop() }
      let page = server.base + "/notes/2"

      // What the browser reads: the DOM after the page loaded, and the page as it looks.
      let profile = desktop.sandbox.root.appendingPathComponent("chromium")
      let headless = [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--password-store=basic",
        "--user-data-dir=\(profile.path)-headless",
      ]
      let dom = try await desktop.run("chromium", headless + ["--dump-dom", page])
      for expected in [
        #"<html lang="en">"#, "<h1>Trip</h1>", #"<meta property="og:title" content="Trip">"#,
        #"<meta name="twitter:card" content="summary">"#, #"<a class="open" href="notes://notes/2">Open in Notes</a>"#,
        #"role="img" aria-label="QR code of the link to this page""#,
      ] {
        #expect(dom.output.contains(expected), "\(expected)")
      }
      _ = try await desktop.run(
        "chromium",
        headless + [
          "--screenshot=\(desktop.artifacts.appendingPathComponent("web-page.png").path)", "--window-size=720,1000",
          page,
        ])
      // And in the dark scheme a desktop set to dark asks for.
      _ = try await desktop.run(
        "chromium",
        headless + [
          "--blink-settings=preferredColorScheme=0",
          "--screenshot=\(desktop.artifacts.appendingPathComponent("web-page-dark.png").path)",
          "--window-size=720,1000",
          page,
        ])

      // The window runs, showing the list.
      #expect(try await desktop.run("gio", ["open", "notes://notes"]).status == 0)
      _ = await desktop.waitForWindow { $0.shows("Groceries") }

      // Chromium on the display, its profile allowing this page to open notes: links without
      // asking (what "Always allow" in its dialog records), read through AT-SPI.
      try await desktop.enableAccessibility()
      try FileManager.default.createDirectory(
        at: profile.appendingPathComponent("Default"), withIntermediateDirectories: true)
      let origin = String(server.base)
      try Data(#"{"protocol_handler":{"allowed_origin_protocol_pairs":{"\#(origin)":{"notes":true}}}}"#.utf8)
        .write(to: profile.appendingPathComponent("Default/Preferences"))
      try desktop.launchChromium(page, profile: profile)
      #expect(try await desktop.clickInChromium("Open in Notes", page: page, profile: profile))
      let window = await desktop.waitForWindow { $0.shows("Pack the tent") }
      #expect(window.shows("Trip"))
      await desktop.screenshot("web-open-in-notes")
    }
  }
#endif
