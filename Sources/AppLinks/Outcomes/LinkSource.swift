import Foundation
import LinkRouting

/// Where a link came from, as far as the link itself tells.
public enum LinkSource: Codable, Hashable, Sendable, CustomStringConvertible {
  /// An app that named itself with `x-source` (x-callback-url). Anyone can write any name:
  /// this is a label, not proof (`RouteAccess` says how to check who calls).
  case caller(String)
  /// A link that names no caller: opened on the desktop (a click, a browser's handler,
  /// `xdg-open`, `gio open`, a second launch) or by the system.
  case desktop
  /// A link that names no caller, given to a command (`notes open` in a terminal or a script):
  /// what ``LinkOutcomes/arrival`` says for such a process.
  case commandLine
  /// An `https://` (or `http://`) link that names no caller: a universal link or an App Link,
  /// from the web.
  case web
  /// A deferred link: kept across the app's install by a claim the person carried, and given
  /// by the site when the app redeemed it (``LinkIntake/redeemingClaims(_:maximumAge:)``).
  case deferred(LinkCarrier)

  /// The source of `url`: ``caller(_:)`` when it carries a non-empty `x-source`, ``web`` for
  /// an `http(s)` link, else ``desktop``.
  package init(of url: URL) {
    // Most links carry no x-source: look for it before parsing the query.
    guard url.absoluteString.contains("x-source="),
      let name = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first(where: { $0.name == "x-source" })?.value,
      !name.isEmpty
    else {
      let scheme = url.scheme?.lowercased()
      self = scheme == "https" || scheme == "http" ? .web : .desktop
      return
    }
    self = .caller(name)
  }

  /// `desktop`, `command line`, `web`, `deferred (clipboard)` (the carrier in brackets), or
  /// the caller's name in quotes.
  public var description: String {
    switch self {
    case let .caller(name): "x-source \"\(name)\""
    case .desktop: "desktop"
    case .commandLine: "command line"
    case .web: "web"
    case let .deferred(carrier): "deferred (\(carrier))"
    }
  }
}
