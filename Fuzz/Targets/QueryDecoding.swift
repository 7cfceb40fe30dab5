import FuzzSupport
import LinkRouting

// `URLQueryDecoder` on arbitrary query strings, into a nested type with arrays and optionals.
// Promises: only `URLQueryDecodingError` comes out (the typed `throws` makes that a compile-time
// fact, so the harness checks the rest); and what decodes is stable: encoding it and decoding
// again gives a value that encodes the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
  let options = input.byte()
  var decoder = URLQueryDecoder(plusIsSpace: options & 1 == 1)
  if options & 2 != 0 { decoder.arrayKeys.insert(.brackets) }
  if options & 4 != 0 { decoder.arrayKeys.insert(.indexed) }
  let query = input.rest()
  let record: FuzzRecord
  do {
    record = try decoder.decode(FuzzRecord.self, from: query)
  } catch {
    require(!error.description.isEmpty, "an error without a message for \(query)")
    return 0
  }
  let encoder = URLQueryEncoder(arrayKeys: .indexed)
  // Encoding can make a value much longer than it came (a `URL` or a character outside ASCII
  // is escaped, `%` again as `%25`), so the re-reading decoder has no length bound: this target
  // checks stability; limits are checked on the way in.
  let reader = URLQueryDecoder(
    arrayKeys: .indexed, limits: URLLimits(maxURLLength: .max, maxQueryItems: .max, maxNestingDepth: .max)
  )
  do {
    let encoded = try encoder.encodedQuery(record)
    let again = try reader.decode(FuzzRecord.self, from: encoded)
    let reencoded = try encoder.encodedQuery(again)
    require(encoded == reencoded, "\(query) → \(encoded) → \(reencoded)")
  } catch {
    require(false, "a decoded value did not survive a round trip: \(query): \(error)")
  }
  return 0
}
