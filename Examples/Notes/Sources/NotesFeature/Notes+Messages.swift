import ComposableLinks
import Foundation

/// The inputs and outputs of the x-callback routes.
extension Notes {
  /// `/create` input.
  package struct NewNote: Decodable, Equatable, Sendable {
    /// The title; required.
    package var title: String
    /// The text; empty when missing.
    package var body: String?
  }

  /// `title` without blanks around it (as a new note stores it), or nil when nothing is left:
  /// a title no note may have (a new note, a draft, an edit and an update all refuse it).
  static func trimmedTitle(_ title: String) -> String? {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Input of routes with a note id.
  package struct NoteLink: Codable, Equatable, Sendable {
    /// The note's id.
    package var id: Int64
  }

  /// `/notes/:id/update` input: what to change (at least one of the two).
  package struct NoteUpdate: Decodable, Equatable, Sendable {
    /// The note's id.
    package var id: Int64
    /// The new title; unchanged when missing, refused when blank.
    package var title: String?
    /// The new text; unchanged when missing.
    package var body: String?
  }

  /// `/search` input.
  package struct SearchQuery: Decodable, Equatable, Sendable {
    /// Text to look for in titles and bodies.
    package var query: String
    /// At most this many ids (default 20).
    package var limit: Int?
  }

  /// `/fetch` input.
  package struct FetchQuery: Decodable, Equatable, Sendable {
    /// At most this many notes (default 10).
    package var limit: Int?
  }

  /// `/create` output.
  package struct Created: Codable, Equatable, Sendable {
    /// The new note's id.
    package var id: Int64
  }

  /// `/notes/:id` output, and `/notes/:id/update`'s (the note as stored).
  package struct Shown: Codable, Equatable, Sendable {
    /// The id.
    package var id: Int64
    /// The title.
    package var title: String
    /// The text.
    package var body: String
  }

  /// `/search` output: `id=3&id=1`.
  package struct Found: Codable, Equatable, Sendable {
    /// The matching ids, newest first.
    package var id: [Int64]
  }

  /// `/fetch` output: `id=3&id=2&title=…&title=…`.
  package struct Fetched: Codable, Equatable, Sendable {
    /// The ids, newest first.
    package var id: [Int64]
    /// The titles, in the same order.
    package var title: [String]
  }
}
