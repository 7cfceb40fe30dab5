import ComposableLinks
import Foundation

/// The inputs and outputs of the x-callback routes.
extension Notes {
  /// `/create` input.
  public struct NewNote: Decodable, Equatable, Sendable {
    /// The title; required.
    public var title: String
    /// The text; empty when missing.
    public var body: String?
  }

  /// Input of routes with a note id.
  public struct NoteLink: Codable, Equatable, Sendable {
    /// The note's id.
    public var id: Int64
  }

  /// `/search` input.
  public struct SearchQuery: Decodable, Equatable, Sendable {
    /// Text to look for in titles and bodies.
    public var query: String
    /// At most this many ids (default 20).
    public var limit: Int?
  }

  /// `/fetch` input.
  public struct FetchQuery: Decodable, Equatable, Sendable {
    /// At most this many notes (default 10).
    public var limit: Int?
  }

  /// `/create` output.
  public struct Created: Codable, Equatable, Sendable {
    /// The new note's id.
    public var id: Int64
  }

  /// `/notes/:id` output.
  public struct Shown: Codable, Equatable, Sendable {
    /// The id.
    public var id: Int64
    /// The title.
    public var title: String
    /// The text.
    public var body: String
  }

  /// `/search` output: `id=3&id=1`.
  public struct Found: Codable, Equatable, Sendable {
    /// The matching ids, newest first.
    public var id: [Int64]
  }

  /// `/fetch` output: `id=3&id=2&title=…&title=…`.
  public struct Fetched: Codable, Equatable, Sendable {
    /// The ids, newest first.
    public var id: [Int64]
    /// The titles, in the same order.
    public var title: [String]
  }
}
