/// The platform a page is read on, from its `User-Agent` alone (no script): what decides the
/// hand-off a page offers. An in-app browser (Instagram's, Facebook's, TikTok's, an Android
/// WebView) never lets a universal link or an App Link open the app, so the page first hands
/// the link to the platform's browser.
package enum LinkPlatform: Equatable, Sendable {
  /// Android: in an app's browser, or not.
  case android(inApp: Bool)
  /// iOS or iPadOS: in an app's browser, or not.
  case iOS(inApp: Bool)
  /// A Linux desktop.
  case linux
  /// Anything else (a desktop browser, a previewer, no `User-Agent`).
  case other

  /// The markers of the in-app browsers that do not say "WebView" in a standard way.
  static let inAppMarkers = [
    "fban/", "fbav/", "fb_iab", "instagram", "musical_ly", "bytedancewebview", " line/", "snapchat",
  ]

  package init(userAgent: String?) {
    let text = (userAgent ?? "").lowercased()
    let inApp = Self.inAppMarkers.contains { text.contains($0) }
    if text.contains("android") {
      self = .android(inApp: inApp || text.contains("; wv)"))
    } else if text.contains("iphone") || text.contains("ipad") || text.contains("ipod") {
      // Safari, and the other browsers (CriOS, FxiOS), say "Safari/"; an app's WKWebView does not.
      self = .iOS(inApp: inApp || !text.contains("safari/"))
    } else if text.contains("linux") && (text.contains("x11") || text.contains("wayland") || text.contains("x86_64")) {
      self = .linux
    } else {
      self = .other
    }
  }
}
