import Foundation

/// One page the server answers with: a link's, or the page for a URL no route takes. Every
/// field is plain text; ``html`` escapes each where it writes it.
package struct LinkPage: Sendable {
  /// The HTTP status: 200 for a link, 404 for no route, 4xx for a URL the table refuses.
  package var status: Int
  /// The site.
  package var site: LinkSite
  /// The link's preview, when its route made one (and its signature, if any, held).
  package var preview: LinkPreview?
  /// One line saying why there is no preview or no link (a refused signature, no route).
  package var notice: String?
  /// The link as the page's address and Open Graph URL say it: every query value masked.
  package var maskedURL: String?
  /// The link as the app takes it on this host (a universal link), whole: the QR code and the
  /// Smart App Banner hand it to the app, which checks it.
  package var webLink: String?
  /// The same link in the app's custom scheme, whole, for "Open in ⟨app⟩".
  package var appLink: String?
  /// The QR code of ``webLink``, as SVG (written by the encoder, its label escaped there).
  package var qrCode: String?
  /// Whether the page offers "Install and continue" (the site keeps deferred links).
  package var offersClaim = false
  /// The claim just made for the link: the page shows its code instead of the link.
  package var claim: Claim?
  /// Where the page is read (``LinkPlatform``): the hand-off it offers first.
  package var platform: LinkPlatform = .other

  /// A claim as its page shows it.
  package struct Claim: Sendable {
    /// The code, as a person reads it.
    package var code: String
    /// When it stops being redeemable.
    package var expires: Date
    /// The QR code of the code, as SVG.
    package var qrCode: String?
  }
}
