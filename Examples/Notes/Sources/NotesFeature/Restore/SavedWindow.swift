import ComposableLinks
import Foundation

/// Where the window was when it closed: the link of the screen it showed and its size.
///
/// The link is the restore format: the next start with no link of its own navigates to it
/// through ``Notes/links``, the same route table every other link goes through, so a restored
/// screen is exactly the screen that link shows (and a link that leads nowhere any more, such
/// as a deleted note's, ends on the list, which says so). A saved link is only ever navigated
/// to, never run as a request.
package struct SavedWindow: Codable, Equatable, Sendable {
  /// The smallest and largest sizes kept, in pixels; a saved size outside is brought inside.
  package static let widths: ClosedRange<Int> = 360...8192
  /// See ``widths``.
  package static let heights: ClosedRange<Int> = 294...8192
  /// The largest state file read, in bytes (a few hundred are written).
  package static let maximumSize = 16 * 1024

  /// The link of the screen shown, as `Notes.links.url(for:)` printed it.
  package var link: URL
  /// The window's width, in pixels.
  package var width: Int
  /// The window's height, in pixels.
  package var height: Int

  /// A saved window; the size is brought inside ``widths`` and ``heights``.
  package init(link: URL, width: Int, height: Int) {
    self.link = link
    self.width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound)
    self.height = min(max(height, Self.heights.lowerBound), Self.heights.upperBound)
  }

  /// Reads a state file's bytes. Anything but a small JSON object whose link a screen of
  /// ``Notes/links`` takes is refused with the reason.
  package init(reading data: Data) throws(SavedWindowError) {
    guard data.count <= Self.maximumSize else { throw .tooLarge(bytes: data.count) }
    let decoded: Stored
    do {
      decoded = try JSONDecoder().decode(Stored.self, from: data)
    } catch {
      throw .malformed
    }
    guard let link = URL(string: decoded.link), link.absoluteString.utf8.count <= 4096 else {
      throw .notAScreen(Self.shown(decoded.link))
    }
    var screen = Notes.State()
    guard case .success = Notes.links.screens.apply(link, to: &screen) else {
      throw .notAScreen(Self.shown(decoded.link))
    }
    self.init(link: link, width: decoded.width, height: decoded.height)
  }

  /// A link as an error shows it: its secrets hidden, at most 80 characters.
  private static func shown(_ link: String) -> String {
    String(Notes.configuration.redacted(link).prefix(80))
  }

  /// The state file's bytes.
  package func data() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding three plain values cannot fail.
    return (try? encoder.encode(Stored(link: link.absoluteString, width: width, height: height))) ?? Data()
  }

  /// The file's form: the link as text, so that a link `URL` would not read is refused here
  /// with a reason rather than by the decoder.
  private struct Stored: Codable {
    var link: String
    var width: Int
    var height: Int
  }
}
