import Foundation

/// Routes incoming URLs (custom schemes, `x-callback-url` calls, universal links) to handlers
/// with typed input and output, and prints URLs back from routes.
///
/// ```swift
/// let router = Router(scheme: "notesapp") { error in
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
///   ``Configuration/hostHandling`` can make it the first path segment instead
///   (`books://shelf/42` → `/shelf/42`). `http(s)` URLs are matched only for
///   ``Configuration/universalLinkHosts``.
/// - The most specific pattern wins (see ``RoutePattern``); a trailing slash does not matter.
/// - Input is decoded from the path parameters and the query, without the reserved `x-`
///   parameters, by ``Configuration/decoder``; output is encoded by ``Configuration/encoder``
///   and appended to `x-success`.
/// - ``handle(_:)-(String)`` returns what happened as a ``RouteOutcome``. It opens a callback
///   only if the router was given an `openCallback` function.
///
/// Routes are usually registered once at launch; registering and handling are safe from any
/// thread.
public final class Router: @unchecked Sendable {
  /// How the host of a custom-scheme URL is read.
  public enum HostHandling: Hashable, Sendable {
    /// The host is ignored: `app://anything/search` is `/search`. The default.
    case ignored
    /// The host is the first path segment: `app://books/42` is `/books/42`. The `x-callback-url`
    /// host is always ignored.
    case firstPathSegment
  }

  /// What a router accepts and how it reads and writes values.
  public struct Configuration: Sendable {
    /// The custom schemes routed, the first being the one URLs are printed with.
    public var schemes: [String]
    /// Hosts whose `http` and `https` URLs are routed (universal links). Default: none.
    public var universalLinkHosts: Set<String>
    /// How the host of a custom-scheme URL is read. Default: ``HostHandling/ignored``.
    public var hostHandling: HostHandling
    /// Decodes route input. Its ``URLQueryDecoder/limits`` are replaced by ``limits``.
    public var decoder: URLQueryDecoder
    /// Encodes route output and printed URLs' queries.
    public var encoder: URLQueryEncoder
    /// Which callbacks are answered. Default: ``CallbackPolicy/default``.
    public var callbackPolicy: CallbackPolicy
    /// Bounds on incoming URLs. Default: ``URLLimits/default``.
    public var limits: URLLimits

    /// Creates a configuration.
    public init(
      schemes: [String],
      universalLinkHosts: Set<String> = [],
      hostHandling: HostHandling = .ignored,
      decoder: URLQueryDecoder = URLQueryDecoder(),
      encoder: URLQueryEncoder = URLQueryEncoder(),
      callbackPolicy: CallbackPolicy = .default,
      limits: URLLimits = .default
    ) {
      self.schemes = schemes
      self.universalLinkHosts = universalLinkHosts
      self.hostHandling = hostHandling
      self.decoder = decoder
      self.encoder = encoder
      self.callbackPolicy = callbackPolicy
      self.limits = limits
    }
  }

  typealias Handler = @Sendable (RouteRequest) async throws -> [(key: String, value: String)]

  struct Route {
    let pattern: RoutePattern
    let requiresConfirmation: Bool
    let handler: Handler
  }

  /// The configuration the router was made with.
  public let configuration: Configuration
  private let schemes: Set<String>
  private let universalLinkHosts: Set<String>
  private let decoder: URLQueryDecoder
  private let confirm: (@Sendable (RouteRequest) async -> Bool)?
  private let openCallback: (@Sendable (URL) async -> Void)?
  private let onError: (@Sendable (any Error) async -> Void)?

  // Guarded by `lock`.
  private let lock = NSLock()
  private var routes: [Route] = []
  private let trie = RouteTrie()
  private var errors: [RouteRegistrationError] = []

  /// Creates a router for one custom scheme.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, as declared for the app (`notesapp`).
  ///   - onError: Receives errors that have no `x-error` callback to go to.
  public convenience init(
    scheme: String, onError: (@Sendable (_ error: any Error) async -> Void)? = nil
  ) {
    self.init(configuration: Configuration(schemes: [scheme]), onError: onError)
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
    configuration: Configuration,
    confirm: (@Sendable (_ request: RouteRequest) async -> Bool)? = nil,
    openCallback: (@Sendable (_ url: URL) async -> Void)? = nil,
    onError: (@Sendable (_ error: any Error) async -> Void)? = nil
  ) {
    var configuration = configuration
    configuration.decoder.limits = configuration.limits
    self.configuration = configuration
    self.schemes = Set(configuration.schemes.map { $0.lowercased() })
    self.universalLinkHosts = Set(configuration.universalLinkHosts.map { $0.lowercased() })
    self.decoder = configuration.decoder
    self.confirm = confirm
    self.openCallback = openCallback
    self.onError = onError
  }

  /// Registration problems so far: invalid patterns and duplicate shapes. Such routes are not
  /// added; the first registration of a shape stays.
  public var registrationErrors: [RouteRegistrationError] {
    lock.withLock { errors }
  }

  /// Throws the first registration problem, if any; call it once routes are set up.
  public func validate() throws(RouteRegistrationError) {
    if let error = registrationErrors.first { throw error }
  }

  func register(_ pattern: String, requiresConfirmation: Bool, handler: @escaping Handler) {
    lock.withLock {
      do throws(RouteRegistrationError) {
        let parsed = try RoutePattern(pattern)
        guard trie.insert(parsed, route: routes.count) else {
          errors.append(.duplicatePattern(parsed.description))
          return
        }
        routes.append(Route(pattern: parsed, requiresConfirmation: requiresConfirmation, handler: handler))
      } catch {
        errors.append(error)
      }
    }
  }

  func decodeInput<Input: Decodable>(_ type: Input.Type, _ request: RouteRequest) throws -> Input {
    let pathItems = request.pathParameters.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    let queryItems = request.queryItems.lazy.map { (key: $0.name, value: $0.value) }
    return try decoder.decode(type, fromDecodedItems: pathItems + queryItems)
  }

  // MARK: - Matching

  /// A matched route: its pattern and the values of its path parameters.
  public struct Match: Hashable, Sendable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The `:name` parameters' values, percent-decoded.
    public let pathParameters: [String: String]
  }

  /// Finds the route for a URL without running it.
  public func match(_ url: String) -> Result<Match, RouteMatchFailure> {
    resolve(url).map { Match(pattern: $0.route.pattern, pathParameters: $0.parameters) }
  }

  /// Finds the route for a URL and decodes its input, without running it.
  public func match<Input: Decodable>(_ url: String, as type: Input.Type) throws -> (
    match: Match, input: Input
  ) {
    let resolved = try resolve(url).get()
    let request = try makeRequest(url, resolved).get()
    return (
      Match(pattern: resolved.route.pattern, pathParameters: resolved.parameters),
      try decodeInput(type, request)
    )
  }

  struct Resolved {
    let parts: URLParts
    let route: Route
    let parameters: [String: String]
  }

  func resolve(_ string: String) -> Result<Resolved, RouteMatchFailure> {
    let limits = configuration.limits
    let parts: URLParts
    do {
      parts = try URLParts(string, limits: limits)
    } catch {
      return .failure(.invalidURL(error == .tooLong ? "longer than \(limits.maxURLLength) bytes" : "no scheme"))
    }
    var segments: [Substring] = []
    let scheme = parts.scheme
    if scheme.equalsIgnoringASCIICase("https") || scheme.equalsIgnoringASCIICase("http") {
      guard !universalLinkHosts.isEmpty else { return .failure(.scheme(scheme.lowercased())) }
      let host = parts.host.map { $0.lowercased() } ?? ""
      guard universalLinkHosts.contains(host) else { return .failure(.host(host)) }
    } else {
      guard schemes.contains(scheme.lowercased()) else { return .failure(.scheme(String(scheme))) }
      if configuration.hostHandling == .firstPathSegment, let host = parts.host, !host.isEmpty,
        !host.equalsIgnoringASCIICase("x-callback-url")
      {
        guard let decoded = PercentEncoding.decode(host.utf8, plusIsSpace: false) else {
          return .failure(.invalidURL("malformed percent-encoding in the host"))
        }
        segments.append(Substring(decoded))
      }
    }
    for raw in parts.rawSegments() {
      guard segments.count < limits.maxPathSegments else {
        return .failure(.invalidURL("more than \(limits.maxPathSegments) path segments"))
      }
      guard let decoded = PercentEncoding.decode(raw.utf8, plusIsSpace: false) else {
        return .failure(.invalidURL("malformed percent-encoding in the path"))
      }
      segments.append(Substring(decoded))
    }
    let found: Route? = lock.withLock { trie.match(segments).map { routes[$0] } }
    guard let route = found else {
      return .failure(.noRoute(path: "/" + segments.joined(separator: "/")))
    }
    var parameters: [String: String] = [:]
    for (segment, value) in zip(route.pattern.segments, segments) {
      if case let .parameter(name) = segment { parameters[name] = String(value) }
    }
    return .success(Resolved(parts: parts, route: route, parameters: parameters))
  }

  /// Splits the query into input items and x-callback parameters, and applies the policy.
  func makeRequest(_ url: String, _ resolved: Resolved) -> Result<RouteRequest, any Error> {
    let items: [(key: String, value: String)]
    do {
      items = try decodeQueryItems(
        resolved.parts.query ?? "", plusIsSpace: decoder.plusIsSpace, limits: configuration.limits
      )
    } catch {
      return .failure(error)
    }
    var xCallback = XCallbackParameters()
    var input: [RouteRequest.QueryItem] = []
    for (key, value) in items {
      guard key.hasPrefix("x-") else {
        input.append(RouteRequest.QueryItem(name: key, value: value))
        continue
      }
      // Empty callbacks are ignored: they would otherwise open a relative URL.
      guard !value.isEmpty else { continue }
      switch key {
      case "x-source":
        if xCallback.source == nil { xCallback.source = value }
      case "x-success", "x-error", "x-cancel":
        let keyPath: WritableKeyPath<XCallbackParameters, String?> =
          key == "x-success" ? \.success : key == "x-error" ? \.error : \.cancel
        guard xCallback[keyPath: keyPath] == nil else {
          return .failure(CallbackRefusal(parameter: key, callback: value, reason: .repeated))
        }
        if let reason = configuration.callbackPolicy.refusal(of: value) {
          return .failure(CallbackRefusal(parameter: key, callback: value, reason: reason))
        }
        xCallback[keyPath: keyPath] = value
      default:
        break  // Other x- parameters are reserved by the spec and never route input.
      }
    }
    return .success(
      RouteRequest(
        url: url, pattern: resolved.route.pattern, pathParameters: resolved.parameters,
        queryItems: input, xCallback: xCallback
      )
    )
  }

  // MARK: - Handling

  /// Routes a URL and runs its handler. See ``RouteOutcome`` for what can happen.
  @discardableResult
  public func handle(_ url: URL) async -> RouteOutcome {
    await handle(url.absoluteString)
  }

  /// Routes a URL string and runs its handler. See ``RouteOutcome`` for what can happen.
  @discardableResult
  public func handle(_ url: String) async -> RouteOutcome {
    let outcome = await outcome(for: url)
    if let openCallback, let callback = outcome.callback { await openCallback(callback) }
    return outcome
  }

  private func outcome(for url: String) async -> RouteOutcome {
    let resolved: Resolved
    switch resolve(url) {
    case let .success(value): resolved = value
    case let .failure(failure): return .notMatched(failure)
    }
    let request: RouteRequest
    switch makeRequest(url, resolved) {
    case let .success(value):
      request = value
    case let .failure(refusal as CallbackRefusal):
      return .refused(refusal)
    case let .failure(error):
      // The query itself is unreadable, so its x-error cannot be trusted either.
      await onError?(error)
      return .failed(RouteFailure(error), callback: nil)
    }
    if resolved.route.requiresConfirmation, await confirm?(request) != true {
      return .cancelled(callback: request.xCallback.cancelURL())
    }
    do {
      let output = try await resolved.route.handler(request)
      return .handled(callback: request.xCallback.successURL(output: output))
    } catch is RouteCancellation {
      return .cancelled(callback: request.xCallback.cancelURL())
    } catch {
      let failure = RouteFailure(error)
      guard let callback = request.xCallback.errorURL(code: failure.code, message: failure.message)
      else {
        await onError?(error)
        return .failed(failure, callback: nil)
      }
      return .failed(failure, callback: callback)
    }
  }
}
