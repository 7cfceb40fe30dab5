#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import Logging

  /// What the server answers one request with, before any HTTP library writes it.
  package struct LinkResponse: Sendable {
    /// The status code.
    package var status: Int
    /// The header fields, in order.
    package var headers: [(name: String, value: String)]
    /// The body (empty for `HEAD` and `304`).
    package var body: [UInt8]
    /// What the request is counted as: its route's pattern, `association`, `unmatched` or
    /// `refused` (never anything of the URL itself).
    package var route: String
  }

  extension LinkServer {
    /// Answers a request: `method`, its `target` (path and query, as sent), whether it named its
    /// host (`Host`, or HTTP/2's `:authority`), its longest header value's length, its
    /// `If-None-Match`, and for a `POST` its body (nil when it is longer than ``maximumBody``).
    ///
    /// The host a request names is never used to build a link: every link is on the site's own
    /// host. A request that names none is refused (`400`), as RFC 9112 asks of HTTP/1.1.
    ///
    /// `client` is the client's address (the connection's peer, or the trusted proxy header's),
    /// read only to count its claims (``DeferredLinks/perClient``): hashed, never kept.
    ///
    /// `visitor` is who sent it (``LinkVisitor``, from its `User-Agent`): a previewer's or a
    /// scanner's `POST` makes no claim (`403`). `platform` is where it is read
    /// (``LinkPlatform``, from the same header): the hand-off its page offers.
    package func respond(
      method: String, target: String, namesHost: Bool = true, longestHeader: Int = 0, ifNoneMatch: String? = nil,
      body: [UInt8]? = [], client: String? = nil, visitor: LinkVisitor = .person, platform: LinkPlatform = .other
    ) async -> LinkResponse {
      let head = method == "HEAD"
      guard namesHost else {
        return page(LinkPage(status: 400, site: pages.site, notice: "The request names no host."), head, "refused")
      }
      guard method == "GET" || head || method == "POST" else { return methodNotAllowed() }
      let limits = table.configuration.limits
      if target.utf8.count > limits.maxURLLength {
        return page(
          LinkPage(status: 414, site: pages.site, notice: "This link is longer than \(pages.site.name) reads."), head,
          "refused")
      }
      if longestHeader > limits.maxURLLength {
        return page(
          LinkPage(status: 431, site: pages.site, notice: "The request’s headers are too large."), head, "refused")
      }
      let path = target.prefix { $0 != "?" && $0 != "#" }
      if method == "POST" {
        if path == Self.redeemPath { return await redeem(body: body) }
        guard visitor == .person else {
          // A previewer or a scanner presses no button: what it posts makes nothing.
          logger.info("claim refused", metadata: ["reason": "not a person", "visitor": "\(visitor)"])
          return page(
            LinkPage(status: 403, site: pages.site, notice: "Codes are made for a person, not for \(visitor.kind)s."),
            false, "refused")
        }
        if path == Self.expandPath { return await expand(body: body) }
        if associationFile(at: path) != nil { return methodNotAllowed(post: false) }
        return await claimPage(target: target, client: client, platform: platform)
      }
      switch associationFile(at: path) {
      case .absent?:
        // No app of this platform: nothing to vouch for, and no page in its place.
        return LinkResponse(
          status: 404, headers: [("Content-Length", "0"), ("Cache-Control", "public, max-age=3600")], body: [],
          route: "association")
      case let .file(file)?:
        var response = LinkResponse(
          status: 200,
          headers: [("Content-Type", "application/json"), ("ETag", file.etag), ("Cache-Control", file.cacheControl)],
          body: head ? [] : file.bytes, route: "association")
        if let ifNoneMatch, Self.matches(ifNoneMatch, file.etag) {
          response.status = 304
          response.body = []
        } else {
          response.headers.append(("Content-Length", String(file.bytes.count)))
        }
        return response
      case nil:
        if pages.shortLinks != nil, path.hasPrefix(Self.shortLinkPrefix) {
          return await shortLinkPage(path: String(path), head: head, visitor: visitor, platform: platform)
        }
        return await linkPage(target: target, head: head, visitor: visitor, platform: platform)
      }
    }

    /// The page of the link at `target` on the site's host; for a short link's, `shortLink` is
    /// the link its QR code carries (shorter than the page's own). A path no route takes may be
    /// a link imported from another service (``importLinks(csv:redirects:now:)``).
    func linkPage(
      target: String, head: Bool, visitor: LinkVisitor, platform: LinkPlatform, shortLink: String? = nil
    ) async -> LinkResponse {
      let site = pages.site
      let configuration = table.configuration
      // What reaches the app keeps the link whole but for its secret parameters (tokens,
      // passwords: ``LinkConfiguration/secretParameters``), which no page carries; a signature
      // and a nonce stay (the app checks the one and spends the other). What a page says in
      // its text and tags masks every value, as the app's outcome record does.
      let received = "https://\(site.host)\(target.hasPrefix("/") ? target : "/" + target)"
      let webLink = configuration.withoutSecrets(received)
      var page = LinkPage(status: 200, site: site)
      page.platform = platform
      switch table.match(received) {
      case let .matched(request, rule, signedOnly, landing):
        page.maskedURL = configuration.withoutValues(received)
        page.webLink = webLink
        page.appLink = appLink(for: request, webLink: webLink)
        page.qrCode = qrCodes.svg(of: shortLink ?? webLink)
        // A claim only where a person may land (a screen; a request its route allows): what
        // the site signs, the app runs. A signed link is the signer's to give: a claim would
        // replace its signature with the site's, and its route would refuse it.
        page.offersClaim = pages.deferredLinks != nil && landing && !SignedLinkFormat.isSigned(request)
        switch await signature(of: received, request: request, rule: rule, signedOnly: signedOnly) {
        case let .some(refusal):
          page.notice = refusal
        case .none:
          if let make = previews[request.pattern] { page.preview = await preview(make, request) }
        }
        log(page.status, request.pattern.description, page.maskedURL)
        return self.page(
          page, head, shortLink == nil ? request.pattern.description : "short",
          noindex: SignedLinkFormat.isSigned(request) || shortLink != nil)
      case .notMatched:
        if shortLink == nil, pages.shortLinks != nil,
          let imported = await shortLinkPage(imported: target, head: head, visitor: visitor, platform: platform)
        {
          return imported
        }
        page.status = 404
        page.notice = "There is no such page."
        log(404, "unmatched", configuration.withoutValues(received))
        return self.page(page, head, "unmatched")
      case let .unreadable(error):
        page.status = 400
        page.notice = "This link cannot be read: \(configuration.scrubbedOfEveryValue(error.description, of: received))"
        log(400, "refused", configuration.withoutValues(received))
        return self.page(page, head, "refused")
      case let .refused(error):
        page.status = 400
        page.notice = "This link is refused: \(configuration.scrubbedOfEveryValue(error.description, of: received))"
        log(400, "refused", configuration.withoutValues(received))
        return self.page(page, head, "refused")
      }
    }

    /// Whether an `If-None-Match` list names `etag`, by RFC 9110's weak comparison (what that
    /// header asks for: `W/"x"` matches `"x"`), or is `*`.
    static func matches(_ ifNoneMatch: String, _ etag: String) -> Bool {
      func opaque(_ tag: Substring) -> Substring {
        let trimmed = tag.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        let text = Substring(trimmed)
        return text.hasPrefix("W/") ? text.dropFirst(2) : text
      }
      let wanted = opaque(Substring(etag))
      return ifNoneMatch.split(separator: ",").contains { tag in
        let tag = opaque(tag)
        return tag == "*" || tag == wanted
      }
    }

    /// The `Content-Security-Policy` of a link's page: nothing but its inline style and its
    /// images, and never in a frame (a page with "Install and continue" must not be clicked
    /// through another site's).
    static let pagePolicy =
      "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'none'"

    /// The largest `POST` body read: a claim and the spaces around it, with room to spare.
    package static let maximumBody = 1024

    /// A page's response. `noindex`: a page no search engine should keep (a claim's code, a
    /// signed link's), said with `X-Robots-Tag`.
    func page(
      _ page: LinkPage, _ head: Bool, _ route: String,
      policy: String = LinkServer.pagePolicy, noindex: Bool = false
    ) -> LinkResponse {
      let bytes = Array(page.html.utf8)
      var response = LinkResponse(
        status: page.status,
        headers: [
          ("Content-Type", "text/html; charset=utf-8"), ("Content-Length", String(bytes.count)),
          // A link's page changes with what its preview reads (a note shared or not).
          ("Cache-Control", "private, no-store"), ("X-Content-Type-Options", "nosniff"),
          ("Content-Security-Policy", policy), ("X-Frame-Options", "DENY"),
          ("Referrer-Policy", "no-referrer"),
        ],
        body: head ? [] : bytes, route: route)
      if noindex { response.headers.append(("X-Robots-Tag", "noindex, nofollow")) }
      return response
    }

    func log(_ status: Int, _ route: String, _ maskedURL: String?) {
      logger.debug("page", metadata: ["status": "\(status)", "route": "\(route)", "link": "\(maskedURL ?? "")"])
    }

    /// Why the link's signature is refused, or nil when it holds or is not asked for. Checked
    /// with the route's rule made reusable: the app spends a single-use link, not the web.
    func signature(of link: String, request: RouteRequest, rule: LinkSignatureRule?, signedOnly: Bool) async
      -> String?
    {
      let signed = SignedLinkFormat.isSigned(request)
      guard let rule else { return nil }
      guard signed else { return signedOnly ? "This link is not signed, and only signed links open this." : nil }
      guard let check = pages.signatures, let url = URL(string: link) else {
        return "This link is signed, and this site cannot check signatures."
      }
      let reusable = LinkSignatureRule(
        maximumAge: rule.maximumAge, singleUse: false, clockSkew: rule.clockSkew, purpose: rule.purpose)
      switch await check.verify(url, reusable) {
      case .success: return nil
      case let .failure(refusal): return "This link was refused: \(refusal.errorMessage)"
      }
    }

    /// The link in the app's custom scheme, printed from the web link's path and query, kept
    /// only when the table takes it to the same route.
    private func appLink(for request: RouteRequest, webLink: String) -> String? {
      let configuration = table.configuration
      guard let scheme = configuration.schemes.first,
        let pathStart = webLink.dropFirst("https://".count).firstIndex(of: "/")
      else { return nil }
      let path = webLink[pathStart...]
      let candidate = "\(scheme)://" + (configuration.hostHandling == .firstPathSegment ? path.dropFirst() : path)
      guard case let .matched(printed, _, _, _) = table.match(candidate), printed.pattern == request.pattern
      else {
        return nil
      }
      return candidate
    }

    /// The route's preview, or nil when it throws or is later than the deadline (logged).
    func preview(_ make: @escaping LinkPages.Preview, _ request: RouteRequest) async -> LinkPreview? {
      let outcome = await Deadline.run(within: pages.previewDeadline) { try await make(request) }
      switch outcome {
      case let .finished(preview): return preview
      case let .failed(error):
        // The error's type only: its message may quote the link's values.
        logger.notice("preview failed", metadata: ["route": "\(request.pattern)", "error": "\(type(of: error))"])
        return nil
      case .late:
        logger.notice("preview late", metadata: ["route": "\(request.pattern)"])
        return nil
      }
    }
  }
#endif
