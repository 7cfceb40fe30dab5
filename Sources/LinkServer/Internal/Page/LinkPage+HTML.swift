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
    if let appLink {
      body.append(#"<p><a class="open" href="\#(HTMLText.escaped(appLink))">Open in \#(name)</a></p>"#)
    }
    if let webLink {
      body.append(
        #"<p class="web">Or on a phone with \#(name): <a href="\#(HTMLText.escaped(webLink))">open the web link</a>.</p>"#
      )
    }
    if !site.downloads.isEmpty {
      body.append("<h2>Get \(name)</h2>")
      body.append("<ul class=\"downloads\">")
      for download in site.downloads {
        body.append(
          #"<li><a href="\#(HTMLText.escaped(download.url.absoluteString))">\#(HTMLText.escaped(download.title))</a></li>"#
        )
      }
      body.append("</ul>")
    }
    if let qrCode {
      body += [
        "<h2>On another device</h2>", "<figure>", qrCode,
        "<figcaption>Scan the code with a phone’s camera to open this link there.</figcaption>", "</figure>",
      ]
    }
    body.append("</main>")
    return """
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
    @media (prefers-color-scheme:dark){body{color:#f6f5f4;background:#1e1e1e}\
    .notice{background:#3a1d20}a{color:#78aeed}.open{color:#fff;background:#1c71d8}}
    """
}
