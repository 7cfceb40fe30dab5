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
/// thread. The first match after a registration freezes the routes into the table matching
/// reads (time proportional to the number of routes), so register them all up front.
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

  /// A registered route. A class: a match hands it on by one reference, not by copying (and
  /// retaining) its pattern and handler.
  final class Route: Sendable {
    let pattern: RoutePattern
    let requiresConfirmation: Bool
    let handler: Handler
    let hasParameters: Bool

    init(pattern: RoutePattern, requiresConfirmation: Bool, handler: @escaping Handler) {
      self.pattern = pattern
      self.requiresConfirmation = requiresConfirmation
      self.handler = handler
      self.hasParameters = !pattern.parameterNames.isEmpty
    }
  }

  /// The configuration the router was made with.
  public let configuration: Configuration
  private let schemeBytes: [[UInt8]]
  private let universalLinkHostBytes: [[UInt8]]
  private let decoder: URLQueryDecoder
  private let decodingScope: DecodingScope
  private let confirm: (@Sendable (RouteRequest) async -> Bool)?
  private let openCallback: (@Sendable (URL) async -> Void)?
  private let onError: (@Sendable (any Error) async -> Void)?

  // Guarded by `lock`.
  private let lock = NSLock()
  private var routes: [Route] = []
  private let trie = RouteTrie()
  private var errors: [RouteRegistrationError] = []
  /// The frozen table matching reads; made again on the first match after a registration.
  private var table: RouteTable?

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
    self.schemeBytes = configuration.schemes.map { Array($0.lowercased().utf8) }
    self.universalLinkHostBytes = configuration.universalLinkHosts.map { Array($0.lowercased().utf8) }
    self.decoder = configuration.decoder
    self.decodingScope = DecodingScope(options: configuration.decoder)
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
        table = nil
      } catch {
        errors.append(error)
      }
    }
  }

  func decodeInput<Input: Decodable>(_ type: Input.Type, _ request: RouteRequest) throws -> Input {
    try decodeInput(type, parameters: request.parameters, query: request.queryItems)
  }

  /// Decodes a route's input from its path parameters, then its query items.
  private func decodeInput<Input: Decodable>(
    _ type: Input.Type, parameters: [RouteRequest.QueryItem], query: [RouteRequest.QueryItem]
  ) throws -> Input {
    let items = parameters.isEmpty ? query : parameters + query
    return try decoder.decode(type, fromDecodedItems: items, scope: decodingScope)
  }

  /// The table to match against, frozen from the routes registered so far.
  private func currentTable() -> RouteTable {
    lock.withLock {
      if let table { return table }
      let frozen = RouteTable(trie: trie, routes: routes)
      table = frozen
      return frozen
    }
  }

  // MARK: - Matching

  /// A matched route: its pattern and the values of its path parameters.
  public struct Match: Hashable, Sendable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The parameters in the pattern's order; a dictionary is made only when asked for.
    let parameters: [RouteRequest.QueryItem]

    /// The `:name` parameters' values, percent-decoded.
    public var pathParameters: [String: String] {
      Dictionary(parameters.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Finds the route for a URL without running it.
  public func match(_ url: String) -> Result<Match, RouteMatchFailure> {
    resolve(url).map { Match(pattern: $0.route.pattern, parameters: $0.parameters) }
  }

  /// Finds the route for a URL and decodes its input, without running it.
  public func match<Input: Decodable>(_ url: String, as type: Input.Type) throws -> (
    match: Match, input: Input
  ) {
    let reading = try read(url)
    return (
      Match(pattern: reading.route.pattern, parameters: reading.parameters),
      try decodeInput(type, parameters: reading.parameters, query: reading.input)
    )
  }

  /// Matches a URL and reads its query and callbacks (policy applied), without running the
  /// route: for code that runs routes its own way, such as a store.
  ///
  /// - Throws: ``RouteMatchFailure`` when no route matches, ``CallbackRefusal`` when a callback
  ///   breaks the policy, ``URLQueryDecodingError`` when the query is unreadable.
  public func request(for url: String) throws -> RouteRequest {
    RouteRequest(url, try read(url))
  }

  /// Decodes a route's input from a request: its path parameters and query items.
  ///
  /// - Throws: ``URLQueryDecodingError`` naming the parameter that failed.
  public func decode<Input: Decodable>(_ type: Input.Type, from request: RouteRequest) throws -> Input {
    try decodeInput(type, request)
  }

  struct Resolved {
    let route: Route
    let parameters: [RouteRequest.QueryItem]
    /// Where the query is in the URL's UTF-8 bytes.
    let query: Range<Int>?
  }

  private static let http = Array("http".utf8)
  private static let https = Array("https".utf8)
  private static let xCallbackURL = Array("x-callback-url".utf8)

  func resolve(_ string: String) -> Result<Resolved, RouteMatchFailure> {
    var copy = string
    return copy.withUTF8 { bytes in resolve(bytes, in: string) }
  }

  /// What is read from a URL before anything runs: its route and path parameters, its input
  /// items and its callbacks.
  struct Reading {
    let route: Route
    let parameters: [RouteRequest.QueryItem]
    let input: [RouteRequest.QueryItem]
    let xCallback: XCallbackParameters
  }

  /// Matches a URL and reads its query, in one pass over its bytes.
  ///
  /// - Throws: ``RouteMatchFailure`` when no route matches, ``CallbackRefusal`` when a callback
  ///   breaks the policy, ``URLQueryDecodingError`` when the query is unreadable.
  func read(_ url: String) throws -> Reading {
    var copy = url
    return try copy.withUTF8 { bytes in
      let resolved = try resolve(bytes, in: url).get()
      guard let range = resolved.query else {
        return Reading(
          route: resolved.route, parameters: resolved.parameters, input: [], xCallback: XCallbackParameters()
        )
      }
      let items = try decodeQueryItems(
        UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: decoder.plusIsSpace, limits: configuration.limits
      ).get()
      let (input, xCallback) = try splitCallbacks(items)
      return Reading(route: resolved.route, parameters: resolved.parameters, input: input, xCallback: xCallback)
    }
  }

  /// Matches a URL from its UTF-8 bytes, where they are: segments are looked up by their bytes,
  /// and strings are made only for percent-encoded segments and captured parameters.
  private func resolve(
    _ bytes: UnsafeBufferPointer<UInt8>, in string: String
  ) -> Result<Resolved, RouteMatchFailure> {
    let limits = configuration.limits
    let layout: URLLayout
    do {
      layout = try URLLayout(bytes, limits: limits)
    } catch {
      return .failure(.invalidURL(error == .tooLong ? "longer than \(limits.maxURLLength) bytes" : "no scheme"))
    }
    let scheme = bytes[0..<layout.schemeEnd]
    var hostSegment: Range<Int>?
    if equalsLowercased(scheme, Self.https) || equalsLowercased(scheme, Self.http) {
      guard !universalLinkHostBytes.isEmpty else {
        return .failure(.scheme(String(decoding: scheme, as: UTF8.self).lowercased()))
      }
      let host = bytes[layout.host ?? 0..<0]
      guard universalLinkHostBytes.contains(where: { equalsLowercased(host, $0) }) else {
        return .failure(.host(String(decoding: host, as: UTF8.self).lowercased()))
      }
    } else {
      guard schemeBytes.contains(where: { equalsLowercased(scheme, $0) }) else {
        return .failure(.scheme(String(decoding: scheme, as: UTF8.self)))
      }
      if configuration.hostHandling == .firstPathSegment, let host = layout.host, !host.isEmpty,
        !equalsLowercased(bytes[host], Self.xCallbackURL)
      {
        hostSegment = host
      }
    }
    // Sized by the slashes actually there, so the buffer stays small enough for the stack.
    var slashes = hostSegment == nil ? 0 : 1
    for index in layout.path where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
    return withUnsafeTemporaryAllocation(
      of: UnsafeBufferPointer<UInt8>.self, capacity: min(slashes + 1, limits.maxPathSegments + 1)
    ) { segments -> Result<Resolved, RouteMatchFailure> in
      var count = 0
      var decodedSegments: [UnsafeMutableBufferPointer<UInt8>] = []
      defer { for segment in decodedSegments { segment.deallocate() } }
      func add(_ range: Range<Int>) -> RouteMatchFailure? {
        guard count < limits.maxPathSegments else {
          return .invalidURL("more than \(limits.maxPathSegments) path segments")
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if raw.contains(UInt8(ascii: "%")) {
          guard let decoded = PercentEncoding.decodeBytes(raw, plusIsSpace: false) else {
            return .invalidURL("malformed percent-encoding in the path")
          }
          let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(decoded.count, 1))
          _ = storage.initialize(from: decoded)
          decodedSegments.append(storage)
          segments[count] = UnsafeBufferPointer(rebasing: storage[0..<decoded.count])
        } else {
          segments[count] = raw
        }
        count += 1
        return nil
      }
      if let hostSegment, let failure = add(hostSegment) { return .failure(failure) }
      var start = layout.path.lowerBound
      for index in layout.path where bytes[index] == UInt8(ascii: "/") {
        // Empty segments (`//`, a trailing `/`) are skipped: a trailing slash is harmless.
        if index > start, let failure = add(start..<index) { return .failure(failure) }
        start = index + 1
      }
      if layout.path.upperBound > start, let failure = add(start..<layout.path.upperBound) {
        return .failure(failure)
      }
      let path = UnsafeBufferPointer(rebasing: segments[0..<count])
      let table = currentTable()
      guard let index = table.match(path) else {
        let text = path.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
        return .failure(.noRoute(path: "/" + text))
      }
      let route = table.routes[index]
      var parameters: [RouteRequest.QueryItem] = []
      if route.hasParameters { parameters.reserveCapacity(route.pattern.segments.count) }
      for (segment, value) in zip(route.pattern.segments, path) where route.hasParameters {
        if case let .parameter(name) = segment {
          parameters.append(
            RouteRequest.QueryItem(
              name: name, value: String(decoding: value, as: UTF8.self), hasPlainName: QueryNode.isPlain(name),
              isReserved: false  // `x-` is reserved in the query only
            )
          )
        }
      }
      return .success(Resolved(route: route, parameters: parameters, query: layout.query))
    }
  }

  /// Separates the input items from the x-callback parameters, and applies the policy.
  private func splitCallbacks(
    _ items: [RouteRequest.QueryItem]
  ) throws(CallbackRefusal) -> (input: [RouteRequest.QueryItem], xCallback: XCallbackParameters) {
    guard items.contains(where: \.isReserved) else { return (items, XCallbackParameters()) }
    var xCallback = XCallbackParameters()
    var input: [RouteRequest.QueryItem] = []
    for item in items {
      let (key, value) = (item.name, item.value)
      guard item.isReserved else {
        input.append(item)
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
          throw CallbackRefusal(parameter: key, callback: value, reason: .repeated)
        }
        if let reason = configuration.callbackPolicy.refusal(of: value) {
          throw CallbackRefusal(parameter: key, callback: value, reason: reason)
        }
        xCallback[keyPath: keyPath] = value
      default:
        break  // Other x- parameters are reserved by the spec and never route input.
      }
    }
    return (input, xCallback)
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
    let reading: Reading
    do {
      reading = try read(url)
    } catch let failure as RouteMatchFailure {
      return .notMatched(failure)
    } catch let refusal as CallbackRefusal {
      return .refused(refusal)
    } catch {
      // The query itself is unreadable, so its x-error cannot be trusted either.
      await onError?(error)
      return .failed(RouteFailure(error), callback: nil)
    }
    let request = RouteRequest(url, reading)
    if reading.route.requiresConfirmation, await confirm?(request) != true {
      return .cancelled(callback: request.xCallback.cancelURL())
    }
    do {
      let output = try await reading.route.handler(request)
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
