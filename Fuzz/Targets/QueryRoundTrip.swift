import Foundation
import FuzzSupport
import LinkRouting

// `URLQueryEncoder` → `URLQueryDecoder` is the identity for every value of a nested type, with
// each array spelling; and a URL printed for a route matches that route and decodes to the same
// value (path parameters included).
private let arrayKeys: [(URLQueryEncoder.ArrayKeys, URLQueryDecoder.ArrayKeys)] = [
  (.repeated, []), (.brackets, .brackets), (.indexed, .indexed),
]

private let router: LinkRouter = {
  let router = LinkRouter(
    configuration: LinkConfiguration(
      schemes: ["notes"], decoder: URLQueryDecoder(arrayKeys: .indexed),
      encoder: URLQueryEncoder(arrayKeys: .indexed)
    )
  ) { router in
    router.route("/records/:title") { (_: FuzzRecord) in }
    router.route("/records/:title/items/:id") { (_: FuzzRecord) in }
  }
  return router
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
  let (encoderKeys, decoderKeys) = arrayKeys[input.choice(arrayKeys.count)]
  let pattern = input.bool() ? "/records/:title" : "/records/:title/items/:id"
  let record = input.record()
  let expected = record.withoutEmptyOptionalArrays

  do {
    let query = try URLQueryEncoder(arrayKeys: encoderKeys).encodedQuery(record)
    let decoded = try URLQueryDecoder(arrayKeys: decoderKeys).decode(FuzzRecord.self, from: query)
    require(decoded == expected, "\(record) → \(query) → \(decoded)")
  } catch URLQueryEncodingError.nulCharacter {
    // Refused when written, as the reader refuses it: no link carries a NUL.
    require("\(record)".contains("\\0"), "a NUL refused in \(record)")
  } catch URLQueryEncodingError.nestedValueInRepeatedArray {
    // `items[].label=a&items[].label=b` cannot say which values belong together.
    require(encoderKeys != .indexed, "nested arrays refused with indexed keys")
  } catch {
    require(false, "\(record) did not round-trip: \(error)")
  }

  do {
    let url = try router.url(for: pattern, input: record)
    let (match, decoded) = try router.match(url.absoluteString, as: FuzzRecord.self)
    require(match.pattern.description == pattern, "\(url) matched \(match.pattern), not \(pattern)")
    require(match.pathParameters["title"] == record.title, "\(url) lost the title \(record.title)")
    require(decoded == expected, "\(record) → \(url) → \(decoded)")
  } catch let error as RoutePrintingError {
    // Only a path parameter that cannot be a segment, or a NUL anywhere, may refuse to print.
    require(record.title.isEmpty || "\(record)".contains("\\0"), "\(record.title) refused: \(error)")
  } catch {
    require(false, "\(record) did not print and match: \(error)")
  }
  return 0
}

extension FuzzRecord {
  /// What a query can carry back: an empty array writes no item, so an optional one reads
  /// back as `nil`.
  var withoutEmptyOptionalArrays: FuzzRecord {
    var copy = self
    if copy.scores == [] { copy.scores = nil }
    if copy.items == [] { copy.items = nil }
    copy.inner = copy.inner?.withoutEmptyOptionalArrays
    copy.items = copy.items?.map(\.withoutEmptyOptionalArrays)
    return copy
  }
}

extension FuzzRecord.Inner {
  var withoutEmptyOptionalArrays: Self {
    var copy = self
    if copy.flags == [] { copy.flags = nil }
    return copy
  }
}
