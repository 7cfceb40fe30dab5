import Foundation

/// One table for an app's two kinds of route: **screens** (deep links, shown) and **requests**
/// (x-callback-url calls, answered), matched together so that a link is read once and its
/// kind decided in that one match.
///
/// ```swift
/// let links = try LinkTable(screens: screenTable, requests: requestTable)
/// switch links.resolve("notes://notes/3") {
/// case let .screen(screen, request): …          // show it
/// case let .request(route, request): …          // answer it
/// default: …                                    // why neither
/// }
/// ```
///
/// Both tables keep their routes; a pattern both register (the same path shape) is one route
/// of this table that holds both values. A link matches the most specific pattern of either
/// table (as in any ``RouteTable``); its kind is then decided by one rule, in the same match:
/// 1. a link that is an x-callback-url call (``RouteRequest/isXCallback``: the `x-callback-url`
///    host or any `x-` parameter) is a **request**, answered by its request route, or
///    ``LinkResolution/screenOnly(_:)`` when only a screen takes its path;
/// 2. otherwise the route's **screen**, if it has one;
/// 3. otherwise its **request** (a request-only route answers plain links too).
///
/// Links are read as the requests' configuration says (callback policy, limits, secrets); the
/// screens must agree with it on schemes, universal-link hosts and host handling. Immutable
/// and `Sendable`, built once: keep it in a `static let`.
package struct LinkTable<Screen: Sendable, Request: Sendable>: Sendable {
  /// Both, frozen into one table for matching: each route holds the index of its screen and of
  /// its request in their own tables. Not generic, so the match runs specialized, without
  /// looking up generic type metadata for each link (a fifth of a link's way through a store,
  /// measured). First, so its offset needs no metadata either.
  let table: RouteTable<LinkSlot>
  /// The screens, as registered.
  package let screens: RouteTable<Screen>
  /// The requests, as registered.
  package let requests: RouteTable<Request>
  /// The app's root link (`notes://`, `https://notes.example.com/`) when no route takes `/`:
  /// the home screen's pattern and `/` as its alias, whose value is the index of the screen it
  /// shows (``homeScreen(of:)``).
  /// Read only after the table found no route, so a matched link never pays for it.
  let root: RouteTable<Int>?

  /// Joins `screens` and `requests` into one table.
  ///
  /// - Throws: ``RouteRegistrationError/duplicatePattern(_:)`` when a screen and a request
  ///   have the same path shape with different parameter names (`/notes/:id` and
  ///   `/notes/:noteID`: one match cannot name the parameter for both), and
  ///   ``RouteRegistrationError/mismatchedConfiguration(_:)`` when the two tables disagree on
  ///   schemes, universal-link hosts or host handling.
  package init(screens: RouteTable<Screen>, requests: RouteTable<Request>) throws(RouteRegistrationError) {
    let configuration = requests.configuration
    let other = screens.configuration
    if other.schemes.map({ $0.lowercased() }) != configuration.schemes.map({ $0.lowercased() })
      || other.universalLinkHosts != configuration.universalLinkHosts
      || other.hostHandling != configuration.hostHandling
    {
      throw .mismatchedConfiguration(
        "screens read \(Self.summary(other)), requests read \(Self.summary(configuration))")
    }
    var builder = RouteTableBuilder<LinkSlot>(configuration: configuration)
    var taken = Set<Int>()
    for index in 0..<screens.count {
      let pattern = screens.pattern(at: index)
      let shared = requests.index(ofShape: pattern)
      if let shared, requests.pattern(at: shared) != pattern {
        throw .duplicatePattern(
          "\(pattern) (a screen) and \(requests.pattern(at: shared)) (a request) have the same shape and different "
            + "parameter names")
      }
      if let shared { taken.insert(shared) }
      try builder.add(
        pattern.description, LinkSlot(screen: index, request: shared), signature: screens.signatures[index])
    }
    for index in 0..<requests.count where !taken.contains(index) {
      try builder.add(
        requests.pattern(at: index).description, LinkSlot(screen: nil, request: index),
        signature: requests.signatures[index])
    }
    try Self.addOldForms(of: [screens.matcher, requests.matcher], to: &builder)
    self.screens = screens
    self.requests = requests
    self.table = builder.build()
    self.root = Self.rootTable(table, screens)
  }

  /// The screens alone, for an app whose requests could not be joined to them: read as the
  /// screens' configuration says, and no link answered.
  package init(screensOnly screens: RouteTable<Screen>) {
    var builder = RouteTableBuilder<LinkSlot>(configuration: screens.configuration)
    for index in 0..<screens.count {
      // The screens' own patterns, already accepted by a builder of this configuration.
      _ = try? builder.add(
        screens.pattern(at: index).description, LinkSlot(screen: index, request: nil),
        signature: screens.signatures[index])
    }
    // The screens' own aliases and renames, accepted by a builder of this configuration too.
    try? Self.addOldForms(of: [screens.matcher], to: &builder)
    let table = builder.build()
    self.init(
      screens: screens, requests: RouteTableBuilder(configuration: screens.configuration).build(),
      table: table, root: Self.rootTable(table, screens))
  }

  /// The screen an app's root link shows when no route takes `/` itself: the first screen
  /// registered whose pattern has only literal segments (`/notes`: the list, not `/notes/:id`),
  /// as an app's first screen is the first one its table declares. Nil when there is none.
  package static func homeScreen(of screens: RouteTable<Screen>) -> Int? {
    (0..<screens.count).first { index in
      screens.pattern(at: index).segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }
  }

  /// The one-route table that reads the root link, when a home screen exists and no route or
  /// alias of `table` takes `/`.
  private static func rootTable(_ table: RouteTable<LinkSlot>, _ screens: RouteTable<Screen>) -> RouteTable<Int>? {
    guard let home = homeScreen(of: screens) else { return nil }
    // A route of the table's own that takes `/` (`/`, `/**`, an alias) keeps it.
    guard !table.matcher.takesRoot else { return nil }
    // The home screen's pattern, and `/` as its alias: the root link is read as the home
    // screen's link (its request names that pattern, as every screen's does).
    let pattern = screens.pattern(at: home).description
    var builder = RouteTableBuilder<Int>(configuration: table.configuration)
    guard (try? builder.add(pattern, home)) != nil, (try? builder.addAlias("/", of: pattern)) != nil else { return nil }
    return builder.build()
  }

  /// Adds the old patterns (aliases) and renamed parameters of `sources` to the joined table,
  /// each leading to the joined route of its pattern; an alias two sources declare for the
  /// same route is added once.
  private static func addOldForms(
    of sources: [RouteMatcher], to builder: inout RouteTableBuilder<LinkSlot>
  ) throws(RouteRegistrationError) {
    var added: [RoutePattern: RoutePattern] = [:]
    for source in sources {
      for alias in source.aliases {
        let target = source.patterns[alias.route]
        if added[alias.pattern] == target { continue }
        try builder.addAlias(alias.pattern.description, of: target.description, renaming: alias.renaming)
        added[alias.pattern] = target
      }
      for (route, renaming) in source.renames.enumerated() where !renaming.isEmpty {
        try builder.renameParameters(renaming, in: source.patterns[route].description)
      }
    }
  }

  private init(
    screens: RouteTable<Screen>, requests: RouteTable<Request>, table: RouteTable<LinkSlot>, root: RouteTable<Int>?
  ) {
    self.screens = screens
    self.requests = requests
    self.table = table
    self.root = root
  }

  /// How links are read.
  package var configuration: LinkConfiguration { table.configuration }

  /// Each route of the table, in order (screens as registered, then the requests no screen
  /// shares a path with): its pattern, and what it is.
  package var routes: [LinkTableRoute] {
    let (screenDescriptions, requestDescriptions) = (screens.descriptions, requests.descriptions)
    return (0..<table.count).map { index in
      let (pattern, slot) = table.route(at: index)
      return LinkTableRoute(
        pattern: pattern, screen: slot.screen.map { screenDescriptions[$0] },
        request: slot.request.map { requestDescriptions[$0] }
      )
    }
  }

  /// Each route's pattern, in the order of ``routes``, without describing the routes (which
  /// reads every route's signature: a millisecond of a one-shot command's start-up for the
  /// notes app's table).
  package var patterns: [RoutePattern] {
    (0..<table.count).map { table.route(at: $0).0 }
  }

  /// Matches `url` once, reads its query and callbacks, and says which kind of route takes it
  /// (see the rule above).
  package func resolve(_ url: String) -> LinkResolution<Screen, Request> {
    resolution(of: match(url, asRequest: false))
  }

  /// Matches `url` once, as a request whatever its shape: for a process that shows no
  /// screens (a command line that answers a link and exits).
  package func resolveRequest(_ url: String) -> LinkResolution<Screen, Request> {
    resolution(of: match(url, asRequest: true))
  }

  /// The one match, with the route as an index into ``screens`` or ``requests``: what
  /// ``resolve(_:)`` and ``resolveRequest(_:)`` are made of, and what a store's reducer reads
  /// without copying a route's value per link. The same enum as theirs, with indices.
  package func match(_ url: String, asRequest: Bool) -> LinkMatch {
    switch table.read(url) {
    case let .success((request, slot)):
      if asRequest || request.isXCallback {
        guard let route = slot.request else { return .screenOnly(request) }
        return .request(route, request)
      }
      if let screen = slot.screen { return .screen(screen, request) }
      if let route = slot.request { return .request(route, request) }
      return .screenOnly(request)  // Unreachable: every slot holds one or the other.
    case let .failure(.notMatched(.noRoute(path))) where path == "/" && !asRequest:
      // The root link shows the home screen, unless it is a call (which no screen answers).
      guard let root, case let .success((request, home)) = root.read(url), !request.isXCallback else {
        return .notMatched(.noRoute(path: path))
      }
      return .screen(home, request)
    case let .failure(.notMatched(failure)): return .notMatched(failure)
    case let .failure(.refused(refusal)): return .refused(refusal)
    case let .failure(.unreadable(error)): return .unreadable(error)
    }
  }

  private func resolution(of match: LinkMatch) -> LinkResolution<Screen, Request> {
    switch match {
    case let .screen(index, request): .screen(screens.route(at: index).value, request)
    case let .request(index, request): .request(requests.route(at: index).value, request)
    case let .screenOnly(request): .screenOnly(request)
    case let .notMatched(failure): .notMatched(failure)
    case let .refused(refusal): .refused(refusal)
    case let .unreadable(error): .unreadable(error)
    }
  }

  /// The same table with every match of its three tables counted by `probe`: for tests that
  /// prove a link is matched once.
  package func counting(into probe: MatchProbe) -> LinkTable {
    LinkTable(
      screens: screens.counting(into: probe), requests: requests.counting(into: probe),
      table: table.counting(into: probe), root: root
    )
  }

  private static func summary(_ configuration: LinkConfiguration) -> String {
    "schemes \(configuration.schemes), hosts \(configuration.universalLinkHosts.sorted()), "
      + "host \(configuration.hostHandling)"
  }
}

/// A ``LinkTable``'s match with the route as an index (`LinkTable.match(_:asRequest:)`): the
/// same enum as ``LinkTable/resolve(_:)``'s, whatever the table's values.
package typealias LinkMatch = LinkResolution<Int, Int>
