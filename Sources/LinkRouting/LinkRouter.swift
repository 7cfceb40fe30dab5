import Foundation

/// Routes incoming URLs (custom schemes, `x-callback-url` calls, universal links) to handlers
/// with typed input and output, and prints URLs back from routes.
///
/// ```swift
/// let router = LinkRouter(scheme: "notesapp") { error in
///   print("Could not handle a link:", error)
/// }
/// router.route("/search") {
///   print("Navigate to search")
/// }
/// router.route("/create") { (note: Note) in
///   try database.insert(note)
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
/// A router is a ``RouteTable`` of handlers that can still be added to. Each registration
/// builds the table again (time proportional to the routes so far), under a lock; handling a
/// URL takes the current table (one lock, held for a pointer copy) and never builds one. For
/// a fixed set of routes registered once, build a ``RouteTable`` with a
/// ``RouteTableBuilder`` instead.
public final class LinkRouter: @unchecked Sendable {
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
  private let decodingScope: DecodingScope

  // Guarded by `lock`.
  private let lock = NSLock()
  private var builder: RouteTableBuilder<Route>
  private var errors: [RouteRegistrationError] = []
  private var current: RouteTable<Route>

  /// Creates a router for one custom scheme.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, as declared for the app (`notesapp`).
  ///   - onError: Receives errors that have no `x-error` callback to go to.
  public convenience init(
    scheme: String, onError: (@Sendable (_ error: any Error) async -> Void)? = nil
  ) {
    self.init(configuration: LinkConfiguration(schemes: [scheme]), onError: onError)
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
  public init(
    configuration: LinkConfiguration,
    confirm: (@Sendable (_ request: RouteRequest) async -> Bool)? = nil,
    openCallback: (@Sendable (_ url: URL) async -> Void)? = nil,
    onError: (@Sendable (_ error: any Error) async -> Void)? = nil
  ) {
    self.configuration = configuration
    self.confirm = confirm
    self.openCallback = openCallback
    self.onError = onError
    self.decodingScope = DecodingScope(options: configuration.decoder)
    self.builder = RouteTableBuilder(configuration: configuration)
    self.current = builder.build()
  }

  /// Registration problems so far: invalid patterns, duplicate shapes, a configuration with no
  /// scheme. Such routes are not added; the first registration of a shape stays.
  public var registrationErrors: [RouteRegistrationError] {
    lock.withLock { errors }
  }

  /// Throws the first registration problem, if any; call it once routes are set up.
  public func validate() throws(RouteRegistrationError) {
    if let error = registrationErrors.first { throw error }
  }

  /// What each route takes and gives, in registration order.
  public var descriptions: [RouteDescription] { routeTable.descriptions }

  var routeTable: RouteTable<Route> {
    lock.withLock { current }
  }

  /// Decodes a route's input, without taking the lock (handlers call it).
  func decodeInput<Input: Decodable>(_ type: Input.Type, _ request: RouteRequest) throws -> Input {
    try configuration.decoder.decode(
      type, parameters: request.parameters, query: request.input, scope: decodingScope
    )
  }

  func register(
    _ pattern: String, signature: RouteSignature, handler: @escaping Handler
  ) {
    let route = Route(requiresConfirmation: signature.requiresConfirmation, handler: handler)
    lock.withLock {
      do throws(RouteRegistrationError) {
        try builder.add(pattern, route, signature: signature)
        current = builder.build()
      } catch {
        errors.append(error)
      }
    }
  }
}
