import ComposableLinks
import Foundation
import LinkTestSupport
import Testing

@Suite struct URLOpenerTests {
  @Test func theTestValueReportsAnIssue() async {
    let opener = withDependencies { _ in
    } operation: {
      @Dependency(\.urlOpener) var urlOpener
      return urlOpener
    }
    await withKnownIssue {
      #expect(await opener.open(URL("https://example.com")) == false)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'URLOpener.open'")
    }
    await withKnownIssue {
      #expect(await opener.canOpen(URL("https://example.com")) == false)
    } matching: { issue in
      issue.description.contains("Unimplemented: 'URLOpener.canOpen'")
    }
  }

  @Test func usableFromAnEffect() async {
    let recorder = RecordingOpener()
    let opened = await withDependencies {
      $0.urlOpener = recorder.opener
    } operation: {
      @Dependency(\.urlOpener) var urlOpener
      return await urlOpener.open(URL("https://example.com/help"))
    }
    #expect(opened)
    #expect(recorder.opened.value == [URL("https://example.com/help")])
  }
}

#if os(Linux)
  /// The live opener against real `x-scheme-handler` registrations, in throwaway XDG
  /// directories, without touching this process's environment.
  @Suite(.enabled(if: LiveDesktop.hasTools, "needs gio or xdg-open, and xdg-mime (xdg-utils)"))
  struct LiveURLOpenerTests {
    @Test func opensARegisteredSchemeThroughItsHandler() async throws {
      let desktop = try LiveDesktop(scheme: "cltest")
      defer { desktop.remove() }
      let opener = URLOpener.freedesktop(environment: desktop.environment)
      let url = URL("cltest://ok?id=42&title=a%20b")
      #expect(await opener.canOpen(url))
      #expect(await opener.open(url))
      #expect(await desktop.received() == ["cltest://ok?id=42&title=a%20b"])
    }

    @Test func aURLIsOneArgumentNeverAShellCommand() async throws {
      let desktop = try LiveDesktop(scheme: "cltest")
      defer { desktop.remove() }
      let opener = URLOpener.freedesktop(environment: desktop.environment)
      let marker = desktop.directory.appendingPathComponent("pwned").path
      // Only characters URLs allow unencoded: Foundation re-encodes a string with others.
      let hostile = "cltest://x?a=$(touch%20\(marker))&b=';touch%20\(marker)'&c=%60id%60"
      let url = try #require(URL(string: hostile))
      #expect(await opener.open(url))
      #expect(await desktop.received() == [hostile])
      #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func anUnregisteredSchemeCannotBeOpened() async throws {
      let desktop = try LiveDesktop(scheme: "cltest")
      defer { desktop.remove() }
      let opener = URLOpener.freedesktop(environment: desktop.environment)
      #expect(await opener.canOpen(URL("unregistered-scheme://x")) == false)
      #expect(await opener.canOpen(URL("https://example.com")))
      #expect(await opener.canOpen(URL("mailto:someone@example.com")))
    }

    @Test func missingToolsAnswerFalse() async throws {
      let desktop = try LiveDesktop(scheme: "cltest")
      defer { desktop.remove() }
      var environment = desktop.environment
      environment["PATH"] = desktop.directory.path  // Holds no opener.
      let opener = URLOpener.freedesktop(environment: environment)
      #expect(await opener.canOpen(URL("https://example.com")) == false)
      #expect(await opener.open(URL("cltest://ok")) == false)
      #expect(!FileManager.default.fileExists(atPath: desktop.log.path))
    }
  }

  /// Temporary XDG data and config directories with a handler for `scheme` whose command
  /// appends each URL it gets to a file.
  struct LiveDesktop {
    static var hasTools: Bool {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      func has(_ tool: String) -> Bool {
        path.split(separator: ":").contains {
          FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
      }
      return (has("gio") || has("xdg-open")) && has("xdg-mime")
    }

    let directory: URL
    let log: URL
    let environment: [String: String]

    init(scheme: String) throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("composable-links-\(UUID().uuidString)")
      let applications = directory.appendingPathComponent("data/applications")
      let config = directory.appendingPathComponent("config")
      try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      log = directory.appendingPathComponent("received.txt")
      let receiver = directory.appendingPathComponent("receive.sh")
      // Read by `sh`, never executed itself: a file this process just wrote cannot be run while
      // any child started meanwhile still holds it open for writing (`ETXTBSY`).
      try "printf '%s\\n' \"$1\" >> '\(log.path)'\n".write(to: receiver, atomically: true, encoding: .utf8)
      try """
      [Desktop Entry]
      Type=Application
      Name=Test receiver
      Exec=/bin/sh \(receiver.path) %u
      MimeType=x-scheme-handler/\(scheme);
      NoDisplay=true

      """.write(
        to: applications.appendingPathComponent("\(scheme)-receiver.desktop"), atomically: true,
        encoding: .utf8
      )
      try """
      [Default Applications]
      x-scheme-handler/\(scheme)=\(scheme)-receiver.desktop

      """.write(to: config.appendingPathComponent("mimeapps.list"), atomically: true, encoding: .utf8)
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
      environment["XDG_CONFIG_HOME"] = config.path
      self.environment = environment
    }

    /// The URLs the handler got, once it has written them: `gio` starts it and returns. The
    /// 60-second deadline only bounds a handler that never runs; a loaded machine can take
    /// seconds to start one.
    func received() async -> [String] {
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        if let text = try? String(contentsOf: log, encoding: .utf8), !text.isEmpty {
          return text.split(separator: "\n").map(String.init)
        }
        try? await Task.sleep(for: .milliseconds(20))
      }
      return []
    }

    func remove() {
      try? FileManager.default.removeItem(at: directory)
    }
  }
#endif
