/// What a route handler can know about the request it answers.
public struct RouteRequest: Hashable, Sendable {
  /// The URL as received.
  public let url: String
  /// The pattern of the route that matched.
  public let pattern: RoutePattern
  /// The values of the pattern's `:name` parameters, percent-decoded.
  public var pathParameters: [String: String] {
    Dictionary(parameters.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }
  /// The query items that are the route's input: percent-decoded, in order, without the
  /// reserved `x-` parameters.
  public let queryItems: [QueryItem]
  /// The `x-callback-url` parameters.
  public let xCallback: XCallbackParameters
  /// The path parameters in the pattern's order: a dictionary only when asked for, since
  /// making one costs hashing and an allocation on every request.
  let parameters: [QueryItem]

  /// Creates a request; the router makes them when it matches a URL, tests can make their own.
  public init(
    url: String, pattern: RoutePattern, pathParameters: [String: String] = [:],
    queryItems: [QueryItem] = [], xCallback: XCallbackParameters = XCallbackParameters()
  ) {
    // The pattern's order first, then any other names in a stable order.
    let names = pattern.parameterNames
    let ordered = names.compactMap { name in pathParameters[name].map { QueryItem(name: name, value: $0) } }
    let others = pathParameters.filter { !names.contains($0.key) }.sorted { $0.key < $1.key }
      .map { QueryItem(name: $0.key, value: $0.value) }
    self.init(url: url, pattern: pattern, parameters: ordered + others, queryItems: queryItems, xCallback: xCallback)
  }

  init(
    url: String, pattern: RoutePattern, parameters: [QueryItem], queryItems: [QueryItem],
    xCallback: XCallbackParameters
  ) {
    self.url = url
    self.pattern = pattern
    self.parameters = parameters
    self.queryItems = queryItems
    self.xCallback = xCallback
  }

  init(_ url: String, _ reading: Router.Reading) {
    self.init(
      url: url, pattern: reading.route.pattern, parameters: reading.parameters, queryItems: reading.input,
      xCallback: reading.xCallback
    )
  }

  /// `x-source`: who says they sent the request.
  public var source: String? { xCallback.source }

  /// One percent-decoded query item.
  public struct QueryItem: Hashable, Sendable, CustomReflectable {
    /// The key.
    public let name: String
    /// The value (`""` for `?flag`).
    public let value: String

    /// Whether the name is one plain key, not a nested one (`a.b`, `a[0]`); known when the
    /// item is read, so that decoding need not scan the name again.
    let hasPlainName: Bool

    /// Whether the name starts with `x-`, which x-callback-url reserves: such items are never
    /// route input. Compared by bytes: `hasPrefix` compares characters, and `x-\u{301}…`
    /// starts with the character "-\u{301}", not "-".
    let isReserved: Bool

    /// Creates a query item.
    public init(name: String, value: String) {
      var bytes = name.utf8.makeIterator()
      let isReserved = bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "-")
      self.init(name: name, value: value, hasPlainName: QueryNode.isPlain(name), isReserved: isReserved)
    }

    init(name: String, value: String, hasPlainName: Bool, isReserved: Bool) {
      self.name = name
      self.value = value
      self.hasPlainName = hasPlainName
      self.isReserved = isReserved
    }

    /// Whether two items have the same name and value. (The flags above are what the router
    /// knows about a name, not part of the item.)
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.value == rhs.value
    }

    /// Hashes the name and value.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(value)
    }

    /// Shows the name and value only, as test diffs and `dump` print them.
    public var customMirror: Mirror {
      Mirror(self, children: ["name": name, "value": value])
    }
  }
}

import Foundation
