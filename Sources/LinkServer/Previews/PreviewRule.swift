/// What a chat app needs of a link's page to unfurl it, one rule each. The limits are the
/// strictest the chat apps are known to keep; each rule's ``advice`` says whose it is.
public enum PreviewRule: String, CaseIterable, Sendable {
  /// The page answers `200` with HTML, without a redirect.
  case page
  /// `og:title` is there and at most ``maximumTitleLength`` characters.
  case title
  /// `twitter:card` says `summary_large_image` with an image, `summary` without.
  case card
  /// `og:image` is an absolute `https` URL.
  case imageURL
  /// The image answers `200`, without a redirect.
  case imageServed
  /// The image is served as one (`image/png`, `jpeg`, `gif`, `webp`) and its bytes are one.
  case imageType
  /// The image is at most ``maximumImageBytes``.
  case imageBytes
  /// The image is at least ``minimumImageSide`` pixels on each side.
  case imageDimensions
  /// `og:image:width` and `og:image:height`, where declared, are the image's own.
  case declaredDimensions

  /// WhatsApp shows no image larger than 300 KB.
  public static let maximumImageBytes = 300 * 1024
  /// Facebook (and WhatsApp) show no image smaller than 200 × 200 pixels.
  public static let minimumImageSide = 200
  /// Longer titles are cut in WhatsApp's and Slack's cards.
  public static let maximumTitleLength = 60

  /// What the rule asks and why, for the report.
  public var advice: String {
    switch self {
    case .page: "a page answers 200 with HTML, no redirect (an unfurler follows none reliably)"
    case .title: "og:title of at most \(Self.maximumTitleLength) characters (chats cut longer ones)"
    case .card: "twitter:card summary_large_image with an image, summary without"
    case .imageURL: "og:image is an absolute https URL (chats fetch nothing else)"
    case .imageServed: "the image answers 200 itself, no redirect"
    case .imageType: "the image is served as image/png, jpeg, gif or webp, and its bytes are that"
    case .imageBytes: "the image is at most 300 KB (WhatsApp shows none larger)"
    case .imageDimensions: "the image is at least 200 × 200 pixels (Facebook's minimum)"
    case .declaredDimensions: "og:image:width and og:image:height, where given, are the image's"
    }
  }
}
