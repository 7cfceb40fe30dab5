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
    // Looked for in the link's bytes: `String.contains` of a string goes through Foundation's
    // `range(of:)` (CFStringFind on Linux), 6 % of a desktop link's way through the intake
    // (perf, 2026-11-29).
    guard Self.holdsSource(url.absoluteString),
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

  /// `x-source=`, as bytes: made once, not per link.
  private static let sourceKey = Array("x-source=".utf8)

  /// Whether `text` holds `x-source=`.
  private static func holdsSource(_ text: String) -> Bool {
    let needle = sourceKey
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count) where bytes[start] == UInt8(ascii: "x") {
        if (0..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
      }
      return false
    }
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
