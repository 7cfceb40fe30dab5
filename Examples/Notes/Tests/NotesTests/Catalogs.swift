@_spi(Testing) import ComposableLinks
import Foundation
import Testing

@testable import NotesFeature
@testable import NotesStore

#if os(Linux)
  /// The translations compiled as `scripts/install` compiles them (`msgfmt`), for tests.
  enum Catalogs {
    static let msgfmt = ExecutableLookup.find("msgfmt")
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../po").standardizedFileURL

    /// `root/locale/LANG/LC_MESSAGES/composable-links-notes.mo` for each `.po`; returns `root/locale`.
    static func compile(into root: URL) async throws -> URL {
      let locale = root.appendingPathComponent("locale")
      let translations = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".po") }
      #expect(!translations.isEmpty)
      for file in translations {
        let messages = locale.appendingPathComponent("\(file.dropLast(3))/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let compiled = try await ChildProcess.run(
          msgfmt ?? "msgfmt",
          [
            "--check", "-o", messages.appendingPathComponent("\(Translations.domain).mo").path,
            folder.appendingPathComponent(file).path,
          ],
          environment: ["LC_ALL": "C"])
        #expect(compiled.status == 0, "msgfmt \(file): \(compiled.error)")
      }
      return locale
    }
  }
#endif
