import LinkRouting

/// Screens and requests joined into one `LinkTable`, checked against the two tables matched
/// apart: the one match must decide a link's kind as the rule says, and agree with what each
/// table alone would say of the link.
public struct JoinedLinks: Sendable {
  enum Screen: Sendable { case screen(String) }
  enum Request: Sendable { case request(String) }

  let screens: RouteTable<Screen>
  let requests: RouteTable<Request>
  let joined: LinkTable<Screen, Request>

  /// The screens of `ScreenLinks` (and `/settings/**`, less specific than two requests) and
  /// the requests of `NotesRouteTable`, read as `configuration` says: some paths are both,
  /// some one kind only.
  public init(configuration: LinkConfiguration) {
    var screens = RouteTableBuilder<Screen>(configuration: configuration)
    for pattern in [
      "/notes", "/notes/:id", "/search", "/create", "/folders/:folder/notes/:id", "/files/**", "/settings/**",
    ] {
      do { try screens.add(pattern, .screen(pattern)) } catch { require(false, "\(pattern) not added: \(error)") }
    }
    var requests = RouteTableBuilder<Request>(configuration: configuration)
    for pattern in NotesRouteTable.patterns {
      do { try requests.add(pattern, .request(pattern)) } catch { require(false, "\(pattern) not added: \(error)") }
    }
    // Old forms of a path both kinds take, declared by both (joined once), and a renamed query.
    do {
      try screens.addAlias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
      try requests.addAlias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
      try requests.renameParameters(["q": "query"], in: "/search")
    } catch {
      require(false, "aliases not added: \(error)")
    }
    self.screens = screens.build()
    self.requests = requests.build()
    do {
      joined = try LinkTable(screens: self.screens, requests: self.requests)
    } catch {
      require(false, "the tables were not joined: \(error)")
      fatalError()
    }
  }

  /// Resolves `url` in the joined table and requires the rule: an x-callback call is a request
  /// (or screen-only), a plain link a screen when one takes it, else a request; and each
  /// verdict is what the two tables apart say of the same URL.
  public func check(url: String) {
    let screen = screens.match(url)
    let request = requests.match(url)
    switch joined.resolve(url) {
    case let .screen(.screen(pattern), read):
      require(!read.isXCallback, "an x-callback call was shown: \(url)")
      require(read.pattern.description == pattern, "screen \(pattern) read as \(read.pattern): \(url)")
      // The root link, which no screen alone takes, shows the home screen (the first with only
      // literal segments); every other link, what the screens alone say.
      let home = LinkTable<Screen, Request>.homeScreen(of: screens).map { screens.pattern(at: $0).description }
      let root: Bool = if case .failure(.noRoute(path: "/")) = screen { true } else { false }
      require(
        matched(screen) == pattern || (root && pattern == home),
        "the screens alone say \(String(describing: matched(screen))): \(url)")
    case let .request(.request(pattern), read):
      require(read.pattern.description == pattern, "request \(pattern) read as \(read.pattern): \(url)")
      require(matched(request) == pattern, "the requests alone say \(String(describing: matched(request))): \(url)")
      // A plain link is answered only when no screen takes its path, or a screen takes it with
      // a less specific pattern than the request's (the most specific route wins first).
      require(
        read.isXCallback || matched(screen) == nil || matched(screen) != pattern,
        "a plain link a screen takes was answered: \(url)")
    case let .screenOnly(read):
      require(read.isXCallback, "a plain link was refused as screen-only: \(url)")
      require(matched(request) == nil, "a request route takes it: \(url)")
      require(matched(screen) == read.pattern.description, "no screen takes it: \(url)")
    case .notMatched:
      require(matched(screen) == nil && matched(request) == nil, "a table alone takes an unmatched link: \(url)")
    case .refused, .unreadable:
      // The query or a callback is bad: the route matched in at least one table.
      require(matched(screen) != nil || matched(request) != nil, "no table takes a link whose query was read: \(url)")
    }
  }

  private func matched<Value>(_ result: Result<RouteTable<Value>.Matched, RouteMatchError>) -> String? {
    guard case let .success(found) = result else { return nil }
    return found.match.pattern.description
  }
}
