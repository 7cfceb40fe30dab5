#if LinkServer
  import AppLinks
  import Crypto
  import Foundation
  import LinkRouting
  import SignedLinks

  extension LinkServer {
    /// Where an app redeems a claim: `POST`, the claim's text as the body.
    package static let redeemPath = "/.well-known/link-claims/redeem"

    /// The `Content-Security-Policy` of a claim's page: the page's, and its one script by hash.
    static let claimPagePolicy: String = {
      let digest = Data(SHA256.hash(data: Data(LinkPage.copyScript.utf8))).base64EncodedString()
      return pagePolicy + "; script-src 'sha256-\(digest)'"
    }()

    /// Makes a claim on the link at `target` (the link's page, posted by "Install and
    /// continue") and answers its page: the code, a button that copies it, its QR code.
    func claimPage(target: String, client: String?, platform: LinkPlatform) async -> LinkResponse {
      guard let deferred = pages.deferredLinks, let claimKey else {
        return methodNotAllowed()
      }
      let site = pages.site
      let configuration = table.configuration
      let received = "https://\(site.host)\(target.hasPrefix("/") ? target : "/" + target)"
      // A claim is made only for a link a person may land on (a screen, or a request its route
      // allows), unsigned: any other POST makes nothing, and is answered 405.
      guard case let .matched(request, rule, signedOnly, landing: true) = table.match(received),
        !SignedLinkFormat.isSigned(request)
      else {
        logger.info("claim refused", metadata: ["reason": "not a landing"])
        return methodNotAllowed(post: false)
      }
      let route = request.pattern.description
      var page = LinkPage(status: 200, site: site)
      page.platform = platform
      page.maskedURL = configuration.withoutValues(received)
      // A link whose signature is refused gets no claim: the page says why, as on a GET.
      if let refusal = await signature(of: received, request: request, rule: rule, signedOnly: signedOnly) {
        page.notice = refusal
        return self.page(page, false, route)
      }
      let webLink = configuration.withoutSecrets(received)
      if let make = previews[request.pattern] { page.preview = await preview(make, request) }
      let now = Date()
      // A client's allowance first: over it, nothing is made (and the global limit, below,
      // stays a last guard that one client cannot reach alone).
      if let rate = deferred.perClient, let client {
        let wait: Double?
        do {
          wait = try await deferred.store.take(claimKey.client(client, at: now), rate, now)
        } catch {
          logger.error("claim allowance not read", metadata: ["error": "\(type(of: error))"])
          page.status = 503
          page.notice = "No code can be made just now: try again later."
          return self.page(page, false, "claim")
        }
        if let wait {
          logger.notice("claim refused", metadata: ["route": "\(route)", "reason": "too-many"])
          page.status = 429
          page.notice = "You asked for many codes at once: try again in a little while."
          var response = self.page(page, false, "claim")
          response.headers.append(("Retry-After", String(Int(wait.rounded(.up)))))
          return response
        }
      }
      let code = LinkClaimCode.make(sign: claimKey.sign)
      let expires = now.addingTimeInterval(deferred.clampedLifetime)
      do {
        try await deferred.store.open(
          LinkClaim(id: code.storeID, link: webLink, expires: expires), deferred.openLimit, now)
      } catch LinkClaimRefusal.full {
        logger.notice("claim refused", metadata: ["route": "\(route)", "reason": "full"])
        page.status = 503
        page.notice =
          "\(site.name) holds too many open codes just now: try again later, or install it and open the link again."
        return self.page(page, false, "claim")
      } catch {
        // The error's type only: a database's message may quote the statement's values.
        logger.error("claim not stored", metadata: ["route": "\(route)", "error": "\(type(of: error))"])
        page.status = 503
        page.notice = "No code can be made just now: try again later."
        return self.page(page, false, "claim")
      }
      logger.info("claim made", metadata: ["route": "\(route)"])
      page.claim = LinkPage.Claim(
        code: code.text, expires: expires,
        qrCode: QRCode(bytes: Array(code.text.utf8))?.svg(label: "QR code of the code"))
      page.status = 201
      return self.page(page, false, "claim", policy: Self.claimPagePolicy, noindex: true)
    }

    /// Redeems the claim in `body` (nil: longer than a claim's answer reads) and answers JSON:
    /// `{"link": …}`, the link signed by the site's key, or `{"refused": …, "reason": …}`.
    ///
    /// The body is the claim's text, then, on a line of its own, the app's install id if it
    /// sends one (``installID(_:)``): the same install asking again gets the link again.
    func redeem(body: [UInt8]?) async -> LinkResponse {
      guard let deferred = pages.deferredLinks, let claimKey else { return methodNotAllowed() }
      let code: LinkClaimCode
      var install: String?
      do throws(LinkClaimRefusal) {
        guard let body else { throw .oversized }
        let lines = body.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
        let claim = lines.first ?? []
        guard claim.count <= 64, let text = String(validating: claim, as: UTF8.self) else {
          throw claim.count > 64 ? .oversized : .malformed
        }
        code = try LinkClaimCode(reading: text, sign: claimKey.sign)
        if lines.count > 1 {
          guard let id = Self.installID(lines[1]) else { throw .malformed }
          install = id
        }
      } catch {
        return refused(error)
      }
      let now = Date()
      let link: String
      do {
        link = try await deferred.store.redeem(code.storeID, install, now)
      } catch let refusal as LinkClaimRefusal {
        return refused(refusal)
      } catch {
        logger.error("claim not redeemed", metadata: ["error": "\(type(of: error))"])
        return json(503, #"{"error":"unavailable"}"#, "redeem")
      }
      guard let url = URL(string: link),
        let signed = try? deferred.signingKey.sign(
          url, expiresIn: deferred.linkLifetime, singleUse: true, now: now)
      else {
        logger.error("claim's link not signed")
        return json(503, #"{"error":"unavailable"}"#, "redeem")
      }
      logger.info("claim redeemed")
      return json(200, #"{"link":\#(jsonString(signed.absoluteString))}"#, "redeem")
    }

    /// An install id as a redeem's second line carries it: 16 to 64 letters, digits, `-` or
    /// `_` (a UUID, or random bytes in base64url), spaces and a line end around it ignored.
    static func installID(_ bytes: some Collection<UInt8>) -> String? {
      let trimmed = bytes.drop { $0 == 32 || $0 == 13 || $0 == 10 }.reversed().drop { $0 == 32 || $0 == 13 || $0 == 10 }
      let id = String(decoding: trimmed.reversed(), as: UTF8.self)
      guard (16...64).contains(id.utf8.count),
        id.utf8.allSatisfy({ byte in
          SiteIdentifiers.isLetter(byte) || SiteIdentifiers.isDigit(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
        })
      else { return nil }
      return id
    }

    func refused(_ refusal: LinkClaimRefusal, route: String = "redeem") -> LinkResponse {
      logger.info("claim refused", metadata: ["reason": "\(refusal.rawValue)"])
      let status =
        switch refusal {
        case .malformed, .truncated, .oversized, .forged: 400
        case .unknown: 404
        case .used, .expired: 410
        case .full: 503
        }
      return json(
        status, #"{"reason":\#(jsonString(refusal.description)),"refused":"\#(refusal.rawValue)"}"#, route)
    }

    func json(_ status: Int, _ text: String, _ route: String) -> LinkResponse {
      let bytes = Array(text.utf8)
      return LinkResponse(
        status: status,
        headers: [
          ("Content-Type", "application/json"), ("Content-Length", String(bytes.count)),
          ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
        ],
        body: bytes, route: route)
    }

    /// `text` as a JSON string.
    func jsonString(_ text: String) -> String {
      (try? JSONEncoder().encode(text)).flatMap { String(data: $0, encoding: .utf8) } ?? #""""#
    }

    /// `405` with the methods the server takes at that URL (`post`: whether a claim could be
    /// made there, when the site keeps deferred links).
    func methodNotAllowed(post: Bool = true) -> LinkResponse {
      var response = LinkResponse(status: 405, headers: [], body: [], route: "refused")
      response.headers.append(("Allow", pages.deferredLinks == nil || !post ? "GET, HEAD" : "GET, HEAD, POST"))
      return response
    }
  }
#endif
