/// What a route handler can know about the request it answers.
public struct RouteRequest: Hashable, Sendable {
  /// The URL as received.
  public let url: String
  /// The pattern of the route that matched.
  public let pattern: RoutePattern
  /// The `x-callback-url` parameters.
  public let xCallback: XCallbackParameters
  /// The path parameters in the pattern's order: a dictionary only when asked for, since
  /// making one costs hashing and an allocation on every request.
  let parameters: [QueryPart]
  /// The query items that are the route's input, as the router read them.
  let input: [QueryPart]

  /// The values of the pattern's `:name` parameters, percent-decoded.
  public var pathParameters: [String: String] {
    Dictionary(parameters.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// The query items that are the route's input: percent-decoded, in order, without the
  /// reserved `x-` parameters.
  public var queryItems: [QueryItem] {
    input.map { QueryItem(name: $0.name, value: $0.value) }
  }

  /// Creates a request; the router makes them when it matches a URL, tests can make their own.
  public init(
    url: String, pattern: RoutePattern, pathParameters: [String: String] = [:],
    queryItems: [QueryItem] = [], xCallback: XCallbackParameters = XCallbackParameters()
  ) {
    // The pattern's order first, then any other names in a stable order.
    let names = pattern.parameterNames
    let ordered = names.compactMap { name in
      pathParameters[name].map { QueryPart(parameter: name, value: $0) }
    }
    let others = pathParameters.filter { !names.contains($0.key) }.sorted { $0.key < $1.key }
      .map { QueryPart(parameter: $0.key, value: $0.value) }
    self.init(
      url: url, pattern: pattern, parameters: ordered + others,
      input: queryItems.map { QueryPart(name: $0.name, value: $0.value) }, xCallback: xCallback
    )
  }

  init(
    url: String, pattern: RoutePattern, parameters: [QueryPart], input: [QueryPart],
    xCallback: XCallbackParameters
  ) {
    self.url = url
    self.pattern = pattern
    self.parameters = parameters
    self.input = input
    self.xCallback = xCallback
  }

  /// `x-source`: who says they sent the request.
  public var source: String? { xCallback.source }

  /// One percent-decoded query item: a name and its value.
  public struct QueryItem: Hashable, Sendable {
    /// The key.
    public let name: String
    /// The value (`""` for `?flag`).
    public let value: String

    /// Creates a query item.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }
}
