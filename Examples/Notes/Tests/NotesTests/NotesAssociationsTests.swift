#if os(Linux)
  import ComposableLinks
  import Foundation
  import NotesFeature
  import Testing

  /// Links from the web: the association files `notes associations` writes, checked against the
  /// app's screens, and published files read from disk and fetched over HTTPS.
  @Suite struct NotesAssociationsTests {
    @Test func theWrittenClaimsAgreeWithTheScreensAndEveryExampleLands() async throws {
      let file = NotesAssociations.claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"])
      let report = try NotesAssociations.check(file)
      #expect(report.agrees, "\(report)")
      #expect(report.lines.contains { $0.subject == "example https://notes.example.com/notes/3" && $0.agrees })
      #expect(NotesAssociations.webExamples().map(\.absoluteString).contains("https://notes.example.com/notes/42"))
      // Published with the old pattern, still claimed.
      #expect(NotesAssociations.claims.claims(URL(string: "https://notes.example.com/note/3")!))
    }

    @Test func snippetsAndDeviceCommandsQuoteWhatTheyCarry() throws {
      let patterns = try ["/notes", "/notes/:id", "/files/**"].map { try RoutePattern($0) }
      let filter = AssociationSnippets.intentFilter(host: "notes.example.com", patterns: patterns)
      #expect(filter.contains(#"android:path="/notes""#))
      #expect(filter.contains(#"android:pathAdvancedPattern="/notes/[^/]+""#))
      #expect(filter.contains(#"android:pathAdvancedPattern="/files(/.*)?""#))
      #expect(AssociationSnippets.entitlement(hosts: ["a&b"]).contains("applinks:a&amp;b"))
      #expect(
        AssociationSnippets.bundleURLTypes(name: "dev.example", schemes: ["notes"]).contains("<string>notes</string>"))

      let link = try #require(URL(string: "notes://search?query=it's"))
      #expect(
        AssociationSnippets.DeviceCommands.simulator(link)
          == #"xcrun simctl openurl booted 'notes://search?query=it'\''s'"#)
      #expect(
        AssociationSnippets.DeviceCommands.android(link).hasPrefix(
          "adb shell am start -W -a android.intent.action.VIEW -d "))
      #expect(
        AssociationSnippets.DeviceCommands.maestroFlow(appID: "dev.example", links: [link]) == """
          appId: "dev.example"
          ---
          - openLink: "notes://search?query=it's"

          """)
    }

    static let entitlements = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Notes.entitlements")

    /// An app's entitlements read against the site's file: each claim on the site's host backed
    /// or named; other hosts' left alone.
    @Test func theEntitlementsTheSiteDoesNotVouchForAreNamed() throws {
      let plist = try Data(contentsOf: Self.entitlements)
      let linksOnly = NotesAssociations.claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"])
      #expect(
        try EntitlementCheck.check(entitlements: plist, associationFile: linksOnly, host: "notes.example.com") == [
          .init(claim: "applinks:notes.example.com", vouched: true),
          .init(claim: "webcredentials:notes.example.com?mode=developer", vouched: false),
          .init(claim: "appclips:notes.example.com", vouched: false),
        ])
      let everything = NotesAssociations.claims.appleAppSiteAssociation(
        appIDs: ["ABCDE12345.dev.example.notes"], webCredentials: ["ABCDE12345.dev.example.notes"],
        appClips: ["ABCDE12345.dev.example.notes"])
      #expect(
        try EntitlementCheck.check(entitlements: plist, associationFile: everything, host: "notes.example.com")
          .allSatisfy(\.vouched))
      // Another app's id (given, not the entitlements' own) is vouched for nowhere.
      #expect(
        try EntitlementCheck.check(
          entitlements: plist, associationFile: everything, host: "notes.example.com", appID: "ZZZZZ99999.other"
        ).allSatisfy { !$0.vouched })
      #expect(throws: EntitlementCheck.Failure.unreadableEntitlements) {
        try EntitlementCheck.check(entitlements: Data("not a plist".utf8), associationFile: everything, host: "x")
      }
      #expect(throws: EntitlementCheck.Failure.unreadableAssociationFile) {
        try EntitlementCheck.check(entitlements: plist, associationFile: Data("[1]".utf8), host: "x")
      }
      let anonymous = Data(
        #"<?xml version="1.0"?><plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>"#.utf8)
      #expect(throws: EntitlementCheck.Failure.noAppID) {
        try EntitlementCheck.check(entitlements: anonymous, associationFile: everything, host: "x")
      }
    }

    @Test func fetchingRefusesWhatThePlatformsRefuse() async throws {
      let json = Data("{}".utf8)
      #expect(
        try AssociationFetch.accept(status: 200, contentType: "application/json; charset=utf-8", body: json) == json)
      for (status, type) in [(301, "application/json"), (404, "application/json"), (200, "text/html"), (200, nil)] {
        #expect(throws: AssociationFileError.self) {
          try AssociationFetch.accept(status: status, contentType: type, body: json)
        }
      }
      #expect(throws: AssociationFileError.tooLarge(bytes: 131_073)) {
        try AssociationFetch.accept(status: 200, contentType: "application/json", body: Data(count: 131_073))
      }
    }

    @Test(.enabled(if: Sandbox.hasTools, "needs xdg-open (scripts/install-prerequisites)"))
    func theCommandWritesBothFilesAndChecksThemOnDiskAndOverHTTPS() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let site = sandbox.root.appendingPathComponent("site/.well-known")
      let written = try await sandbox.notes(
        "associations", "--apple-app-id", "ABCDE12345.dev.example.notes", "--android-package", "dev.example.notes",
        "--android-sha256", "AB:CD:EF", "--dynamic", "--output", site.path)
      #expect(written.status == 0, "\(written.error)")
      let apple = site.appendingPathComponent("apple-app-site-association").path
      let android = site.appendingPathComponent("assetlinks.json").path
      for file in [apple, android] {
        let checked = try await sandbox.notes("associations", "--check", file)
        #expect(checked.status == 0, "\(checked.output)\(checked.error)")
        #expect(checked.output.contains("✔ route /notes/:id: claimed"))
      }
      // The app's entitlements claim passwords and an App Clip on the host too: the file the
      // command wrote for links alone vouches for neither, and says so.
      let claimed = try await sandbox.notes("associations", "--check", apple, "--entitlements", Self.entitlements.path)
      #expect(claimed.status == 1, "\(claimed.output)\(claimed.error)")
      #expect(claimed.output.contains("ok      entitlement applinks:notes.example.com"), "\(claimed.output)")
      #expect(claimed.output.contains("MISSING entitlement webcredentials:notes.example.com?mode=developer"))
      #expect(claimed.error.contains("2 entitlements the site does not vouch for."), "\(claimed.error)")
      #expect(!claimed.output.contains("other.example.org"))
      // A file that claims every path of the host fails, naming what it claims wrongly.
      let catchAll = sandbox.root.appendingPathComponent("site/catch-all.json")
      try Data(#"{"applinks":{"details":[{"appIDs":["A.b"],"components":[{"/":"/*"}]}]}}"#.utf8).write(to: catchAll)
      let wrong = try await sandbox.notes("associations", "--check", catchAll.path)
      #expect(wrong.status == 1)
      #expect(wrong.output.contains("✘ unrouted /zz-not-routed: claimed, but no route takes it"))
      let devices = try await sandbox.notes(
        "associations", "--device-commands", "--android-package", "dev.example.notes")
      #expect(devices.output.contains("xcrun simctl openurl booted 'https://notes.example.com/notes/3'"))
      #expect(devices.output.contains("- openLink: \"notes://search?query=milk%20%26%20eggs\""))
      let snippets = try await sandbox.notes("associations", "--snippets")
      #expect(snippets.output.contains("<string>applinks:notes.example.com</string>"))
      let plain = try await sandbox.notes("associations", "--check", "http://127.0.0.1:1/x")
      #expect(plain.status == 2 && plain.error.contains("not HTTPS"))

      // Over HTTPS from a local server, as the platforms fetch it. Its certificate is checked
      // against the system's authorities (refused: self-signed), or against a PEM file the
      // user names (a staging server's authority).
      let (certificate, key) = try await sandbox.selfSignedCertificate()
      // Served wrongly: too large, and not JSON.
      try Data(count: 131_073).write(to: site.appendingPathComponent("large"))
      try Data("{ not json".utf8).write(to: site.appendingPathComponent("broken"))
      let server = try await LocalScript(
        "association-server", [sandbox.root.appendingPathComponent("site").path, certificate, key])
      defer { server.stop() }
      let base = "https://127.0.0.1:\(server.port)"
      let untrusted = try await sandbox.notes(
        "associations", "--check", "\(base)/.well-known/apple-app-site-association")
      #expect(untrusted.status == 2, "\(untrusted.output)\(untrusted.error)")
      #expect(untrusted.error.lowercased().contains("certificate"), "\(untrusted.error)")
      func fetched(_ path: String) async throws -> (status: Int32, output: String, error: String) {
        try await sandbox.notes("associations", "--ca-certificate", certificate, "--check", base + path)
      }
      let served = try await fetched("/.well-known/apple-app-site-association")
      #expect(served.status == 0, "\(served.output)\(served.error)")
      #expect(served.output.contains("✔ route /notes/:id: claimed"))
      let redirected = try await fetched("/redirect/.well-known/apple-app-site-association")
      #expect(redirected.status == 2, "\(redirected.error)")
      #expect(redirected.error.contains("a redirect (301)"), "\(redirected.error)")
      let text = try await fetched("/text/.well-known/apple-app-site-association")
      #expect(text.status == 2 && text.error.contains("content type text/plain"), "\(text.error)")
      let large = try await fetched("/.well-known/large")
      #expect(large.status == 2 && large.error.contains("131073"), "\(large.error)")
      let broken = try await fetched("/.well-known/broken")
      #expect(broken.status == 2, "\(broken.output)\(broken.error)")
      let missing = try await fetched("/.well-known/none")
      #expect(missing.status == 2, "\(missing.error)")
      #expect(missing.error.contains("status 404"), "\(missing.error)")
    }
  }

#endif
