#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting

  extension LinkServer {
    /// Where the site's own short links answer: `/s/` and a code.
    static let shortLinkPrefix = "/s/"

    /// Makes a short link, `https://HOST/s/<code>`, for `link`: one of the site's links on
    /// which a person may land from the web (a screen, or a request its route allows), kept in
    /// ``LinkPages/shortLinks``. A person who follows it gets `link`'s page (its preview, "Open
    /// in ⟨app⟩", the hand-off of their platform), with a QR code of the short link;
    /// previewers and scanners get the same page and spend none of its uses.
    ///
    /// ```swift
    /// let short = try await server.shorten(URL(string: "https://notes.example.com/notes/3")!, uses: 3)
    /// // https://notes.example.com/s/7K3M0QRSTV
    /// ```
    ///
    /// - Parameters:
    ///   - link: An `https` link on the site's host that the map takes. Its secret parameters
    ///     (the configuration's `secretParameters`) are left out, as on its page.
    ///   - expires: When it stops answering; nil for never.
    ///   - uses: How many times people may follow it; nil for no limit.
    /// - Throws: ``ShortLinkError``.
    public func shorten(_ link: URL, expires: Date? = nil, uses: Int? = nil) async throws(ShortLinkError) -> URL {
      guard let store = pages.shortLinks else { throw .notKept }
      let masked = table.configuration.withoutValues(link.absoluteString)
      guard let target = target(of: link.absoluteString) else { throw .notOnThisSite(masked) }
      let received = "https://\(pages.site.host)\(target)"
      guard case let .matched(request, _, _, landing) = table.match(received) else { throw .notOnThisSite(masked) }
      guard landing, !SignedLinkFormat.isSigned(request) else { throw .noLanding(masked) }
      let kept = table.configuration.withoutSecrets(received)
      // A code is 50 random bits: a second try is already rare.
      for _ in 0..<4 {
        let code = ShortLinkCode.make()
        let short = ShortLink(path: Self.shortLinkPrefix + code, link: kept, expires: expires, uses: uses)
        let stored: Bool
        do {
          stored = try await store.shorten(short)
        } catch {
          throw .store(String(describing: error))
        }
        if stored, let url = URL(string: "https://\(pages.site.host)\(short.path)") {
          logger.info("short link made", metadata: ["link": "\(masked)"])
          return url
        }
      }
      throw .store("no free code was found")
    }

    /// Keeps the links of another service's export (Firebase Dynamic Links, Branch): a CSV whose
    /// first column is the old short link (`https://example.page.link/abc`, or its path) and
    /// whose second is the link it led to, a link of this site. The old paths then answer on
    /// the site's host: with the link's page, or with a `308` to it when `redirects`.
    ///
    /// A header line is skipped; a line whose old path a route of the site takes, one under
    /// `/.well-known/`, or one whose link is not the site's or leads where no person may land,
    /// is refused with its reason; a path already kept is left as it was. Nothing else is
    /// refused, and nothing is lost: the report names every line that was not kept.
    ///
    /// - Parameters:
    ///   - csv: The export, UTF-8.
    ///   - redirects: Whether the old paths answer with a `308` rather than the page.
    ///   - now: Nothing imported expires; the time is the store's (for links made later).
    /// - Throws: ``ShortLinkError/notKept`` or ``ShortLinkError/store(_:)``.
    public func importLinks(
      csv: String, redirects: Bool = false, now: Date = Date()
    ) async throws(ShortLinkError) -> ShortLinkImport {
      guard let store = pages.shortLinks else { throw .notKept }
      var report = ShortLinkImport()
      for (index, line) in csv.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let fields = Self.csvFields(String(line.trimmingCharacters(in: .whitespacesAndNewlines)))
        guard fields.count >= 2, !(fields[0].isEmpty && fields[1].isEmpty) else { continue }
        func refuse(_ reason: String) { report.refused.append(.init(line: index + 1, reason: reason)) }
        let old = fields[0]
        // A header names its columns: nothing in it is a link or a path.
        if index == 0, !old.hasPrefix("/"), !old.contains("://") { continue }
        guard let path = Self.path(of: old) else {
          refuse("\(old) is not a link or a path")
          continue
        }
        guard !path.hasPrefix("/.well-known/"), path != "/" else {
          refuse("\(path) is the site's own")
          continue
        }
        if case .matched = table.match("https://\(pages.site.host)\(path)") {
          refuse("\(path) is a link of the site's routes, which answer it")
          continue
        }
        let masked = table.configuration.withoutValues(fields[1])
        guard let target = target(of: fields[1]) else {
          refuse("\(masked) is not a link of this site")
          continue
        }
        let received = "https://\(pages.site.host)\(target)"
        guard case let .matched(request, _, _, landing) = table.match(received) else {
          refuse("\(masked) is not a link of this site that its routes take")
          continue
        }
        guard landing, !SignedLinkFormat.isSigned(request) else {
          refuse("no person may land on \(masked) from the web")
          continue
        }
        let link = ShortLink(path: path, link: table.configuration.withoutSecrets(received), redirects: redirects)
        do {
          if try await store.shorten(link) { report.kept.append(path) } else { report.taken.append(path) }
        } catch {
          throw .store(String(describing: error))
        }
      }
      logger.info(
        "links imported",
        metadata: [
          "kept": "\(report.kept.count)", "taken": "\(report.taken.count)", "refused": "\(report.refused.count)",
        ])
      return report
    }

    /// Where an app asks what one of the site's short links stands for: `POST`, the short link
    /// (or its path) as the body.
    package static let expandPath = "/.well-known/short-links/expand"

    /// Answers an app opened with a short link (AppLinks' `expandingShortLinks`): JSON,
    /// `{"link": …}`, one of its uses spent as a person's visit spends one, or
    /// `{"refused": "unknown" | "used" | "expired", "reason": …}`, as a redeem answers. `body`
    /// is the short link, or its path (nil: longer than any link the site reads).
    func expand(body: [UInt8]?) async -> LinkResponse {
      guard let store = pages.shortLinks else { return methodNotAllowed() }
      guard let body, body.count <= table.configuration.limits.maxURLLength else {
        return refused(.oversized, route: "expand")
      }
      guard let text = String(validating: body, as: UTF8.self)?.trimmingCharacters(in: .whitespacesAndNewlines),
        let target = text.hasPrefix("/") ? text : target(of: text)
      else { return refused(.malformed, route: "expand") }
      var path = String(target.prefix { $0 != "?" && $0 != "#" })
      if path.hasPrefix(Self.shortLinkPrefix) {
        guard let canonical = Self.canonicalShortPath(path) else { return refused(.unknown, route: "expand") }
        path = canonical
      }
      let short: ShortLink
      do {
        short = try await store.follow(path, true, Date())
      } catch let refusal as LinkClaimRefusal {
        return refused(refusal, route: "expand")
      } catch {
        logger.error("short links unreadable", metadata: ["error": "\(type(of: error))"])
        return json(503, #"{"error":"unavailable"}"#, "expand")
      }
      logger.info("short link expanded")
      return json(200, #"{"link":\#(jsonString(short.link))}"#, "expand")
    }

    /// The answer at `/s/<code>`: the page of its link, a `308`, or why not.
    func shortLinkPage(path: String, head: Bool, visitor: LinkVisitor, platform: LinkPlatform) async -> LinkResponse {
      guard let canonical = Self.canonicalShortPath(path) else {
        return gone(404, "There is no such short link.", head)
      }
      return await follow(canonical, head: head, visitor: visitor, platform: platform)
        ?? gone(404, "There is no such short link.", head)
    }

    /// `/s/` and the code of `path` (under `/s/`) as it is kept, read as a person typed it
    /// (``ShortLinkCode/reading(_:)``); nil when what follows `/s/` is no code.
    private static func canonicalShortPath(_ path: String) -> String? {
      ShortLinkCode.reading(path.dropFirst(shortLinkPrefix.count)).map { shortLinkPrefix + $0 }
    }

    /// The answer at a path an imported link answers, or nil when none does.
    func shortLinkPage(imported target: String, head: Bool, visitor: LinkVisitor, platform: LinkPlatform) async
      -> LinkResponse?
    {
      await follow(String(target.prefix { $0 != "?" && $0 != "#" }), head: head, visitor: visitor, platform: platform)
    }

    /// Follows the short link at `path`: a person spends one of its uses; a previewer or a
    /// scanner spends none (and gets the same page). Nil when no short link is there.
    private func follow(_ path: String, head: Bool, visitor: LinkVisitor, platform: LinkPlatform) async
      -> LinkResponse?
    {
      guard let store = pages.shortLinks else { return nil }
      let short: ShortLink
      do {
        short = try await store.follow(path, visitor == .person, Date())
      } catch LinkClaimRefusal.unknown {
        return nil
      } catch LinkClaimRefusal.expired {
        return gone(410, "This short link has expired.", head)
      } catch LinkClaimRefusal.used {
        return gone(410, "This short link has been followed as many times as it may be.", head)
      } catch {
        logger.error("short links unreadable", metadata: ["error": "\(error)"])
        return gone(503, "This short link cannot be read just now: try again later.", head)
      }
      guard !short.redirects else {
        return LinkResponse(
          status: 308, headers: [("Location", short.link), ("Content-Length", "0"), ("Cache-Control", "no-store")],
          body: [], route: "short")
      }
      return await linkPage(
        target: target(of: short.link) ?? "/", head: head, visitor: visitor, platform: platform,
        shortLink: "https://\(pages.site.host)\(path)")
    }

    /// A page that says a short link leads nowhere, and why.
    private func gone(_ status: Int, _ notice: String, _ head: Bool) -> LinkResponse {
      log(status, "short", nil)
      return page(LinkPage(status: status, site: pages.site, notice: notice), head, "short", noindex: true)
    }

    /// The path and query of `link` when it is an `https` link on the site's host.
    private func target(of link: String) -> String? {
      let prefix = "https://\(pages.site.host)"
      guard link.lowercased().hasPrefix(prefix.lowercased()) else { return nil }
      let rest = link.dropFirst(prefix.count)
      if rest.isEmpty { return "/" }
      return rest.first == "/" || rest.first == "?" ? (rest.first == "/" ? String(rest) : "/" + rest) : nil
    }

    /// The path of an old short link, given as a link or as a path.
    private static func path(of old: String) -> String? {
      if old.hasPrefix("/") { return old.contains(" ") ? nil : String(old.prefix { $0 != "?" && $0 != "#" }) }
      guard let url = URL(string: old), url.scheme != nil, url.host != nil else { return nil }
      let path = url.path
      return path.isEmpty || path == "/" ? nil : path
    }

    /// The fields of a CSV line: commas, and double quotes around a field that holds one.
    static func csvFields(_ line: String) -> [String] {
      var fields: [String] = []
      var field = ""
      var quoted = false
      var characters = line.makeIterator()
      while let character = characters.next() {
        switch character {
        case "\"" where quoted:
          // A doubled quote inside a quoted field is one quote.
          var lookahead = characters
          if lookahead.next() == "\"" {
            field.append("\"")
            characters = lookahead
          } else {
            quoted = false
          }
        case "\"" where field.isEmpty:
          quoted = true
        case "," where !quoted:
          fields.append(field.trimmingCharacters(in: .whitespaces))
          field = ""
        default:
          field.append(character)
        }
      }
      fields.append(field.trimmingCharacters(in: .whitespaces))
      return fields
    }
  }
#endif
