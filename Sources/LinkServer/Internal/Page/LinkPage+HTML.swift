import Foundation
import LinkRouting

extension LinkPage {
  /// The page: HTML that reads without JavaScript or images, in the site's language, with a
  /// heading, text alternatives, and a dark scheme; Open Graph, Twitter card and Smart App
  /// Banner tags in its head.
  package var html: String {
    let name = HTMLText.escaped(site.name)
    let title = HTMLText.escaped(preview?.title ?? (status == 200 ? site.name : notice ?? site.name))
    let description = HTMLText.escaped(preview?.description ?? "")
    var head = [
      #"<meta charset="utf-8">"#,
      #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
      #"<meta name="color-scheme" content="light dark">"#,
      "<title>\(title == name ? name : "\(title) – \(name)")</title>",
      #"<meta property="og:site_name" content="\#(name)">"#,
      #"<meta property="og:type" content="website">"#,
      #"<meta property="og:title" content="\#(title)">"#,
      #"<meta name="twitter:title" content="\#(title)">"#,
    ]
    if !description.isEmpty {
      head += [
        #"<meta name="description" content="\#(description)">"#,
        #"<meta property="og:description" content="\#(description)">"#,
        #"<meta name="twitter:description" content="\#(description)">"#,
      ]
    }
    if let maskedURL { head.append(#"<meta property="og:url" content="\#(HTMLText.escaped(maskedURL))">"#) }
    if let image = preview?.image {
      let source = HTMLText.escaped(image.absoluteString)
      let alternative = HTMLText.escaped(preview?.imageDescription ?? "")
      head += [
        #"<meta property="og:image" content="\#(source)">"#,
        #"<meta property="og:image:alt" content="\#(alternative)">"#,
        #"<meta name="twitter:card" content="summary_large_image">"#,
        #"<meta name="twitter:image" content="\#(source)">"#,
        #"<meta name="twitter:image:alt" content="\#(alternative)">"#,
      ]
    } else {
      head.append(#"<meta name="twitter:card" content="summary">"#)
    }
    if let appStoreID = site.appStoreID {
      let argument = webLink.map { ", app-argument=\($0)" } ?? ""
      head.append(#"<meta name="apple-itunes-app" content="\#(HTMLText.escaped("app-id=\(appStoreID)\(argument)"))">"#)
    }
    if let icon = site.iconURL { head.append(#"<link rel="icon" href="\#(HTMLText.escaped(icon.absoluteString))">"#) }
    head.append("<style>\(Self.style)</style>")

    var body = ["<header>"]
    if let icon = site.iconURL {
      body.append(#"<img class="icon" src="\#(HTMLText.escaped(icon.absoluteString))" alt="" width="48" height="48">"#)
    }
    body += ["<p class=\"app\">\(name)</p>", "</header>", "<main>", "<h1>\(title)</h1>"]
    if !description.isEmpty { body.append("<p>\(description)</p>") }
    if let image = preview?.image {
      body.append(
        #"<img class="preview" src="\#(HTMLText.escaped(image.absoluteString))" alt="\#(HTMLText.escaped(preview?.imageDescription ?? ""))">"#
      )
    }
    if let notice, status == 200 || preview != nil {
      body.append(#"<p class="notice">\#(HTMLText.escaped(notice))</p>"#)
    }
    if let claim {
      body += claimSection(claim, name: name)
      body.append("</main>")
      return document(head: head, body: body)
    }
    if let webLink, status == 200 { body += handOff(webLink, name: name) }
    if let appLink {
      body.append(#"<p><a class="open" href="\#(HTMLText.escaped(appLink))">Open in \#(name)</a></p>"#)
    }
    if offersClaim, let webLink, status == 200, notice == nil {
      // Posted to the link's own path and query (its secrets already left out), never to
      // whatever address the page was opened at.
      let action = webLink.firstIndex(of: "/", after: "https://".count).map { String(webLink[$0...]) } ?? "/"
      body += [
        "<h2>Don’t have \(name) yet?</h2>",
        #"<form method="post" action="\#(HTMLText.escaped(action))"><button type="submit" class="open">"#
          + "Install and continue</button></form>",
        "<p class=\"fine\">You get a code that keeps this link until you first open \(name). "
          + "Nothing about you or your device is kept.</p>",
      ]
    }
    if let webLink {
      body.append(
        #"<p class="web">Or on a phone with \#(name): <a href="\#(HTMLText.escaped(webLink))">open the web link</a>.</p>"#
      )
    }
    body += downloadList(name: name)
    if let qrCode {
      body += [
        "<h2>On another device</h2>", "<figure>", qrCode,
        "<figcaption>Scan the code with a phone’s camera to open this link there.</figcaption>", "</figure>",
      ]
    }
    body.append("</main>")
    return document(head: head, body: body)
  }

  /// The claim's code, its copy button and QR code, the downloads, and what is kept.
  private func claimSection(_ claim: Claim, name: String) -> [String] {
    let until = claim.expires.formatted(
      Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash).time(
        includingFractionalSeconds: false
      )
      .timeSeparator(.colon))
    var section = [
      "<p>Install \(name), then open it: it offers to continue with this link. Copy the code, or scan it "
        + "on the device you install \(name) on.</p>",
      #"<p class="claim"><output id="claim">\#(HTMLText.escaped(claim.code))</output></p>"#,
      #"<p><button id="copy" type="button" class="open">Copy the code</button></p>"#,
      "<p class=\"fine\">The code works once, until \(HTMLText.escaped(until)) UTC. The site keeps this link "
        + "and the code until then, and nothing about you or your device.</p>",
    ]
    section += downloadList(name: name)
    if let qrCode = claim.qrCode {
      section += ["<figure>", qrCode, "<figcaption>The code, to scan on another device.</figcaption>", "</figure>"]
    }
    section.append("<script>\(Self.copyScript)</script>")
    return section
  }

  /// What an in-app browser's reader is offered first: the same page in the platform's browser,
  /// where the link can open the app. Nothing for any other reader.
  private func handOff(_ webLink: String, name: String) -> [String] {
    switch platform {
    case .android(inApp: true):
      guard let intent = Self.chromeIntent(for: webLink) else { return [] }
      return [
        #"<p><a class="open" id="hand-off" href="\#(HTMLText.escaped(intent))">Open in Chrome</a></p>"#,
        "<p class=\"fine\">This app’s browser cannot open \(name): Chrome can.</p>",
      ]
    case .iOS(inApp: true):
      let safari = "x-safari-" + webLink
      return [
        #"<p><a class="open" id="hand-off" href="\#(HTMLText.escaped(safari))">Open in Safari</a></p>"#,
        "<p class=\"fine\">This app’s browser cannot open \(name): Safari can (or tap ••• and Open in Safari).</p>",
      ]
    default:
      return []
    }
  }

  /// An `intent:` link that opens `webLink` in Chrome on Android, falling back to the same page:
  /// `intent://HOST/PATH?QUERY#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=…;end`.
  package static func chromeIntent(for webLink: String) -> String? {
    guard webLink.hasPrefix("https://") else { return nil }
    let rest = webLink.dropFirst("https://".count)
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    guard let fallback = webLink.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
    return "intent://\(rest)#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=\(fallback);end"
  }

  /// The site's downloads, under a heading, and (on a Linux desktop) the software center's
  /// `appstream:` link and the Flatpak reference, when the site names them.
  private func downloadList(name: String) -> [String] {
    var downloads = site.downloads
    if platform == .linux {
      var linux: [LinkSite.Download] = []
      if let id = site.flatpakID, let url = URL(string: "appstream://" + id) {
        linux.append(LinkSite.Download("Install from your software center", url: url))
      }
      if let reference = site.flatpakReference {
        linux.append(LinkSite.Download("Install with Flatpak", url: reference))
      }
      downloads = linux + downloads
    }
    if let package = site.playStorePackage, case .android = platform, let store = Self.playStore(package, claim?.code) {
      downloads.insert(LinkSite.Download("Get it on Google Play", url: store), at: 0)
    }
    guard !downloads.isEmpty else { return [] }
    var list = ["<h2>Get \(name)</h2>", "<ul class=\"downloads\">"]
    for download in downloads {
      list.append(
        #"<li><a href="\#(HTMLText.escaped(download.url.absoluteString))">\#(HTMLText.escaped(download.title))</a></li>"#
      )
    }
    list.append("</ul>")
    return list
  }

  /// The Play Store's page of `package`; with a claim's `code`, passed on as the install
  /// referrer, which the app reads on its first launch (its `installReferrer` carrier) without
  /// the clipboard.
  package static func playStore(_ package: String, _ code: String?) -> URL? {
    var components = URLComponents(string: "https://play.google.com/store/apps/details")
    components?.queryItems =
      [URLQueryItem(name: "id", value: package)] + (code.map { [URLQueryItem(name: "referrer", value: $0)] } ?? [])
    return components?.url
  }

  /// The one script a page has (the claim's, allowed by its hash in the page's
  /// `Content-Security-Policy`): copies the code when the button is pressed. Without
  /// JavaScript the code is still shown, to select or type.
  package static let copyScript = """
    document.getElementById("copy").addEventListener("click",function(){\
    navigator.clipboard.writeText(document.getElementById("claim").textContent).then(function(){\
    document.getElementById("copy").textContent="Copied"})})
    """

  private func document(head: [String], body: [String]) -> String {
    """
    <!doctype html>
    <html lang="\(HTMLText.escaped(site.language))">
    <head>
    \(head.joined(separator: "\n"))
    </head>
    <body>
    \(body.joined(separator: "\n"))
    </body>
    </html>

    """
  }

  /// Readable on a phone and a desktop, light or dark; the QR code keeps its white ground.
  static let style = """
    body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1.5rem;line-height:1.5;\
    color:#1d1d1f;background:#fff}\
    header{display:flex;align-items:center;gap:.75rem}.app{font-weight:600;margin:0}\
    .icon{border-radius:22%}.preview{max-width:100%;height:auto;border-radius:.5rem}\
    .notice{padding:.5rem .75rem;border-left:.25rem solid #c01c28;background:#fbe9eb}\
    .open{display:inline-block;padding:.6rem 1.2rem;border-radius:.5rem;background:#1c71d8;color:#fff;\
    text-decoration:none;font-weight:600}\
    figure{margin:0}figure svg{width:12rem;height:12rem}\
    .claim{font:600 1.6rem ui-monospace,monospace;letter-spacing:.05em}.fine{font-size:.9rem;opacity:.8}\
    button.open{border:0;font:inherit;font-weight:600;cursor:pointer}\
    @media (prefers-color-scheme:dark){body{color:#f6f5f4;background:#1e1e1e}\
    .notice{background:#3a1d20}a{color:#78aeed}.open{color:#fff;background:#1c71d8}}
    """
}

extension String {
  /// The first index of `character` at or after the `offset`-th character, if any.
  fileprivate func firstIndex(of character: Character, after offset: Int) -> Index? {
    guard let start = index(startIndex, offsetBy: offset, limitedBy: endIndex) else { return nil }
    return self[start...].firstIndex(of: character)
  }
}
