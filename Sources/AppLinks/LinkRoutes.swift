import Foundation
@_spi(Testing) import LinkRouting

/// An app's screens and requests in one table: each link is matched once, and the library
/// decides there whether it is shown or answered.
///
/// ```swift
/// static let links = LinkRoutes<State, Action>(configuration) { screens in
///   screens.route("/notes/:id") { (state, link: NoteLink) in state.path.append(link.id) }
///     read: { state in state.path.last.map(NoteLink.init(id:)) }
///   screens.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
///   screens.requiring(unlocked)
/// } requests: { requests in
///   requests.route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
/// }
/// ```
///
/// Registration and serving are two types, as in Hummingbird and `LinkRouter`: the routes are
/// declared, with their aliases, renamed parameters, requirements and landings, on the
/// ``Screens`` and ``Requests`` the closures are handed; the table is built from them once,
/// when the declaration returns, and is then immutable (keep it in a `static let`): it has no
/// `route`, `alias` or `renaming`.
///
/// Take links in through it with ``LinkIntake``.
/// A link that both a screen and a request take (here `notes://notes/3`) is decided by
/// one rule, in the match (see `LinkTable`): an x-callback-url call (the `x-callback-url` host
/// or any `x-` parameter) is answered; otherwise a screen shows it; otherwise a request-only
/// route answers it. Nothing after the match reads the URL again.
///
/// ``url(for:)`` prints the screen shown; each table's examples and descriptions stay with it
/// (``screens``, ``requests``). A screen and a request on the same path shape must name its
/// parameters alike, and both must read links alike (schemes, hosts, host handling);
/// otherwise an issue is reported and only the screens are matched.
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
  public let registrationErrors: [RouteRegistrationError]
  /// What must hold before each route's link is applied, by the route's own pattern (an
  /// alias leads to its route, so it waits for the same requirement).
  package let requirements: [RoutePattern: LinkRequirement<State>]
  /// Whether a person may land on each route from the web, where its route said
  /// (`Screens.landing(_:on:)`, `Requests.landing(_:on:)`).
  package let landings: [RoutePattern: LinkLanding]
  /// How links are read (kept, not read through the table on every link).
  public let configuration: LinkConfiguration

  /// An app's links declared in one place: `configuration` given once, to the screens and
  /// the requests that `screens` and `requests` declare.
  ///
  /// ```swift
  /// static let links = LinkRoutes<State, Action>(configuration) { screens in
  ///   screens.route("/notes/:id") { (state, link: NoteLink) in state.path.append(link.id) }
  ///     read: { state in state.path.last.map(NoteLink.init(id:)) }
  /// } requests: { requests in
  ///   requests.route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
  /// }
  /// ```
  ///
  /// Each closure runs once, here; the tables are built when both have returned (time
  /// proportional to the routes).
  ///
  /// - Parameters:
  ///   - configuration: How links are read and printed, for both tables.
  ///   - screens: Declares the screens links lead to.
  ///   - requests: Declares the x-callback requests links make.
  ///   - fileID: The file of the call, for the issue reported if the two cannot be joined.
  ///   - filePath: The file path of the call, for that issue.
  ///   - line: The line of the call, for that issue.
  ///   - column: The column of the call, for that issue.
  public init(
    _ configuration: LinkConfiguration,
    screens: (_ screens: inout Screens) -> Void = { _ in },
    requests: (_ requests: inout Requests) -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    var declaredScreens = Screens(configuration: configuration)
    screens(&declaredScreens)
    var declaredRequests = Requests(configuration: configuration)
    requests(&declaredRequests)
    var (screenRoutes, requestRoutes) = (declaredScreens.builder, declaredRequests.builder)
    var errors = declaredScreens.errors + declaredRequests.errors
    errors += declaredScreens.additions.keepPublished(in: &screenRoutes, alongside: &requestRoutes)
    errors += declaredRequests.additions.keepPublished(in: &requestRoutes, alongside: &screenRoutes)
    self.screens = DeepLinkRoutes(building: screenRoutes)
    self.requests = XCallbackRoutes(building: requestRoutes)
    do {
      self.table = try LinkTable(screens: self.screens.table, requests: self.requests.table)
    } catch {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        .report("Screens and requests not joined: \(error)")
      // The screens alone: no request is answered rather than some answered wrongly.
      self.table = LinkTable(screensOnly: self.screens.table)
      errors.append(error)
    }
    self.configuration = table.configuration
    // Requirements and landings, over the routes of the table each was declared with; on a
    // pattern both tables have, the request's declaration comes after the screen's and wins.
    let screenRequirements = declaredScreens.additions.requirementsByPattern(known: screenRoutes.patterns)
    let requestRequirements = declaredRequests.additions.requirementsByPattern(known: requestRoutes.patterns)
    let screenLandings = declaredScreens.additions.landingsByPattern(known: screenRoutes.patterns)
    let requestLandings = declaredRequests.additions.landingsByPattern(known: requestRoutes.patterns)
    self.requirements = screenRequirements.requirements.merging(requestRequirements.requirements) { _, last in last }
    self.landings = screenLandings.landings.merging(requestLandings.landings) { _, last in last }
    self.registrationErrors =
      errors + screenRequirements.errors + requestRequirements.errors + screenLandings.errors + requestLandings.errors
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
