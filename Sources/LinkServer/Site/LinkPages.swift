import AppLinks
import Foundation
import LinkRouting

/// The web side of an app's links, declared: the map of its links (no code of the app's), its
/// site, and a preview for the routes that have one. Built once into a ``LinkServer``, which
/// serves it.
///
/// ```swift
/// var pages = LinkPages(routes: Notes.links, site: site)
/// pages.preview("/notes/:id") { request in
///   guard let note = try await shared(request.pathParameters["id"]) else { return nil }
///   return LinkPreview(title: note.title, description: note.firstLine)
/// }
/// let server = try LinkServer(pages)
/// ```
///
/// As in Hummingbird, where a `Router` builds its responder: this value is registered into,
/// and the server built from it is immutable and keeps no state between requests.
public struct LinkPages: Sendable {
  /// The site the pages describe.
  package let site: LinkSite
  /// The app's check of signed links: a signed link is checked before its preview is made,
  /// and a refused one gets the page without a preview. The web never spends a single-use
  /// link's nonce (the app does): it checks with the route's rule made reusable.
  public var signatures: LinkSignatureCheck?
  /// How long a preview may take before the page shows the app's name only. Default: 2 s.
  public var previewDeadline: Duration = .seconds(2)
  /// How long browsers and caches may keep the association files, in seconds: an hour, as
  /// Apple's CDN, which fetches them for devices, checks them about daily anyway.
  package var associationMaxAge: Int = 3600
  #if LinkServer
    /// Claims on deferred links: when set, each link's page offers "Install and continue" (a
    /// claim the app redeems on its first launch). Off unless set.
    public var deferredLinks: DeferredLinks?
  #endif
  /// Where the site keeps its short links (`/s/<code>`, and links imported from another
  /// service: ``ShortLink``), usually the claims' own store; none unless set.
  public var shortLinks: LinkClaimStore?

  /// The map of the app's links: all the site reads of the app.
  public let map: LinkMap
  /// The previews, by the pattern they were registered for.
  package private(set) var previews: [(pattern: String, make: Preview)] = []

  /// Makes a route's preview from the link's request (its path parameters and query); nil
  /// shows the app's name only.
  package typealias Preview = @Sendable (RouteRequest) async throws -> LinkPreview?

  /// The pages of the links of `map` on `site`'s host: for a site that cannot compile the
  /// app, built from the map the app's tests wrote out (`LinkRoutes.map`, `LinkMap.json()`).
  ///
  /// - Parameters:
  ///   - map: The map of the app's links.
  ///   - site: What the pages say of the app.
  public init(map: LinkMap, site: LinkSite) {
    self.site = site
    self.map = map
  }

  /// The pages of `routes`' links on `site`'s host, for a site that links the app's table:
  /// the same as ``init(map:site:)`` with `routes.map`.
  ///
  /// - Parameters:
  ///   - routes: The app's table, the value the app takes its links in with.
  ///   - site: What the pages say of the app.
  public init<State, Action>(routes: LinkRoutes<State, Action>, site: LinkSite) {
    self.init(map: routes.map, site: site)
  }

  /// Gives the route of `pattern` a preview, made when its page is asked for, under
  /// ``previewDeadline``. A preview that throws or is late shows the app's name only.
  ///
  /// - Parameters:
  ///   - pattern: A pattern of the table (`/notes/:id`); another fails the server's build.
  ///   - make: Makes the preview from the link's request; nil for none.
  public mutating func preview(
    _ pattern: String, _ make: @escaping @Sendable (RouteRequest) async throws -> LinkPreview?
  ) {
    previews.append((pattern, make))
  }
}
