#if os(Linux)
  import Foundation
  import GRDB
  import Testing

  extension NotesDesktopTests {
    /// A list of 10,000 notes, as a person who kept notes for years has it: every note is in
    /// the list, the most recently changed first; only a screenful of rows exists; typing in
    /// the search field filters it; End goes to the oldest, and Delete deletes it.
    @Test func tenThousandNotesOpenFilterAndScroll() async throws {
      let desktop = try DesktopSession()
      defer { desktop.stop() }
      try await desktop.prepare(notes: ["title=First"])
      // The rest written straight into the database the app made (10,000 `notes open` would
      // take minutes), each changed a second after the one before, all after "First".
      let queue = try DatabaseQueue(path: desktop.sandbox.data.appendingPathComponent("notes/notes.sqlite").path)
      try await queue.write { db in
        let insert = try db.makeStatement(
          sql: "INSERT INTO note (title, body, createdAt, modifiedAt) VALUES (?, ?, ?, ?)")
        let start = Date().addingTimeInterval(60)
        for index in 1...9_999 {
          let date = start.addingTimeInterval(Double(index))
          try insert.execute(arguments: [Self.title(index), "Line \(index)", date, date])
        }
      }
      try queue.close()
      #expect(try await desktop.sandbox.notes("list").output.split(separator: "\n").count == 10_000)

      try await desktop.start()
      #expect(try await desktop.run("gio", ["open", "notes://"]).status == 0)
      var window = await desktop.waitForWindow { $0.shows(Self.title(9_999)) }
      #expect(window.shows(Self.title(9_998)))
      // The root link is the list: no toast says otherwise.
      #expect(!window.labels.contains { $0.hasPrefix("No screen for") }, "\(window.labels.prefix(20))")
      // Rows for the screen and a margin (GTK 4.8 keeps about 200 around it), not for the list.
      let rows = window.items.filter { $0.role == "list item" }.count
      #expect(rows > 5 && rows < 1_000, "\(rows) rows")

      #expect(await desktop.setText("Search notes", "04242"))
      window = await desktop.waitForWindow { $0.title == "Notes matching “04242”" && $0.shows(Self.title(4_242)) }
      #expect(!window.shows(Self.title(9_999)))
      #expect(await desktop.setText("Search notes", ""))
      window = await desktop.waitForWindow { $0.title == "Notes" && $0.shows(Self.title(9_999)) }

      // From the search field into the list, then to its end: the oldest note.
      #expect(await desktop.type("<Control>f"))
      #expect(await desktop.type("Tab"))
      #expect(await desktop.type("End"))
      window = await desktop.waitForWindow { $0.draws("First") }
      #expect(window.draws("First") && window.draws(Self.title(1)), "\(window.labels.prefix(20))")
      await desktop.screenshot("long-list-end")
      // Something else renders the window before the key (here a link no screen takes, and
      // its toast): the row the keyboard marked stays marked. (Every render cleared it once,
      // and a toast's going between End and Delete lost the key.)
      #expect(try await desktop.run("gio", ["open", "notes://settings"]).status == 0)
      window = await desktop.waitForWindow { $0.labels.contains { $0.hasPrefix("No screen for") } }
      // The Delete key deletes the row the keyboard marked, with Undo.
      #expect(await desktop.type("Delete"))
      window = await desktop.waitForWindow { $0.shows("“First” deleted") }
      #expect(!window.draws("First"))
    }

    private static func title(_ index: Int) -> String {
      "Note " + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index)
    }
  }
#endif
