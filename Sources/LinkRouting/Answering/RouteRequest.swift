import Foundation

/// What a route handler can know about the request it answers.
///
/// Its description, and its mirror (what `dump`, `print` and test failure messages show),
/// give the URL with its secret parameters masked (``redactedURL``): a token in a link never
/// reaches a log through a request.
public struct RouteRequest: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
  /// The URL as received.
  public let url: String
  /// The pattern of the route that matched.
  public let pattern: RoutePattern
  /// The `x-callback-url` parameters.
  public let xCallback: XCallbackParameters
  /// Whether the link is an x-callback-url call: it names the `x-callback-url` host or
  /// carries an `x-` parameter (even an empty one). Such a link asks for an answer, so a
  /// an app's table of screens and requests takes it as a request, never as a screen.
  public let isXCallback: Bool
  /// The path parameters in the pattern's order: a dictionary only when asked for, since
  /// making one costs hashing and an allocation on every request.
  let parameters: [QueryPart]
  /// The query items that are the route's input, as the router read them.
  let input: [QueryPart]
  /// The query parameters whose values ``description`` masks.
  public let secretParameters: Set<String>

  /// The values of the pattern's `:name` parameters, percent-decoded.
  public var pathParameters: [String: String] {
    Dictionary(parameters.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// The query items that are the route's input: percent-decoded, in order, without the
  /// reserved `x-` parameters; each has a value (`""` for `?flag`).
  public var queryItems: [URLQueryItem] {
    input.map { URLQueryItem(name: $0.name, value: $0.value) }
  }

  /// Creates a request; the router makes them when it matches a URL, tests can make their own.
  package init(
    url: String, pattern: RoutePattern, pathParameters: [String: String] = [:],
    queryItems: [URLQueryItem] = [], xCallback: XCallbackParameters = XCallbackParameters(),
    secretParameters: Set<String> = LinkConfiguration.defaultSecretParameters
  ) {
    // The pattern's order first, then any other names in a stable order.
    let names = pattern.parameterNames
    let ordered = names.compactMap { name in
      pathParameters[name].map { QueryPart(parameter: name, value: $0) }
    }
    let others = pathParameters.filter { !names.contains($0.key) }.sorted { $0.key < $1.key }
      .map { QueryPart(parameter: $0.key, value: $0.value) }
    let input = queryItems.map { QueryPart(name: $0.name, value: $0.value ?? "") }
    // Made by hand, a request is an x-callback call when it says so with its parameters, or
    // its host is `x-callback-url`.
    let isXCallback =
      xCallback != XCallbackParameters() || input.contains(where: \.isReserved)
      || URLComponents(string: url)?.host?.lowercased() == "x-callback-url"
    self.init(
      url: url, pattern: pattern, parameters: ordered + others, input: input,
      xCallback: xCallback, isXCallback: isXCallback, secretParameters: secretParameters
    )
  }

  init(
    url: String, pattern: RoutePattern, parameters: [QueryPart], input: [QueryPart],
    xCallback: XCallbackParameters, isXCallback: Bool, secretParameters: Set<String>
  ) {
    self.url = url
    self.pattern = pattern
    self.parameters = parameters
    self.input = input
    self.xCallback = xCallback
    self.isXCallback = isXCallback
    self.secretParameters = secretParameters
  }

  /// The URL with the values of its ``secretParameters`` masked: what a log may show.
  public var redactedURL: String {
    Redaction.redact(url, secrets: secretParameters)
  }

}

extension RouteRequest {
  /// `pattern ← url`, the URL redacted.
  public var description: String { "\(pattern) ← \(redactedURL)" }

  /// The pattern, the redacted URL and the x-callback parameters: never a secret value.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["pattern": pattern.description, "url": redactedURL, "xCallback": xCallback],
      displayStyle: .struct
    )
  }
}

extension RouteRequest {
  /// The path as matched: the pattern with its parameters' values (`*` and `**` as written),
  /// for a message about the link without reading its URL again.
  package var matchedPath: String {
    var values = parameters.makeIterator()
    return "/"
      + pattern.segments.map { segment in
        switch segment {
        case let .literal(text): text
        case .parameter: values.next()?.value ?? ""
        case .wildcard: "*"
        case .rest: "**"
        }
      }.joined(separator: "/")
  }
}
