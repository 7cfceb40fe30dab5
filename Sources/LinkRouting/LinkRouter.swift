import Foundation

/// Routes incoming URLs (custom schemes, `x-callback-url` calls, universal links) to handlers
/// with typed input and output, and prints URLs back from routes.
///
/// ```swift
/// let router = LinkRouter(scheme: "notesapp") { routes in
///   routes.route("/search") {
///     print("Navigate to search")
///   }
///   routes.route("/create") { (note: Note) in
///     try database.insert(note)
///   }
/// }
/// let outcome = await router.handle(url)
/// ```
///
/// - The scheme is compared case-insensitively. For custom schemes the host is ignored by
///   default, so `notesapp:///search` and `notesapp://x-callback-url/search` are the same;
///   ``LinkConfiguration/hostHandling`` can make it the first path segment instead
///   (`books://shelf/42` → `/shelf/42`). `http(s)` URLs are matched only for
///   ``LinkConfiguration/universalLinkHosts``.
/// - The most specific pattern wins (see ``RoutePattern``); a trailing slash does not matter.
/// - Input is decoded from the path parameters and the query, without the reserved `x-`
///   parameters, by ``LinkConfiguration/decoder``; output is encoded by ``LinkConfiguration/encoder``
///   and appended to `x-success`.
/// - ``handle(_:)-(String)`` returns what happened as a ``RouteOutcome``. It opens a callback
///   only if the router was given an `openCallback` function.
///
/// Registration and serving are different types, as in Hummingbird: the routes are declared
/// once, on the ``Routes`` the initializer hands to `routes`, and the router builds its table
/// from them once (time proportional to the routes). A router is then immutable and
/// `Sendable`: handling a URL takes no lock and never builds a table.
public struct LinkRouter: Sendable {
  typealias Handler = @Sendable (RouteRequest) async throws -> [(key: String, value: String)]

  /// A registered route's handler. A class: a match hands it on by one reference.
  final class Route: Sendable {
    let requiresConfirmation: Bool
    let handler: Handler

    init(requiresConfirmation: Bool, handler: @escaping Handler) {
      self.requiresConfirmation = requiresConfirmation
      self.handler = handler
    }
  }

  /// The configuration the router was made with.
  public let configuration: LinkConfiguration
  let confirm: (@Sendable (RouteRequest) async -> Bool)?
  let openCallback: (@Sendable (URL) async -> Void)?
  let onError: (@Sendable (any Error) async -> Void)?
  let routeTable: RouteTable<Route>

  /// The routes that were not added, in declaration order: invalid patterns, duplicate shapes,
  /// a configuration with no scheme. The first registration of a shape stays. (LinkRouting
  /// depends on nothing, so it reports no issue itself: check this, or call ``validate()``,
  /// in a test.)
  public let registrationErrors: [RouteRegistrationError]

  /// Creates a router for one custom scheme.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, as declared for the app (`notesapp`).
  ///   - onError: Receives errors that have no `x-error` callback to go to.
  ///   - routes: Declares the routes.
  public init(
    scheme: String, onError: (@Sendable (_ error: any Error) async -> Void)? = nil,
    routes: (_ routes: inout Routes) -> Void
  ) {
    self.init(
      configuration: LinkConfiguration(schemes: [scheme]), onError: onError, routes: routes)
  }

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - configuration: Schemes, hosts, coding and policy.
  ///   - confirm: Asked before a route registered with `requiresConfirmation` runs; `false`
  ///     declines it (the outcome is ``RouteOutcome/cancelled(callback:)``). Without it, such
  ///     routes are always declined.
  ///   - openCallback: Opens callback URLs. Without it, ``handle(_:)-(String)`` only returns
  ///     them.
  ///   - onError: Receives errors that have no `x-error` callback to go to.
  ///   - routes: Declares the routes.
  public init(
    configuration: LinkConfiguration,
    confirm: (@Sendable (_ request: RouteRequest) async -> Bool)? = nil,
    openCallback: (@Sendable (_ url: URL) async -> Void)? = nil,
    onError: (@Sendable (_ error: any Error) async -> Void)? = nil,
    routes: (_ routes: inout Routes) -> Void
  ) {
    self.configuration = configuration
    self.confirm = confirm
    self.openCallback = openCallback
    self.onError = onError
    var declared = Routes(configuration: configuration)
    routes(&declared)
    self.routeTable = declared.builder.build()
    self.registrationErrors = declared.errors
  }

  /// Throws the first registration problem, if any.
  public func validate() throws(RouteRegistrationError) {
    if let error = registrationErrors.first { throw error }
  }

  /// What each route takes and gives, in registration order.
  public var descriptions: [RouteDescription] { routeTable.descriptions }
}
