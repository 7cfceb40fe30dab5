import Foundation

/// The map of an app's links, with none of the app's code: how links are read, and each
/// route's pattern, kind, parameters, examples, signature rule and whether a person may land on
/// it from the web. What a site (LinkServer's `LinkPages(map:site:)`) is built from, on a server
/// that cannot compile the app (a TCA app's state holds TCA's types).
///
/// Made from the app's own table (AppLinks' `LinkRoutes.map`), written out as JSON
/// (``json()``), committed beside the site, and read back there (``init(json:)``); a test in
/// the app checks that the file is still its table's map.
///
/// ```swift
/// // In the app's tests: the committed map is the table's.
/// #expect(try LinkMap(json: Data(contentsOf: mapFile)) == Notes.links.map)
/// // On the site:
/// let pages = LinkPages(map: try LinkMap(json: Data(contentsOf: mapFile)), site: site)
/// ```
///
/// A site reads a link's callbacks with the default ``CallbackPolicy``, and its query with the
/// map's limits; a page never runs a route, so nothing else of the app is needed.
public struct LinkMap: Codable, Hashable, Sendable {
  /// The map's format; ``init(json:)`` refuses another.
  package static let format = 1

  /// The format this map was written in (``format``).
  package var format: Int
  /// The custom schemes, the first being the one links are printed with.
  package var schemes: [String]
  /// The hosts whose `https` links are the app's, sorted.
  public package(set) var universalLinkHosts: [String]
  /// Whether a custom-scheme link's host is its first path segment.
  package var hostIsFirstPathSegment: Bool
  /// The query parameters whose values are secret, sorted.
  package var secretParameters: [String]
  /// The bounds on links.
  package var limits: Limits
  /// Whether `+` in a query is a space.
  package var plusIsSpace: Bool
  /// The routes, in the table's order (screens as registered, then the requests no screen
  /// shares a path with).
  package var routes: [Route]

  /// ``URLLimits``, as the map keeps them.
  package struct Limits: Codable, Hashable, Sendable {
    /// ``URLLimits/maxURLLength``.
    package var maxURLLength: Int
    /// ``URLLimits/maxQueryItems``.
    package var maxQueryItems: Int
    /// ``URLLimits/maxNestingDepth``.
    package var maxNestingDepth: Int
    /// ``URLLimits/maxPathSegments``.
    package var maxPathSegments: Int
  }

  /// One route of the map.
  package struct Route: Codable, Hashable, Sendable {
    /// The pattern (`/notes/:id`).
    package var pattern: String
    /// Whether a screen shows its links.
    package var screen: Bool
    /// Whether a request answers them.
    package var request: Bool
    /// Whether a person may land on it from the web (a site offers a claim only then).
    package var landing: Bool
    /// Why a person may land on a request (its route said), when it may.
    package var landingReason: String?
    /// What its request asks of a signed link, when it takes them.
    package var signature: Signature?
    /// Links that lead to it, as the app documents them.
    package var examples: [String]
    /// Old patterns that still lead to it, each with the old names of its parameters.
    package var aliases: [Alias]
    /// Old query parameter names still read, by the names they are read as.
    package var renamedParameters: [String: String]

    /// A route.
    package init(
      pattern: String, screen: Bool, request: Bool, landing: Bool, landingReason: String? = nil,
      signature: Signature? = nil, examples: [String] = [], aliases: [Alias] = [],
      renamedParameters: [String: String] = [:]
    ) {
      self.pattern = pattern
      self.screen = screen
      self.request = request
      self.landing = landing
      self.landingReason = landingReason
      self.signature = signature
      self.examples = examples
      self.aliases = aliases
      self.renamedParameters = renamedParameters
    }
  }

  /// A request's rule for signed links (``LinkSignatureRule``), and whether it takes signed
  /// links only (no token in their place).
  package struct Signature: Codable, Hashable, Sendable {
    /// ``LinkSignatureRule/maximumAge``.
    package var maximumAge: Int
    /// ``LinkSignatureRule/singleUse``.
    package var singleUse: Bool
    /// Whether only a signed link opens it.
    package var signedOnly: Bool

    /// A rule.
    package init(maximumAge: Int, singleUse: Bool, signedOnly: Bool) {
      self.maximumAge = maximumAge
      self.singleUse = singleUse
      self.signedOnly = signedOnly
    }

    /// The rule the site checks a link with.
    package var rule: LinkSignatureRule { LinkSignatureRule(maximumAge: maximumAge, singleUse: singleUse) }
  }

  /// An old pattern of a route.
  package struct Alias: Codable, Hashable, Sendable {
    /// The old pattern (`/note/:noteID`).
    package var pattern: String
    /// Its parameters' old names, by the route's names for them.
    package var renaming: [String: String]

    /// An alias.
    package init(pattern: String, renaming: [String: String] = [:]) {
      self.pattern = pattern
      self.renaming = renaming
    }
  }

  /// A map of `routes`, read as `configuration` says.
  package init(configuration: LinkConfiguration, routes: [Route]) {
    format = Self.format
    schemes = configuration.schemes
    universalLinkHosts = configuration.universalLinkHosts.sorted()
    hostIsFirstPathSegment = configuration.hostHandling == .firstPathSegment
    secretParameters = configuration.secretParameters.sorted()
    let limits = configuration.limits
    self.limits = Limits(
      maxURLLength: limits.maxURLLength, maxQueryItems: limits.maxQueryItems, maxNestingDepth: limits.maxNestingDepth,
      maxPathSegments: limits.maxPathSegments)
    plusIsSpace = configuration.decoder.plusIsSpace
    self.routes = routes
  }

  /// How the map's links are read, as a configuration.
  package var configuration: LinkConfiguration {
    var decoder = URLQueryDecoder()
    decoder.plusIsSpace = plusIsSpace
    return LinkConfiguration(
      schemes: schemes, universalLinkHosts: Set(universalLinkHosts),
      hostHandling: hostIsFirstPathSegment ? .firstPathSegment : .ignored, decoder: decoder,
      limits: URLLimits(
        maxURLLength: limits.maxURLLength, maxQueryItems: limits.maxQueryItems,
        maxNestingDepth: limits.maxNestingDepth, maxPathSegments: limits.maxPathSegments),
      secretParameters: Set(secretParameters))
  }

  /// The map as JSON: keys sorted and indented, so that a change reads as a diff.
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every field is a string, a number, a Boolean or a collection of them: it encodes.
    return (try? encoder.encode(self)).map { $0 + Data("\n".utf8) } ?? Data()
  }

  /// Reads a map ``json()`` wrote.
  ///
  /// - Throws: ``LinkMapError`` when it is not a map of this format.
  public init(json: Data) throws(LinkMapError) {
    let map: LinkMap
    do {
      map = try JSONDecoder().decode(LinkMap.self, from: json)
    } catch {
      throw .unreadable(String(describing: error))
    }
    guard map.format == Self.format else { throw .format(map.format) }
    self = map
  }
}

/// Why a ``LinkMap`` cannot be read.
public enum LinkMapError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not JSON of a map: why.
  case unreadable(String)
  /// A map of another format.
  case format(Int)

  /// One line saying why.
  public var description: String {
    switch self {
    case let .unreadable(reason): "The link map cannot be read: \(reason)"
    case let .format(format): "The link map is of format \(format); this reads format \(LinkMap.format)."
    }
  }
}
