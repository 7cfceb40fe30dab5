/// Splits a raw query into decoded items, in order.
///
/// `a=1&b` gives `("a", "1")` and `("b", "")`; empty items (`a=1&&b=2`) are skipped. Keys and
/// values are percent-decoded exactly once. Works on the query's UTF-8 bytes where they are.
func decodeQueryItems(
  _ query: Substring, plusIsSpace: Bool, limits: URLLimits
) throws(URLQueryDecodingError) -> [RouteRequest.QueryItem] {
  var query = query
  return try query.withUTF8 { bytes in decodeQueryItems(bytes, plusIsSpace: plusIsSpace, limits: limits) }
    .get()
}

/// Splits the UTF-8 bytes of a raw query into decoded items, in order.
func decodeQueryItems(
  _ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, limits: URLLimits
) -> Result<[RouteRequest.QueryItem], URLQueryDecodingError> {
  guard bytes.count <= limits.maxURLLength else {
    return .failure(.tooLong(limit: limits.maxURLLength))
  }
  var items: [RouteRequest.QueryItem] = []
  var start = 0
  while start < bytes.count {
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
    defer { start = end + 1 }
    guard start < end else { continue }  // empty item (`a=1&&b=2`)
    guard items.count < limits.maxQueryItems else {
      return .failure(.tooManyItems(limit: limits.maxQueryItems))
    }
    var equals = start
    while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
    let key = UnsafeBufferPointer(rebasing: bytes[start..<equals])
    let value = UnsafeBufferPointer(rebasing: bytes[min(equals + 1, end)..<end])
    guard let decodedKey = PercentEncoding.decode(key, plusIsSpace: plusIsSpace),
      let decodedValue = PercentEncoding.decode(value, plusIsSpace: plusIsSpace)
    else {
      return .failure(.malformedPercentEncoding(String(decoding: bytes[start..<end], as: UTF8.self)))
    }
    items.append(RouteRequest.QueryItem(name: decodedKey, value: decodedValue))
  }
  return .success(items)
}
