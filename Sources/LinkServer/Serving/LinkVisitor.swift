/// Who asked for a link's page, read from its `User-Agent`: a person's browser, a chat app's
/// link previewer (it fetches a page to unfurl it in a conversation), or a scanner (a mail or
/// security gateway that fetches every link of a message before a person does, or a crawler).
///
/// A previewer's or a scanner's visit is no person's: it is counted apart
/// (`link_server_visits_total{visitor, agent}`), and it makes nothing — a `GET` never has a side
/// effect, and a `POST` from one (a claim) is refused with `403`. Read from a header any client
/// may set: it sorts the honest ones, it does not stop the rest (the limits do).
public enum LinkVisitor: Hashable, Sendable, CustomStringConvertible {
  /// A browser, or anything that does not say it is one of the others.
  case person
  /// A chat app's link previewer, by a short name (`slack`, `whatsapp`, …).
  case previewer(String)
  /// A mail or security scanner, or a crawler, by a short name (`safelinks`, `googlebot`, …).
  case scanner(String)

  /// The visitor a `User-Agent` names.
  public init(userAgent: String?) {
    guard let userAgent, !userAgent.isEmpty else {
      self = .person
      return
    }
    let text = userAgent.lowercased()
    if let match = Self.previewers.first(where: { text.contains($0.marker) }) {
      self = .previewer(match.name)
    } else if let match = Self.scanners.first(where: { text.contains($0.marker) }) {
      self = .scanner(match.name)
    } else {
      self = .person
    }
  }

  /// `person`, `previewer` or `scanner`.
  public var kind: String {
    switch self {
    case .person: "person"
    case .previewer: "previewer"
    case .scanner: "scanner"
    }
  }

  /// The agent's short name (`browser` for a person).
  public var agent: String {
    switch self {
    case .person: "browser"
    case let .previewer(name), let .scanner(name): name
    }
  }

  /// `kind/agent`.
  public var description: String { "\(kind)/\(agent)" }

  /// What each previewer's `User-Agent` contains (lower-cased), first match wins: iMessage's
  /// previewer says `facebookexternalhit … Twitterbot`, and is counted as `facebook`; Telegram's
  /// says `TelegramBot (like TwitterBot)`.
  static let previewers: [(marker: String, name: String)] = [
    ("slackbot-linkexpanding", "slack"), ("slack-imgproxy", "slack"), ("whatsapp", "whatsapp"),
    ("facebookexternalhit", "facebook"), ("facebookcatalog", "facebook"), ("telegrambot", "telegram"),
    ("twitterbot", "x"), ("discordbot", "discord"), ("linkedinbot", "linkedin"),
    ("skypeuripreview", "teams"), ("microsoftpreview", "teams"), ("mattermost", "mattermost"),
    ("signal", "signal"), ("pinterestbot", "pinterest"), ("redditbot", "reddit"), ("embedly", "embedly"),
    ("iframely", "iframely"), ("mastodon", "mastodon"), ("bluesky", "bluesky"), ("vkshare", "vk"),
  ]

  /// What each scanner's or crawler's `User-Agent` contains (lower-cased), first match wins.
  static let scanners: [(marker: String, name: String)] = [
    ("bingpreview", "bing"), ("microsoft office existence", "safelinks"), ("ms-office", "safelinks"),
    ("safelinks", "safelinks"), ("google-safety", "google-safety"), ("googlebot", "googlebot"), ("bingbot", "bing"),
    ("applebot", "applebot"), ("barracuda", "barracuda"), ("mimecast", "mimecast"), ("proofpoint", "proofpoint"),
    ("urlscan", "urlscan"), ("virustotal", "virustotal"), ("yandexbot", "yandex"), ("duckduckbot", "duckduckgo"),
    ("baiduspider", "baidu"), ("ahrefsbot", "ahrefs"), ("semrushbot", "semrush"), ("petalbot", "petal"),
    ("gptbot", "openai"), ("claudebot", "anthropic"), ("ccbot", "commoncrawl"), ("bot/", "bot"),
    ("crawler", "crawler"), ("spider", "crawler"), ("curl/", "curl"), ("wget/", "wget"),
    ("python-requests", "script"), ("go-http-client", "script"),
  ]
}
