/// Splits a raw query into decoded key–value pairs, in order.
///
/// `a=1&b` gives `("a", "1")` and `("b", "")`; empty items (`a=1&&b=2`) are skipped. Keys and
/// values are percent-decoded exactly once.
func decodeQueryItems(
  _ query: Substring, plusIsSpace: Bool, limits: URLLimits
) throws(URLQueryDecodingError) -> [(key: String, value: String)] {
  guard query.utf8.count <= limits.maxURLLength else {
    throw .tooLong(limit: limits.maxURLLength)
  }
  var items: [(key: String, value: String)] = []
  for item in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
    guard items.count < limits.maxQueryItems else {
      throw .tooManyItems(limit: limits.maxQueryItems)
    }
    let raw = Substring(item)
    let key: Substring
    let value: Substring
    if let equals = raw.utf8.firstIndex(of: UInt8(ascii: "=")) {
      key = raw[..<equals]
      value = raw[raw.utf8.index(after: equals)...]
    } else {
      key = raw
      value = ""
    }
    guard let decodedKey = PercentEncoding.decode(key.utf8, plusIsSpace: plusIsSpace),
      let decodedValue = PercentEncoding.decode(value.utf8, plusIsSpace: plusIsSpace)
    else {
      throw .malformedPercentEncoding(String(raw))
    }
    items.append((decodedKey, decodedValue))
  }
  return items
}
