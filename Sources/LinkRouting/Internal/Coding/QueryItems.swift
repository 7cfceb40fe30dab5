/// Splits a raw query into decoded items, in order.
///
/// `a=1&b` gives `("a", "1")` and `("b", "")`; empty items (`a=1&&b=2`) are skipped. Keys and
/// values are percent-decoded exactly once. Works on the query's UTF-8 bytes where they are.
func decodeQueryItems(
  _ query: Substring, plusIsSpace: Bool, limits: URLLimits
) throws(URLQueryDecodingError) -> [QueryPart] {
  var query = query
  return try query.withUTF8 { bytes in decodeQueryItems(bytes, plusIsSpace: plusIsSpace, limits: limits) }
    .get()
}

/// Splits the UTF-8 bytes of a raw query into decoded items, in order.
func decodeQueryItems(
  _ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool, limits: URLLimits
) -> Result<[QueryPart], URLQueryDecodingError> {
  guard bytes.count <= limits.maxURLLength else {
    return .failure(.tooLong(limit: limits.maxURLLength))
  }
  var items: [QueryPart] = []
  items.reserveCapacity(8)
  var start = 0
  // One pass per item finds its end, its `=`, whether its key is nested, and which parts
  // need percent-decoding (those that do not become strings straight from their bytes).
  let decodes = plusIsSpace ? UInt8(ascii: "+") : UInt8(ascii: "%")
  while start < bytes.count {
    var end = start
    var equals = -1
    var keyEscaped = false
    var valueEscaped = false
    var nested = false
    var nul = false
    while end < bytes.count {
      let byte = bytes[end]
      if byte < 0x5C {  // every byte looked for is below `\`
        if byte == UInt8(ascii: "&") { break }
        nul = nul || byte == 0
        let escapes = byte == UInt8(ascii: "%") || byte == decodes
        if equals >= 0 {
          valueEscaped = valueEscaped || escapes
        } else if byte == UInt8(ascii: "=") {
          equals = end
        } else if escapes {
          keyEscaped = true
        } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "[") {
          nested = true
        }
      }
      end += 1
    }
    defer { start = end + 1 }
    guard start < end else { continue }  // empty item (`a=1&&b=2`)
    guard items.count < limits.maxQueryItems else {
      return .failure(.tooManyItems(limit: limits.maxQueryItems))
    }
    if equals < 0 { equals = end }
    let key = UnsafeBufferPointer(rebasing: bytes[start..<equals])
    let value = UnsafeBufferPointer(rebasing: bytes[min(equals + 1, end)..<end])
    guard
      let decodedKey = keyEscaped
        ? PercentEncoding.decode(key, plusIsSpace: plusIsSpace, nul: &nul) : String(decoding: key, as: UTF8.self),
      let decodedValue = valueEscaped
        ? PercentEncoding.decode(value, plusIsSpace: plusIsSpace, nul: &nul) : String(decoding: value, as: UTF8.self)
    else {
      return .failure(.malformedPercentEncoding(String(decoding: bytes[start..<end], as: UTF8.self)))
    }
    // A NUL (`%00`) is refused: no text an app keeps holds one, and a store that cuts at it (a
    // C string, SQLite's text) would keep something else than what was sent, or signed.
    if nul {
      return .failure(.invalidValue(parameter: decodedKey, reason: "it holds a NUL character (%00)."))
    }
    // A key with escapes is checked once decoded (`a%2Eb` is the nested key `a.b`).
    guard !keyEscaped else {
      items.append(QueryPart(name: decodedKey, value: decodedValue))
      continue
    }
    let reserved = key.count >= 2 && key[0] == UInt8(ascii: "x") && key[1] == UInt8(ascii: "-")
    items.append(
      QueryPart(name: decodedKey, value: decodedValue, hasPlainName: !nested, isReserved: reserved)
    )
  }
  return .success(items)
}
