/// One percent-decoded name and value, as matching and decoding pass them around: a path
/// parameter or a query item. What the router learns about the name while reading it travels
/// with it, so decoding need not scan the name again; the public `URLQueryItem`
/// shows only the name and value.
struct QueryPart: Hashable, Sendable {
  /// The key.
  let name: String
  /// The value (`""` for `?flag`).
  let value: String
  /// Whether the name is one plain key, not a nested one (`a.b`, `a[0]`).
  let hasPlainName: Bool
  /// Whether the name starts with `x-`, which x-callback-url reserves in a query: such items
  /// are never route input. Compared by bytes: `hasPrefix` compares characters, and
  /// `x-\u{301}…` starts with the character "-\u{301}", not "-". Always `false` for a path
  /// parameter.
  let isReserved: Bool

  /// A query item read from outside (a name no router has looked at yet).
  init(name: String, value: String) {
    var bytes = name.utf8.makeIterator()
    let isReserved = bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "-")
    self.init(name: name, value: value, hasPlainName: QueryNode.isPlain(name), isReserved: isReserved)
  }

  /// A path parameter: `x-` is reserved in the query only.
  init(parameter name: String, value: String) {
    self.init(name: name, value: value, hasPlainName: QueryNode.isPlain(name), isReserved: false)
  }

  init(name: String, value: String, hasPlainName: Bool, isReserved: Bool) {
    self.name = name
    self.value = value
    self.hasPlainName = hasPlainName
    self.isReserved = isReserved
  }
}
