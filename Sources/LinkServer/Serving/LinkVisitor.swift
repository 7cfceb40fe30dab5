/// Who asked for a link's page, read from its `User-Agent`: a person's browser, a chat app's
/// link previewer (it fetches a page to unfurl it in a conversation), or a scanner (a mail or
/// security gateway that fetches every link of a message before a person does, or a crawler).
///
/// A previewer's or a scanner's visit is no person's: it is counted apart (the `visitor`
/// dimension of `link_server_requests_total`: `person`, `preview` or `scanner`), gets the same
/// page a person gets (no cloaking), and makes nothing — a `GET` never has a side effect, and a
/// `POST` from one (a claim) is refused with `403`. Read from a header any client may set: it
/// sorts the honest ones, it does not stop the rest (the limits do). An in-app browser
/// (Instagram's, Facebook's, TikTok's) is a person's.
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
    } else if Self.inAppBrowsers.contains(where: { text.contains($0) }) {
      self = .person
    } else if let match = Self.scanners.first(where: { text.contains($0.marker) }) {
      self = .scanner(match.name)
    } else {
      self = .person
    }
  }

  /// `person`, `preview` or `scanner`.
  public var kind: String {
    switch self {
    case .person: "person"
    case .previewer: "preview"
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

  /// What each previewer's `User-Agent` contains (lower-cased), first match wins, and where
  /// the agent is documented. iMessage's previewer says `facebookexternalhit … Twitterbot`, and
  /// is counted as `facebook`; Telegram's says `TelegramBot (like TwitterBot)`.
  static let previewers: [(marker: String, name: String, source: String)] = [
    ("slackbot-linkexpanding", "slack", "api.slack.com/robots"),
    ("slack-imgproxy", "slack", "api.slack.com/robots"),
    ("whatsapp", "whatsapp", "faq.whatsapp.com (link previews)"),
    ("facebookexternalhit", "facebook", "developers.facebook.com/docs/sharing/webmasters/web-crawlers"),
    ("facebookcatalog", "facebook", "developers.facebook.com/docs/sharing/webmasters/web-crawlers"),
    ("telegrambot", "telegram", "core.telegram.org/bots/webapps (link previews)"),
    ("twitterbot", "x", "developer.x.com/en/docs/x-for-websites/cards/guides/getting-started"),
    ("discordbot", "discord", "discord.com/developers/docs (embeds)"),
    ("linkedinbot", "linkedin", "linkedin.com/help/linkedin/answer/a521928"),
    ("skypeuripreview", "teams", "learn.microsoft.com (Teams link unfurling)"),
    ("microsoftpreview", "teams", "learn.microsoft.com (Teams link unfurling)"),
    ("mattermost", "mattermost", "docs.mattermost.com (link previews)"),
    ("pinterestbot", "pinterest", "help.pinterest.com/en/business/article/pinterest-crawler"),
    ("redditbot", "reddit", "support.reddithelp.com (link previews)"),
    ("embedly", "embedly", "embed.ly/docs"),
    ("iframely", "iframely", "iframely.com/docs"),
    ("mastodon", "mastodon", "docs.joinmastodon.org (preview cards)"),
    ("bluesky", "bluesky", "docs.bsky.app (link cards)"),
    ("vkshare", "vk", "dev.vk.com (sharing)"),
  ]

  /// In-app browsers, whose `User-Agent` may name the app that hosts them: a person's.
  static let inAppBrowsers = ["instagram", "fban/", "fbav/", "fb_iab", "musical_ly", "bytedancewebview", " line/"]

  /// What each scanner's or crawler's `User-Agent` contains (lower-cased), first match wins,
  /// and where the agent is documented. A positive list: a generic HTTP client (curl, an app's
  /// own `URLSession`) is no scanner, and is counted as a person.
  static let scanners: [(marker: String, name: String, source: String)] = [
    ("bingpreview", "bing", "bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0"),
    ("microsoft office existence", "safelinks", "learn.microsoft.com (Safe Links)"),
    ("ms-office", "safelinks", "learn.microsoft.com (Safe Links)"),
    ("safelinks", "safelinks", "learn.microsoft.com (Safe Links)"),
    (
      "google-safety", "google-safety",
      "developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers"
    ),
    ("googlebot", "googlebot", "developers.google.com/search/docs/crawling-indexing/googlebot"),
    ("bingbot", "bing", "bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0"),
    ("applebot", "applebot", "support.apple.com/en-us/119829"),
    ("barracuda", "barracuda", "campus.barracuda.com (link protection)"),
    ("mimecast", "mimecast", "community.mimecast.com (URL protect)"),
    ("proofpoint", "proofpoint", "proofpoint.com (URL defense)"),
    ("urlscan", "urlscan", "urlscan.io/about"),
    ("virustotal", "virustotal", "docs.virustotal.com"),
    ("yandexbot", "yandex", "yandex.com/support/webmaster/robot-workings/check-yandex-robots.html"),
    ("duckduckbot", "duckduckgo", "duckduckgo.com/duckduckbot"),
    ("baiduspider", "baidu", "help.baidu.com (spider)"),
    ("ahrefsbot", "ahrefs", "ahrefs.com/robot"),
    ("semrushbot", "semrush", "semrush.com/bot"),
    ("petalbot", "petal", "webmaster.petalsearch.com (PetalBot)"),
    ("gptbot", "openai", "platform.openai.com/docs/bots"),
    ("claudebot", "anthropic", "support.anthropic.com (crawler)"),
    ("ccbot", "commoncrawl", "commoncrawl.org/ccbot"),
    ("bot/", "bot", "any agent that calls itself a bot"),
    ("crawler", "crawler", "any agent that calls itself a crawler"),
    ("spider", "crawler", "any agent that calls itself a spider"),
  ]
}
