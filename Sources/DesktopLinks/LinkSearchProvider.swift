#if os(Linux)
  import Foundation

  /// What an app offers the desktop's search (GNOME Shell's search providers): results that are
  /// links, and the link of a search in the app itself.
  ///
  /// A client in the struct-of-closures style: the app builds one from its database and route
  /// table; `DesktopApplication.servesSearch(_:)` (GApplicationLinks) answers the Shell with it,
  /// and a test calls ``results(for:)`` directly.
  public struct LinkSearchProvider: Sendable {
    /// At most this many terms are searched; a query with more finds nothing.
    package static let maximumTerms = 16
    /// At most this many bytes in one term; a longer term finds nothing.
    package static let maximumTermBytes = 256
    /// At most this many results are offered (the Shell shows a handful).
    package static let maximumResults = 50

    /// The results for terms already checked by ``results(for:)``: each non-empty, at most
    /// 256 bytes long, at most 16 of them.
    public var search: @Sendable (_ terms: [String]) async -> [LinkSearchResult]
    /// The link that shows the search in the app (the Shell's "more results"), or `nil`.
    public var searchLink: @Sendable (_ terms: [String]) -> URL?
    /// The result a link offered earlier stands for now, or `nil` when it is gone: deleted, or
    /// hidden because the app is locked. The Shell asks for a result's title and description
    /// (and activates it) after the search that offered it, and asks again for results offered
    /// long before; with `current`, what it is told is what the app would show now. Without
    /// (`nil`), a result is described as it was offered.
    public var current: (@Sendable (_ link: URL) async -> LinkSearchResult?)?

    /// A provider.
    ///
    /// - Parameters:
    ///   - search: The results for checked terms.
    ///   - searchLink: The link of a search in the app.
    ///   - current: The result a link offered earlier stands for now (see ``current``).
    public init(
      search: @escaping @Sendable (_ terms: [String]) async -> [LinkSearchResult],
      searchLink: @escaping @Sendable (_ terms: [String]) -> URL? = { _ in nil },
      current: (@Sendable (_ link: URL) async -> LinkSearchResult?)? = nil
    ) {
      self.search = search
      self.searchLink = searchLink
      self.current = current
    }

    /// `offered` as it stands now: ``current``'s answer for its link (`nil` when gone), or
    /// `offered` itself when the provider has no ``current``.
    public func refreshed(_ offered: LinkSearchResult) async -> LinkSearchResult? {
      guard let current else { return offered }
      return await current(offered.link)
    }

    /// The results for `terms` as the desktop sends them: empty terms dropped, and nothing for
    /// a query out of bounds (too many terms, a term too long), at most 50, each
    /// link once.
    public func results(for terms: [String]) async -> [LinkSearchResult] {
      guard let terms = Self.checked(terms) else { return [] }
      var seen = Set<URL>()
      var results: [LinkSearchResult] = []
      for result in await search(terms) where seen.insert(result.link).inserted {
        results.append(result)
        if results.count == Self.maximumResults { break }
      }
      return results
    }

    /// `terms` without the empty ones, or `nil` when they are out of bounds or none is left.
    package static func checked(_ terms: [String]) -> [String]? {
      let terms = terms.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
      guard !terms.isEmpty, terms.count <= maximumTerms, terms.allSatisfy({ $0.utf8.count <= maximumTermBytes })
      else { return nil }
      return terms
    }
  }
#endif
