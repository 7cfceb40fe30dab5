/// Reads URLs against a set of route patterns: the part of a ``RouteTable`` that does not
/// depend on what the routes hold, so that it is compiled once, not once per kind of value.
///
/// Immutable once made: matching takes no lock and builds nothing.
final class RouteMatcher: Sendable {
  let configuration: LinkConfiguration
  /// Counts the matches made, in tests that prove a link is matched once; `nil` otherwise.
  let probe: MatchProbe?
  let patterns: [RoutePattern]
  /// Old patterns that still lead to a route (published links keep working).
  let aliases: [Alias]
  /// Per route, old parameter names and the names they are read as now.
  let renames: [[String: String]]
  private let hasParameters: [Bool]
  private let trie: FrozenTrie
  private let schemeBytes: [[UInt8]]
  private let universalLinkHostBytes: [[UInt8]]
  let decodingScope: DecodingScope
  let printer: URLPrinter

  /// An old pattern of a route: matched as the route, its parameters renamed.
  struct Alias: Sendable {
    let pattern: RoutePattern
    let route: Int
    /// Old names (in the alias's path or its query) and the route's names for them.
    let renaming: [String: String]
  }

  init(
    configuration: LinkConfiguration, patterns: [RoutePattern], aliases: [Alias] = [],
    renames: [[String: String]] = [], probe: MatchProbe? = nil
  ) {
    self.configuration = configuration
    self.probe = probe
    self.patterns = patterns
    self.aliases = aliases
    self.renames = renames.count == patterns.count ? renames : Array(repeating: [:], count: patterns.count)
    self.hasParameters = (patterns + aliases.map(\.pattern)).map { !$0.parameterNames.isEmpty }
    let tree = RouteTrie()
    // Aliases take the indexes after the routes'. The builder refused duplicate shapes
    // already, so every insert succeeds.
    for (index, pattern) in (patterns + aliases.map(\.pattern)).enumerated() {
      _ = tree.insert(pattern, route: index)
    }
    self.trie = FrozenTrie(trie: tree)
    self.schemeBytes = configuration.schemes.map { Array($0.lowercased().utf8) }
    self.universalLinkHostBytes = configuration.universalLinkHosts.map { Array($0.lowercased().utf8) }
    self.decodingScope = DecodingScope(options: configuration.decoder)
    self.printer = URLPrinter(configuration: configuration)
  }

  /// A matched route: its index and path parameters, and where the query is.
  struct Resolved {
    let route: Int
    let parameters: [QueryPart]
    /// Where the query is in the URL's UTF-8 bytes.
    let query: Range<Int>?
    /// Whether the host is `x-callback-url` (a custom scheme's, whatever the host handling).
    let namesXCallbackHost: Bool
    /// Old query names and the route's names for them, when the route has any.
    let renaming: [String: String]?
  }

  /// What is read from a URL before anything runs: its route and path parameters, its input
  /// items and its callbacks.
  struct Reading {
    let route: Int
    let parameters: [QueryPart]
    let input: [QueryPart]
    let xCallback: XCallbackParameters
    /// Whether the link names the `x-callback-url` host or carries an `x-` parameter.
    let isXCallback: Bool

    func request(_ url: String, patterns: [RoutePattern], secrets: Set<String>) -> RouteRequest {
      RouteRequest(
        url: url, pattern: patterns[route], parameters: parameters, input: input, xCallback: xCallback,
        isXCallback: isXCallback, secretParameters: secrets
      )
    }
  }

  private static let http = Array("http".utf8)
  private static let https = Array("https".utf8)
  private static let xCallbackURL = Array("x-callback-url".utf8)

  /// Whether a route or an alias takes the root path (`/`, or `/**`).
  var takesRoot: Bool {
    trie.match(UnsafeBufferPointer(start: nil, count: 0)) != nil
  }

  func resolve(_ string: String) -> Result<Resolved, RouteMatchError> {
    probe?.record()
    var copy = string
    return copy.withUTF8 { bytes in resolve(bytes) }
  }

  /// Matches a URL and reads its query, in one pass over its bytes.
  func read(_ url: String) -> Result<Reading, RouteReadFailure> {
    probe?.record()
    var copy = url
    return copy.withUTF8 { bytes -> Result<Reading, RouteReadFailure> in
      let resolved: Resolved
      switch resolve(bytes) {
      case let .success(found): resolved = found
      case let .failure(failure): return .failure(.notMatched(failure))
      }
      guard let range = resolved.query else {
        return .success(
          Reading(
            route: resolved.route, parameters: resolved.parameters, input: [], xCallback: XCallbackParameters(),
            isXCallback: resolved.namesXCallbackHost
          )
        )
      }
      let items: [QueryPart]
      switch decodeQueryItems(
        UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: configuration.decoder.plusIsSpace,
        limits: configuration.limits
      ) {
      case let .success(decoded): items = decoded
      case let .failure(error): return .failure(.unreadable(error))
      }
      do throws(CallbackPolicyError) {
        var (input, xCallback) = try splitCallbacks(items)
        if let renaming = resolved.renaming { input = Self.renamed(input, renaming) }
        return .success(
          Reading(
            route: resolved.route, parameters: resolved.parameters, input: input, xCallback: xCallback,
            isXCallback: resolved.namesXCallbackHost || input.count < items.count
          )
        )
      } catch {
        return .failure(.refused(error))
      }
    }
  }

  /// Matches a URL from its UTF-8 bytes, where they are: segments are looked up by their bytes,
  /// and strings are made only for percent-encoded segments and captured parameters.
  private func resolve(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Resolved, RouteMatchError> {
    let limits = configuration.limits
    let layout: URLLayout
    do {
      layout = try URLLayout(bytes, limits: limits)
    } catch {
      let reason =
        switch error {
        case .tooLong: "longer than \(limits.maxURLLength) bytes"
        case .missingScheme: "no scheme"
        case .nulCharacter: "a NUL character in the path"
        }
      return .failure(.invalidURL(reason))
    }
    let scheme = bytes[0..<layout.schemeEnd]
    var hostSegment: Range<Int>?
    var namesXCallbackHost = false
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
      if let host = layout.host, !host.isEmpty {
        namesXCallbackHost = equalsLowercased(bytes[host], Self.xCallbackURL)
        if configuration.hostHandling == .firstPathSegment, !namesXCallbackHost { hostSegment = host }
      }
    }
    // Sized by the slashes actually there, so the buffer stays small enough for the stack.
    var slashes = hostSegment == nil ? 0 : 1
    for index in layout.path where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
    return withUnsafeTemporaryAllocation(
      of: UnsafeBufferPointer<UInt8>.self, capacity: min(slashes + 1, limits.maxPathSegments + 1)
    ) { segments -> Result<Resolved, RouteMatchError> in
      var count = 0
      var decodedSegments: [UnsafeMutableBufferPointer<UInt8>] = []
      defer { for segment in decodedSegments { segment.deallocate() } }
      func add(_ range: Range<Int>) -> RouteMatchError? {
        guard count < limits.maxPathSegments else {
          return .invalidURL("more than \(limits.maxPathSegments) path segments")
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if raw.contains(UInt8(ascii: "%")) {
          guard let decoded = PercentEncoding.decodeBytes(raw, plusIsSpace: false) else {
            return .invalidURL("malformed percent-encoding in the path")
          }
          // `%00` decodes to what no link carries: refused here as the query's decoder and
          // the printer refuse it, so a link that matches can always be printed again.
          guard !decoded.contains(0) else { return .invalidURL("a NUL character in the path") }
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
      guard let index = trie.match(path) else {
        let text = path.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
        return .failure(.noRoute(path: "/" + text))
      }
      // An alias is its route, with the names it renames.
      let alias = index < patterns.count ? nil : aliases[index - patterns.count]
      let route = alias?.route ?? index
      let renaming: [String: String]? =
        alias.map { $0.renaming.merging(renames[route]) { aliasName, _ in aliasName } }
        ?? (renames[route].isEmpty ? nil : renames[route])
      var parameters: [QueryPart] = []
      if hasParameters[index] {
        let pattern = alias?.pattern ?? patterns[index]
        parameters.reserveCapacity(pattern.segments.count)
        for (segment, value) in zip(pattern.segments, path) {
          if case let .parameter(name) = segment {
            parameters.append(
              QueryPart(parameter: renaming?[name] ?? name, value: String(decoding: value, as: UTF8.self)))
          }
        }
      }
      return .success(
        Resolved(
          route: route, parameters: parameters, query: layout.query, namesXCallbackHost: namesXCallbackHost,
          renaming: renaming)
      )
    }
  }

  /// `items` with old names read as the route's; an old name whose new one is also given is
  /// dropped (the link's current form wins).
  private static func renamed(_ items: [QueryPart], _ renaming: [String: String]) -> [QueryPart] {
    let given = Set(items.map(\.name))
    return items.compactMap { item in
      guard let new = renaming[item.name] else { return item }
      return given.contains(new) ? nil : QueryPart(name: new, value: item.value)
    }
  }

  /// Separates the input items from the x-callback parameters, and applies the policy.
  private func splitCallbacks(
    _ items: [QueryPart]
  ) throws(CallbackPolicyError) -> (input: [QueryPart], xCallback: XCallbackParameters) {
    guard items.contains(where: \.isReserved) else { return (items, XCallbackParameters()) }
    var xCallback = XCallbackParameters()
    var input: [QueryPart] = []
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
          throw CallbackPolicyError(parameter: key, callback: value, reason: .repeated)
        }
        if let reason = configuration.callbackPolicy.refusal(of: value) {
          throw CallbackPolicyError(parameter: key, callback: value, reason: reason)
        }
        xCallback[keyPath: keyPath] = value
      default:
        break  // Other x- parameters are reserved by the spec and never route input.
      }
    }
    return (input, xCallback)
  }

  /// Decodes a route's input from its path parameters, then its query items.
  func decodeInput<Input: Decodable>(_ type: Input.Type, _ request: RouteRequest) throws -> Input {
    try configuration.decoder.decode(
      type, parameters: request.parameters, query: request.input, scope: decodingScope
    )
  }
}

/// Why a URL could not be read for a route: the three ways, typed, so that callers switch over
/// them instead of casting.
package enum RouteReadFailure: Error, Sendable {
  /// No route matches.
  case notMatched(RouteMatchError)
  /// A callback breaks the policy.
  case refused(CallbackPolicyError)
  /// The query is unreadable (malformed encoding, over a limit).
  case unreadable(URLQueryDecodingError)

  /// The error itself, for APIs that throw untyped errors.
  package var error: any Error {
    switch self {
    case let .notMatched(failure): failure
    case let .refused(refusal): refusal
    case let .unreadable(error): error
    }
  }
}
