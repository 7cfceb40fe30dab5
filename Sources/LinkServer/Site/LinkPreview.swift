import Foundation

/// What a link's page shows of what it leads to, and what a chat shows when the link is pasted
/// (Open Graph and Twitter card tags): made by the app, per route, when the page is asked for.
///
/// Every field is text, escaped where it is written; none is read as HTML. Made by the app and
/// read by the server alone: its parts are given to the initializer.
public struct LinkPreview: Hashable, Sendable {
  /// The page's heading and title.
  package var title: String
  /// A sentence or two under it.
  package var description: String
  /// An image of it (`https`), or nil.
  package var image: URL?
  /// What the image shows, for a person who cannot see it.
  package var imageDescription: String

  /// A preview.
  ///
  /// - Parameters:
  ///   - title: The page's heading and title.
  ///   - description: A sentence or two under it.
  ///   - image: An image of it.
  ///   - imageDescription: What the image shows.
  public init(title: String, description: String = "", image: URL? = nil, imageDescription: String = "") {
    self.title = title
    self.description = description
    self.image = image
    self.imageDescription = imageDescription
  }
}
