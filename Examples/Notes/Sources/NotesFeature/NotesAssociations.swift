import ComposableLinks
import Foundation

/// The notes app's links from the web: the association files for its universal-link host,
/// written from its screens (``Notes/links``) and checked against them.
package enum NotesAssociations {
  /// The host whose `https` links open the app's screens.
  package static let host = "notes.example.com"

  /// The components that claim exactly the screens' paths.
  package static var claims: UniversalLinkClaims {
    Notes.links.screens.universalLinkClaims()
  }

  /// The screens' example links, as links from the web (`notes://notes/3` is
  /// `https://notes.example.com/notes/3`).
  package static func webExamples(host: String = host) -> [URL] {
    Notes.links.screens.exampleLinks.compactMap { webLink(for: $0, host: host) }
  }

  /// `link` (a `notes://` link) as the same link on `host`.
  package static func webLink(for link: URL, host: String = host) -> URL? {
    guard var components = URLComponents(url: link, resolvingAgainstBaseURL: false) else { return nil }
    // The custom scheme's host is the first path segment.
    let first = components.host.map { $0.isEmpty ? "" : "/" + $0 } ?? ""
    components.percentEncodedPath = first + components.percentEncodedPath
    components.scheme = "https"
    components.host = host
    return components.url
  }

  /// Checks an association file (Apple's or Android's, told apart by its shape) against the
  /// screens of `host`: per route, per component, per example (see `UniversalLinkClaims`).
  ///
  /// - Throws: `AssociationFileError` when the file cannot be read, or holds no rules (an
  ///   `assetlinks.json` without dynamic rules only names the apps; its paths are in the
  ///   app's manifest).
  package static func check(_ data: Data, host: String = host) throws(AssociationFileError) -> AssociationReport {
    let claims = try UniversalLinkClaims(associationFile: data)
    let screens = Notes.links.screens
    return claims.check(
      host: host, patterns: screens.patterns, examples: webExamples(host: host),
      route: { url in
        // The table knows its own host; a file for another is checked path for path.
        var onOurHost = URLComponents(url: url, resolvingAgainstBaseURL: false)
        onOurHost?.host = Self.host
        return onOurHost?.url.flatMap { screens.pattern(matching: $0)?.description }
      }
    )
  }

  /// Reads the association file at `file`, refusing one larger than the platforms read
  /// (`AssociationFileError.tooLarge`).
  package static func read(_ file: URL) throws -> Data {
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    guard size <= AssociationFileError.maximumSize else { throw AssociationFileError.tooLarge(bytes: size) }
    return try Data(contentsOf: file)
  }

  /// Checks the file `data` holds (or prints why there is none) against the screens of
  /// `host`, as `notes associations --check` does: prints the report, and returns the exit
  /// status, 0 when the file agrees with the routes, 1 when it does not, 2 when it cannot be
  /// read.
  package static func printCheck(of data: Result<Data, any Error>, host: String = host) -> Int32 {
    do {
      let report = try check(try data.get(), host: host)
      print(report)
      guard report.agrees else {
        printError(
          localizedPlural(
            "%@ disagreement between the file and the routes.", "%@ disagreements between the file and the routes.",
            count: report.lines.filter { !$0.agrees }.count))
        return 1
      }
      return 0
    } catch {
      printError("\(error)")
      return 2
    }
  }
}
