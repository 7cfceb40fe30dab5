#if os(Linux)
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// `notes-web`, the notes domain's web side, as a person meets it: notes made and shared with
  /// the `notes` command in a throwaway `HOME`, the server started on the database it made, its
  /// pages fetched over HTTP, its QR code read by zbarimg, and its association files checked
  /// over HTTPS by `notes associations --check`.
  @Suite(.serialized) struct NotesWebTests {
    /// A running `notes-web`, stopped with SIGTERM (its graceful shutdown).
    final class WebServer: @unchecked Sendable {
      let process = Process()
      let base: String
      /// Where its log goes (standard error).
      let log = FileManager.default.temporaryDirectory.appendingPathComponent("notes-web-\(UUID().uuidString).log")

      /// Started with `arguments`, on a free port (`--web-port 0`, or `WEB_PORT` in
      /// `environment`), through `launcher` if given (`prlimit --nofile=1024`).
      init(
        _ sandbox: Sandbox, _ arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = []
      ) async throws {
        let binary = URL(fileURLWithPath: sandbox.notesBinary).deletingLastPathComponent()
          .appendingPathComponent("notes-web").path
        let command = launcher + [binary] + (environment["WEB_PORT"] == nil ? ["--web-port", "0"] : []) + arguments
        process.executableURL = URL(fileURLWithPath: launcher.isEmpty ? binary : "/usr/bin/env")
        process.arguments = launcher.isEmpty ? Array(command.dropFirst()) : command
        process.environment = sandbox.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try ChildProcess.start(process)
        // Its other lines (`metrics on URL`, `imported …`) may come first: kept.
        self.output = output.fileHandleForReading
        var line = try await ChildProcess.firstLine(of: output.fileHandleForReading)
        var printed: [String] = []
        while line.hasPrefix("metrics on ") || line.hasPrefix("imported ") {
          printed.append(line)
          line = try await ChildProcess.firstLine(of: output.fileHandleForReading)
        }
        guard line.hasPrefix("listening on ") else { throw SandboxError.failed("notes-web", line) }
        base = String(line.dropFirst("listening on ".count))
        self.printed = printed
      }

      private let output: FileHandle
      /// What it printed besides `listening on`, as read so far.
      private var printed: [String] = []

      /// The first line it printed that starts with `prefix`, read as it comes.
      func line(startingWith prefix: String) async throws -> String {
        while true {
          if let line = printed.first(where: { $0.hasPrefix(prefix) }) { return line }
          let line = try await ChildProcess.firstLine(of: output)
          guard !line.isEmpty else { throw SandboxError.failed("notes-web", "no line starting with \(prefix)") }
          printed.append(line)
        }
      }

      func stop() {
        ChildProcess.stop(process.processIdentifier)
        try? FileManager.default.removeItem(at: log)
      }

      /// What it has logged so far.
      var logged: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

      /// The status and body of a `POST` of `body` to `path`.
      func post(_ path: String, _ body: String = "") async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: base + path)!)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
      }

      /// The status and body of `path`, asked for as `userAgent` (a person's browser when nil).
      func get(_ path: String, userAgent: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: base + path)!)
        if let userAgent { request.setValue(userAgent, forHTTPHeaderField: "User-Agent") }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
      }
    }

    @Test func aNotesPageShowsItOnlyWhileItsOwnerSharesIt() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      for note in ["title=Groceries&body=Milk%0AEggs", "title=Diary&body=Private", "title=Trip"] {
        #expect(try await sandbox.notes("open", "--here", "notes:///create?\(note)").status == 0)
      }
      let shared = try await sandbox.notes("share", "1")
      #expect(shared.status == 0 && shared.output.contains("Note 1 is shared"), "\(shared.error)")
      #expect(try await sandbox.notes("share", "3").status == 0)
      let missing = try await sandbox.notes("share", "42")
      #expect(missing.status == 1 && missing.error.contains("There is no note 42."))

      let server = try await WebServer(sandbox)
      defer { server.stop() }
      let page = try await server.get("/notes/1")
      #expect(page.status == 200)
      for expected in [
        "<h1>Groceries</h1>", "<p>Milk</p>", #"<meta property="og:title" content="Groceries">"#,
        #"<a class="open" href="notes://notes/1">Open in Notes</a>"#, "Download for Debian and Ubuntu", "<svg",
      ] {
        #expect(page.body.contains(expected), "\(expected)")
      }
      // Not shared: the page says only what it is.
      let diary = try await server.get("/notes/2")
      #expect(diary.status == 200 && diary.body.contains("<h1>A note in Notes</h1>") && !diary.body.contains("Diary"))
      #expect(!diary.body.contains("Private"))
      // A note that is not there (deleted, or never made) reads the same (NotesSharingTests
      // deletes a shared one).
      let gone = try await server.get("/notes/99")
      #expect(gone.body.contains("<h1>A note in Notes</h1>") && !gone.body.contains("Trip"))
      // Shared, then no longer.
      #expect(try await sandbox.notes("unshare", "1").status == 0)
      let unshared = try await server.get("/notes/1")
      #expect(unshared.body.contains("<h1>A note in Notes</h1>") && !unshared.body.contains("Groceries"))
      // No route: the page's shape, 404.
      let nowhere = try await server.get("/nowhere")
      #expect(nowhere.status == 404 && nowhere.body.contains("There is no such page."))
      // No /metrics on the pages' port (NotesWebStrangerTests reads them on their own).
      #expect(try await server.get("/metrics").status == 404)
    }

    /// Every title a person may type, and every query value, escaped where the page writes it.
    @Test func hostileTitlesAndLinksAreNeverWrittenUnescaped() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let title = "%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"
      #expect(try await sandbox.notes("open", "--here", "notes:///create?title=\(title)&body=%3Cb%3Ebold").status == 0)
      #expect(try await sandbox.notes("share", "1").status == 0)
      // Settings from the environment where no flag gives them.
      let server = try await WebServer(sandbox, environment: ["WEB_PORT": "0", "WEB_HOST": "127.0.0.1"])
      defer { server.stop() }
      let page = try await server.get("/notes/1")
      #expect(page.body.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x"))
      for path in [
        "/notes/1", "/search?query=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/search?query=%22%3E%3Cimg%20src%3Dx%3E",
        "/notes/1?x=%27%3E%3Csvg%20onload%3Dalert(1)%3E", "/create?title=%3Cscript%3E&body=%00", "/notes/%zz",
        "/notes/1?" + String(repeating: "a=1&", count: 300),
      ] {
        let (status, body) = try await server.get(path)
        #expect((200..<500).contains(status), "\(path): \(status)")
        #expect(!body.contains("<script") && !body.contains("<img src=x") && !body.contains("<svg onload"), "\(path)")
        #expect(!body.contains("<b>"), "\(path)")
      }
      // The fuzz corpora's links and queries, as paths on the web host: each byte a URL may not
      // carry percent-encoded (as a browser sends it).
      let corpora = URL(fileURLWithPath: LocalScript.path("")).deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")
      var sent = 0
      for folder in ["RouteMatching", "QueryDecoding", "XCallback", "LinkRoundTrip", "QueryRoundTrip"] {
        let files = try FileManager.default.contentsOfDirectory(
          at: corpora.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        for file in files {
          let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
          // A link's path and query; a bare query goes to /search.
          let target =
            text.range(of: "://").map { found in
              text[found.upperBound...].drop { $0 != "/" }
            } ?? Substring("/search?" + text)
          var allowed = CharacterSet.urlQueryAllowed
          allowed.insert("%")
          let path = String(target).addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
          guard URL(string: server.base + (path.hasPrefix("/") ? path : "/" + path)) != nil else { continue }
          let (status, body) = try await server.get(path.hasPrefix("/") ? path : "/" + path)
          #expect((200..<500).contains(status), "\(folder)/\(file.lastPathComponent): \(status)")
          #expect(!body.contains("<script") && !body.contains("<img src=x"), "\(folder)/\(file.lastPathComponent)")
          sent += 1
        }
      }
      #expect(sent >= 30, "\(sent) corpus entries sent")
    }

    /// The page's QR code, rendered and read by an independent decoder, is the link.
    @Test func zbarimgReadsThePagesQRCode() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      #expect(try await sandbox.notes("open", "--here", "notes:///create?title=Trip").status == 0)
      let server = try await WebServer(sandbox)
      defer { server.stop() }
      for path in [
        "/notes/1", "/search?query=milk%20%26%20eggs", "/create?title=" + String(repeating: "Groceries%20", count: 60),
      ] {
        let body = try await server.get(path).body
        let start = try #require(body.range(of: "<svg"))
        let end = try #require(body.range(of: "</svg>"))
        let svg = sandbox.root.appendingPathComponent("qr.svg")
        let png = sandbox.root.appendingPathComponent("qr.png")
        try Data(body[start.lowerBound..<end.upperBound].utf8).write(to: svg)
        let rendered = try await sandbox.run(
          Sandbox.executable("rsvg-convert") ?? "rsvg-convert", ["-w", "600", "-h", "600", "-o", png.path, svg.path])
        try #require(rendered.status == 0, "\(rendered.error)")
        let decoded = try await sandbox.run(
          Sandbox.executable("zbarimg") ?? "zbarimg", ["--quiet", "--raw", "-Sbinary", png.path])
        #expect(
          decoded.output.trimmingCharacters(in: .newlines) == "https://notes.example.com" + path, "\(decoded.error)")
      }
    }

    /// The loop closed: `notes associations --check` reads what `notes-web` serves over HTTPS.
    @Test func notesAssociationsCheckPassesAgainstNotesWeb() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let (certificate, key) = try await sandbox.selfSignedCertificate()
      let server = try await WebServer(
        sandbox,
        [
          "--web-tls-certificate", certificate, "--web-tls-key", key, "--site-apple-app-ids",
          "ABCDE12345.dev.composablelinks.Notes", "--site-android-package", "dev.composablelinks.notes",
          "--site-android-sha256",
          "5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25:E6:2A:3D:6B:7A:4B:9A:5F:3A:91:D2:11",
        ])
      defer { server.stop() }
      #expect(server.base.hasPrefix("https://127.0.0.1:"))
      let checked = try await sandbox.notes(
        "associations", "--ca-certificate", certificate, "--check",
        server.base + "/.well-known/apple-app-site-association")
      #expect(checked.status == 0, "\(checked.output)\(checked.error)")
      #expect(checked.output.contains("✔ route /notes/:id: claimed"), "\(checked.output)")
    }
  }
#endif
