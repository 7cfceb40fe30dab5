#if os(Linux)
  import Foundation

  /// One thing the desktop's search found in an app: a link, with what the search shows of it.
  ///
  /// A result *is* its link: the desktop gets the link's text as the result's identifier, and
  /// activating the result hands the app that link, which goes through the app's route table
  /// like every other link. There is no result without a link.
  public struct LinkSearchResult: Hashable, Sendable {
    /// The link activating the result opens, such as `notes://notes/3`.
    public var link: URL
    /// The result's name (a note's title).
    public var name: String
    /// One line under the name (the start of the note).
    public var description: String

    /// A result for `link`.
    public init(link: URL, name: String, description: String = "") {
      self.link = link
      self.name = name
      self.description = description
    }
  }
#endif
