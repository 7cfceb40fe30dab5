#if os(Linux)
  import Foundation
  import Testing

  extension NotesDesktopTests {
    /// The site's key signs no request the app runs, whichever way the link arrives: sent to
    /// the running window with `gio open`, over the bus, and handed over by `notes open`, an
    /// update and a delete signed by it are refused, said in the window, and nothing changes.
    @Test func aRequestSignedByTheSitesKeyIsRefusedInTheWindow() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=Groceries"])
      let key = desktop.sandbox.root.appendingPathComponent("site.key").path
      #expect(try await desktop.sandbox.notes("keys", "generate", "site", "--site", "--output", key).status == 0)
      func signed(_ link: String) async throws -> String {
        try await desktop.sandbox.notes("sign", link, "--key", key).output.trimmingCharacters(
          in: .whitespacesAndNewlines)
      }
      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://notes"]).status == 0)
      _ = await desktop.waitForWindow { $0.title == "Notes" && $0.shows("Groceries") }

      let refusal = #"The key "site" is not trusted to sign requests."#
      #expect(
        try await desktop.run("gio", ["open", try await signed("notes://x-callback-url/notes/1/update?title=Changed")])
          .status == 0)
      var window = await desktop.waitForWindow { $0.labels.contains { $0.contains(refusal) } }
      #expect(window.labels.contains { $0.contains(refusal) }, "\(window.labels.prefix(30))")
      await desktop.screenshot("site-key-refused")
      _ = await desktop.waitForWindow { !$0.labels.contains { $0.contains(refusal) } }

      try await desktop.openOverBus([try await signed("notes://x-callback-url/notes/1/delete")])
      window = await desktop.waitForWindow { $0.labels.contains { $0.contains(refusal) } }
      await desktop.screenshot("site-key-refused-bus")
      #expect(window.labels.contains { $0.contains(refusal) }, "\(window.labels.prefix(40))")
      _ = await desktop.waitForWindow { !$0.labels.contains { $0.contains(refusal) } }

      let handed = try await desktop.sandbox.notes(
        "open", try await signed("notes://x-callback-url/notes/1/update?title=Again"))
      #expect(handed.status == 0, "\(handed)")
      window = await desktop.waitForWindow { $0.labels.contains { $0.contains(refusal) } }
      #expect(window.labels.contains { $0.contains(refusal) })

      let list = try await desktop.sandbox.notes("list").output
      #expect(list.contains("Groceries") && !list.contains("Changed") && !list.contains("Again"), "\(list)")
    }
  }
#endif
