import Foundation
@_spi(Testing) import LinkRouting

/// An app's screens and requests in one table: each link is matched once, and the library
/// decides there whether it is shown or answered.
///
/// ```swift
/// static let links = LinkRoutes<State, Action>(configuration) { screens in
///   screens.route("/notes/:id") { (state, link: NoteLink) in state.path.append(link.id) }
///     read: { state in state.path.last.map(NoteLink.init(id:)) }
/// } requests: { requests in
///   requests.route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
/// }
/// .alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
/// .requiring(unlocked)
/// ```
///
/// The configuration, each screen, each request, each alias or renamed parameter and each
/// requirement is declared once: the app's links read as one table.
///
/// Take links in through it with ``LinkIntake``.
/// A link that both a screen and a request take (here `notes://notes/3`) is decided by
/// one rule, in the match (see `LinkTable`): an x-callback-url call (the `x-callback-url` host
/// or any `x-` parameter) is answered; otherwise a screen shows it; otherwise a request-only
/// route answers it. Nothing after the match reads the URL again.
///
/// The screens and requests keep their own API (``url(for:)`` prints the screen shown; each
/// table's examples, descriptions and registration errors stay where they were). A screen and
/// a request on the same path shape must name its parameters alike, and both must read links
/// alike (schemes, hosts, host handling); otherwise an issue is reported and only the screens
/// are matched. Immutable: keep it in a `static let`.
public struct LinkRoutes<State, Action: Sendable>: Sendable {
  /// The screens links lead to, built.
  public let screens: DeepLinkRoutes<State, Action>
  /// The requests links make, built.
  public let requests: XCallbackRoutes<Action>
  /// Both, frozen into one table.
  package let table: LinkTable<DeepLinkRoutes<State, Action>.Entry, XCallbackRoutes<Action>.Entry>
  /// The routes, aliases, renames and requirements that were not added, in declaration
  /// order, and why the screens and requests could not be joined if they could not. Each was
  /// reported as an issue where it was declared, once.
  public internal(set) var registrationErrors: [RouteRegistrationError]
  /// What must hold before each route's link is applied, by the route's own pattern (an
  /// alias leads to its route, so it waits for the same requirement).
  package var requirements: [RoutePattern: LinkRequirement<State>] = [:]
  /// Whether a person may land on each route from the web, where its route said
  /// (``landing(_:on:fileID:filePath:line:column:)``).
  package var landings: [RoutePattern: LinkLanding] = [:]
  /// How links are read (kept, not read through the table on every link).
  public let configuration: LinkConfiguration

  /// An app's links declared in one place: `configuration` given once, to the screens' table
  /// and the requests' table that `screens` and `requests` fill in.
  ///
  /// ```swift
  /// static let links = LinkRoutes<State, Action>(configuration) { screens in
  ///   screens
  ///     .route("/notes/:id") { (state, link: NoteLink) in state.path.append(link.id) }
  ///       read: { state in state.path.last.map(NoteLink.init(id:)) }
  /// } requests: { requests in
  ///   requests
  ///     .route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
  /// }
  /// .alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
  /// .requiring(unlocked)
  /// ```
  ///
  /// - Parameters:
  ///   - configuration: How links are read and printed, for both tables.
  ///   - screens: Adds the screens links lead to, to an empty table.
  ///   - requests: Adds the x-callback requests links make, to an empty table.
  ///   - fileID: The file of the call, for the issue reported if the two cannot be joined.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public init(
    _ configuration: LinkConfiguration,
    screens: (DeepLinkRoutes<State, Action>) -> DeepLinkRoutes<State, Action> = { $0 },
    requests: (XCallbackRoutes<Action>) -> XCallbackRoutes<Action> = { $0 },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    var declaredScreens = screens(DeepLinkRoutes(configuration: configuration))
    var declaredRequests = requests(XCallbackRoutes(configuration: configuration))
    declaredScreens.rebuild()
    declaredRequests.rebuild()
    self.init(
      built: declaredScreens, declaredRequests,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Joins screens and requests whose tables are built (each once, when declared; again only
  /// after an alias or a rename).
  init(built screens: DeepLinkRoutes<State, Action>, _ requests: XCallbackRoutes<Action>, at location: SourceLocation) {
    self.screens = screens
    self.requests = requests
    self.registrationErrors = screens.errors + requests.errors
    do {
      self.table = try LinkTable(screens: screens.table, requests: requests.table)
      self.configuration = table.configuration
    } catch {
      location.report("Screens and requests not joined: \(error)")
      // The screens alone: no request is answered rather than some answered wrongly.
      self.table = LinkTable(screensOnly: screens.table)
      self.registrationErrors.append(error)
      self.configuration = table.configuration
    }
  }

  private init(copying routes: Self, probe: MatchProbe) {
    self.screens = routes.screens.counting(into: probe)
    self.requests = routes.requests.counting(into: probe)
    self.registrationErrors = routes.registrationErrors
    self.requirements = routes.requirements
    self.landings = routes.landings
    self.configuration = routes.configuration
    self.table = routes.table.counting(into: probe)
  }

  /// Each route and its kind (screen, request, or both), in order: screens as registered,
  /// then the requests no screen shares a path with.
  public var routes: [LinkTableRoute] { table.routes }

  /// The link of the screen `state` shows (see ``DeepLinkRoutes/url(for:)``).
  public func url(for state: State) -> URL? {
    screens.url(for: state)
  }

  /// The same routes, with every match counted by `probe`: for the test that proves a link is
  /// matched once on its way through the store.
  @_spi(Testing) public func counting(into probe: MatchProbe) -> Self {
    Self(copying: self, probe: probe)
  }
}
