/// Splits a raw query into decoded key–value pairs, in order.
///
/// `a=1&b` gives `("a", "1")` and `("b", "")`; empty items (`a=1&&b=2`) are skipped. Keys and
/// values are percent-decoded exactly once. Works on the query's UTF-8 bytes where they are.
func decodeQueryItems(
  _ query: Substring, plusIsSpace: Bool, limits: URLLimits
) throws(URLQueryDecodingError) -> [(key: String, value: String)] {
  guard query.utf8.count <= limits.maxURLLength else {
    throw .tooLong(limit: limits.maxURLLength)
  }
  var query = query
  let result: Result<[(key: String, value: String)], URLQueryDecodingError> = query.withUTF8 {
    bytes in
    var items: [(key: String, value: String)] = []
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
      let value =
        equals < end ? UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end]) : UnsafeBufferPointer(rebasing: bytes[end..<end])
      guard let decodedKey = PercentEncoding.decode(key, plusIsSpace: plusIsSpace),
        let decodedValue = PercentEncoding.decode(value, plusIsSpace: plusIsSpace)
      else {
        return .failure(.malformedPercentEncoding(String(decoding: bytes[start..<end], as: UTF8.self)))
      }
      items.append((decodedKey, decodedValue))
    }
    return .success(items)
  }
  return try result.get()
}
