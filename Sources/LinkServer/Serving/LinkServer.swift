#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import Logging
  import Metrics

  /// The web side of an app's links, built once from ``LinkPages``: the association files and a
  /// page for every URL a route of the table takes on the site's host.
  ///
  /// ```swift
  /// let server = try LinkServer(pages)
  /// let router = Router()
  /// router.add(middleware: server.middleware())
  /// ```
  ///
  /// It serves
  /// - `/.well-known/apple-app-site-association` and `/.well-known/assetlinks.json`, written
  ///   once here by `UniversalLinkClaims` (the same bytes the app's tools write), as
  ///   `application/json` with an `ETag` and `Cache-Control`, never redirected;
  /// - a page for each link: its route's preview, Open Graph and Twitter card tags, Apple's
  ///   Smart App Banner, "Open in ⟨app⟩", the site's downloads and a QR code of the link;
  /// - the same page's shape with `404` for a URL no route takes, and `414`, `431` or `400`
  ///   with the reason for a URL or header over the table's limits or one it cannot read.
  ///
  /// A signed link is checked with the app's own check before its preview is made; a refused
  /// one gets the page without a preview and one line saying why. Nothing secret reaches a
  /// page's text, a log line or a metric: links are shown, logged and counted as the app's
  /// outcome record masks them (every value), or by their route's pattern. Immutable; it keeps
  /// nothing between requests, so any number of instances serve the same site.
  public struct LinkServer: Sendable {
    /// The pages, as registered.
    package let pages: LinkPages
    /// The map of the app's links, as a table to match with.
    package let table: SiteTable
    /// The previews by their route's pattern.
    package let previews: [RoutePattern: LinkPages.Preview]
    /// The two association files, written once (no Apple file for a site that names no Apple
    /// app).
    package let appleAssociation: StaticFile?
    package let androidAssociation: StaticFile
    package let logger: Logger
    /// The QR codes of recent links (a memo: it changes how soon a page is made, not what).
    let qrCodes = QRCodeCache()
    /// The key claims' codes are signed with, when the site keeps deferred links.
    let claimKey: LinkClaimKey?

    /// Builds the server from `pages`.
    ///
    /// - Parameters:
    ///   - pages: The site, the table and the previews.
    ///   - logger: Where each request is logged (its route's pattern, status, and link with every
    ///     value masked), at `debug`; a preview that failed or was late at `notice`.
    /// - Throws: `RouteRegistrationError.invalidPattern(_:reason:)` for a preview given to a
    ///   pattern the table has no route for, or a pattern that is not one (or a route, alias or
    ///   rename of a map edited by hand that cannot be registered);
    ///   `RouteRegistrationError.mismatchedConfiguration(_:)` when the site's host is not one of
    ///   the table's universal-link hosts (no link on it would be the app's).
    public init(_ pages: LinkPages, logger: Logger = Logger(label: "LinkServer")) throws(RouteRegistrationError) {
      let table = try SiteTable(pages.map)
      guard table.configuration.universalLinkHosts.contains(pages.site.host) else {
        throw .mismatchedConfiguration(
          "the site's host \(pages.site.host) is not one of the table's universal-link hosts "
            + "(\(table.configuration.universalLinkHosts.sorted().joined(separator: ", ")))")
      }
      var previews: [RoutePattern: LinkPages.Preview] = [:]
      for (declared, make) in pages.previews {
        let pattern = try RoutePattern(declared)
        guard table.patterns.contains(pattern) else {
          throw .invalidPattern(declared, reason: "no route of the table has this pattern")
        }
        previews[pattern] = make
      }
      self.pages = pages
      self.table = table
      self.previews = previews
      self.logger = logger
      claimKey = pages.deferredLinks.map { LinkClaimKey(signingKey: $0.signingKey.rawRepresentation) }
      var claims = table.claims
      if pages.shortLinks != nil {
        // The site's short links open the app, which asks the site what each stands for
        // (AppLinks' `expandingShortLinks`): one segment under `/s/`, nothing deeper.
        claims.components.insert(
          contentsOf: [
            UniversalLinkComponent(path: "/s/*/*", exclude: true, comment: "deeper than a short link"),
            UniversalLinkComponent(path: "/s/?*", comment: "short links"),
          ], at: 0)
      }
      let site = pages.site
      appleAssociation =
        site.vouchesForAppleApps
        ? StaticFile(
          claims.appleAppSiteAssociation(
            appIDs: site.appleAppIDs, webCredentials: site.webCredentialAppIDs, appClips: site.appClipIDs),
          maxAge: pages.associationMaxAge) : nil
      androidAssociation = StaticFile(
        claims.assetLinks(apps: site.androidApps, signIn: site.androidSignIn), maxAge: pages.associationMaxAge)
    }

    /// What is served at an association file's path.
    package enum Association {
      /// The file.
      case file(StaticFile)
      /// Its path, for a site that names no app of its platform: `404`, and no page.
      case absent
    }

    /// What is served at `path`, if it is an association file's.
    package func associationFile(at path: Substring) -> Association? {
      switch path {
      case "/.well-known/apple-app-site-association", "/apple-app-site-association":
        appleAssociation.map(Association.file) ?? .absent
      case "/.well-known/assetlinks.json": .file(androidAssociation)
      default: nil
      }
    }
  }
#endif
