#if os(Linux)
  import Foundation
  import FoundationXML
  import NotesFeature
  import Testing

  /// The validators the metadata test runs.
  private let validators = ["desktop-file-validate", "appstreamcli"]

  /// What `notes install-handler` writes for the window is what freedesktop's validators
  /// accept: the desktop entry (`desktop-file-validate`) and the AppStream metainfo
  /// (`appstreamcli validate --no-net`); the icons are SVG; and `uninstall-handler` removes
  /// every file install wrote. In CI the validators are installed (`scripts/install-prerequisites`),
  /// so the test runs there whatever this machine has.
  @Suite(
    .enabled(
      if: validators.allSatisfy { Sandbox.executable($0) != nil }
        || ProcessInfo.processInfo.environment["CI"] == "true",
      "needs desktop-file-utils and appstream (scripts/install-prerequisites)")
  )
  struct NotesMetadataTests {
    static let id = "dev.composablelinks.Notes"

    @Test func theValidatorsAcceptWhatInstallWritesAndUninstallRemovesIt() async throws {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let install = try await sandbox.notes("install-handler")
      #expect(install.status == 0, "\(install.error)")
      let written = install.output.split(separator: "\n").compactMap { line in
        line.hasPrefix("wrote ") ? String(line.dropFirst("wrote ".count)) : nil
      }
      let data = sandbox.data.path
      #expect(
        Set(written) == [
          "\(data)/applications/\(Self.id).desktop", "\(data)/dbus-1/services/\(Self.id).service",
          "\(data)/icons/hicolor/scalable/apps/\(Self.id).svg",
          "\(data)/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg", "\(data)/metainfo/\(Self.id).metainfo.xml",
          "\(data)/gnome-shell/search-providers/\(Self.id).search-provider.ini",
          "\(data)/dbus-1/services/\(Self.id).SearchProvider.service",
        ])

      let entry = try await sandbox.run(
        Sandbox.executable("desktop-file-validate") ?? "desktop-file-validate",
        ["\(data)/applications/\(Self.id).desktop"])
      #expect(entry.status == 0 && entry.output.isEmpty, "\(entry.output)\(entry.error)")
      let metainfo = try await sandbox.run(
        Sandbox.executable("appstreamcli") ?? "appstreamcli",
        ["validate", "--pedantic", "--no-net", "\(data)/metainfo/\(Self.id).metainfo.xml"])
      #expect(metainfo.status == 0, "\(metainfo.output)\(metainfo.error)")
      // Every finding but two kept on purpose: the reverse-DNS id's capitals (GNOME's own apps'
      // ids have them: `org.gnome.TextEditor`), and `<developer>`, which AppStream 1.0 asks for
      // in place of `<developer_name>` and which Debian 12's appstream (0.16) does not know yet.
      let findings = metainfo.output.split(separator: "\n").filter {
        $0.hasPrefix("E:") || $0.hasPrefix("W:") || $0.hasPrefix("I:") || $0.hasPrefix("P:")
      }
      let kept = findings.filter {
        !$0.contains("cid-contains-uppercase-letter") && !$0.contains("unknown-tag developer")
      }
      #expect(kept.isEmpty, "\(metainfo.output)")

      // Each screenshot a software centre is sent to is in the repository, with a caption.
      let info = try String(contentsOfFile: "\(data)/metainfo/\(Self.id).metainfo.xml", encoding: .utf8)
      let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../../docs/images"
      ).standardizedFileURL
      #expect(NotesDesktopMetadata.screenshots.count >= 4)
      for shot in NotesDesktopMetadata.screenshots {
        #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent(shot.image).path), "\(shot.image)")
        #expect(
          info.contains("/main/docs/images/\(shot.image)</image>")
            && info.contains("<caption>\(shot.caption)</caption>"))
      }
      for kind in ["homepage", "bugtracker", "vcs-browser"] {
        #expect(info.contains("<url type=\"\(kind)\">\(NotesDesktopMetadata.repository)"), "\(kind)")
      }

      for icon in written where icon.hasSuffix(".svg") {
        let parser = XMLParser(contentsOf: URL(fileURLWithPath: icon))
        #expect(parser?.parse() == true, "\(icon) is not well-formed XML")
        #expect(try String(contentsOfFile: icon, encoding: .utf8).contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      }
      let text = try String(contentsOfFile: "\(data)/applications/\(Self.id).desktop", encoding: .utf8)
      #expect(text.contains("\nIcon=\(Self.id)\n") && text.contains("\nCategories=Office;\n"))
      #expect(text.contains("\nKeywords=note;notes;link;x-callback-url;\n"), "\(text)")
      #expect(text.contains("\nStartupNotify=true\n") && text.contains("\nX-GNOME-SingleWindow=true\n"), "\(text)")
      #expect(!text.contains("NoDisplay"), "the window is listed in menus")

      let uninstall = try await sandbox.notes("uninstall-handler")
      #expect(uninstall.status == 0, "\(uninstall.error)")
      for path in written { #expect(!FileManager.default.fileExists(atPath: path), "\(path) was left behind") }
    }
  }
#endif
