import Foundation

/// Encodes an `Encodable` value as URL query items, in a deterministic order: the order in which
/// the type encodes its properties (declaration order for synthesized conformances). Callback
/// URLs built from the same output are therefore always the same.
///
/// ```swift
/// struct Created: Encodable { var id: Int; var title: String }
/// try URLQueryEncoder().encodedQuery(Created(id: 7, title: "Hi there"))
/// // "id=7&title=Hi%20there"
/// ```
///
/// Spellings mirror ``URLQueryDecoder``: nested values as `note.title`, arrays as repeated keys
/// (or `tags[]`/`tags[0]` with ``arrayKeys``), `Bool` as `true`/`false`, `Date` as ISO 8601,
/// `Data` as base64, `nil` optionals left out.
public struct URLQueryEncoder: Sendable {
  /// How arrays are spelled.
  public enum ArrayKeys: Hashable, Sendable {
    /// `tags=a&tags=b`. Arrays of nested values cannot be spelled this way. The default.
    case repeated
    /// `tags[]=a&tags[]=b`.
    case brackets
    /// `tags[0]=a&tags[1]=b`.
    case indexed
  }

  /// How dates are written.
  public enum DateEncodingStrategy: Sendable {
    /// ISO 8601 (`2026-11-22T13:10:00Z`). The default.
    case iso8601
    /// Seconds since 1 January 1970 UTC.
    case secondsSince1970
    /// Milliseconds since 1 January 1970 UTC.
    case millisecondsSince1970
  }

  /// How arrays are spelled. Default: ``ArrayKeys/repeated``.
  public var arrayKeys: ArrayKeys
  /// How dates are written. Default: ``DateEncodingStrategy/iso8601``.
  public var dateEncodingStrategy: DateEncodingStrategy

  /// Creates an encoder.
  public init(arrayKeys: ArrayKeys = .repeated, dateEncodingStrategy: DateEncodingStrategy = .iso8601) {
    self.arrayKeys = arrayKeys
    self.dateEncodingStrategy = dateEncodingStrategy
  }

  /// Encodes `value` as query items (not percent-encoded), in encoding order.
  public func encode(_ value: some Encodable) throws -> [URLQueryItem] {
    try encodePairs(value).map { URLQueryItem(name: $0.key, value: $0.value) }
  }

  /// Encodes `value` as a percent-encoded query string, without the leading `?`.
  public func encodedQuery(_ value: some Encodable) throws -> String {
    Self.query(from: try encodePairs(value))
  }

  package func encodePairs(_ value: some Encodable) throws -> [(key: String, value: String)] {
    let storage = QueryEncodingStorage()
    try encode(value, into: storage)
    return storage.items
  }

  /// Encodes `value` into `storage`, which collects its pairs or writes them into a URL.
  func encode(_ value: some Encodable, into storage: QueryEncodingStorage) throws {
    try QueryEncoding(storage: storage, options: self).encodeValue(value)
    if storage.wroteTopLevelScalar { throw URLQueryEncodingError.topLevelNotKeyed }
    if let parameter = storage.nulParameter { throw URLQueryEncodingError.nulCharacter(parameter: parameter) }
  }

  /// Joins pairs into a percent-encoded query.
  static func query(from pairs: [(key: String, value: String)]) -> String {
    guard !pairs.isEmpty else { return "" }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumEncodedLength(of: pairs)) { output in
      String(decoding: output[..<writeQuery(pairs, into: output, at: 0)], as: UTF8.self)
    }
  }

  /// The most bytes `pairs` can take written as a percent-encoded query (`a=1&b=2`): every
  /// byte escaped. Known without reading the strings, so that they are read once, as they are
  /// written into a buffer this long.
  static func maximumEncodedLength(of pairs: [(key: String, value: String)]) -> Int {
    var length = max(pairs.count * 2 - 1, 0)  // the `=` of each pair and the `&` between them
    for (key, value) in pairs {
      length += 3 * (key.utf8.count + value.utf8.count)
    }
    return length
  }

  /// Writes `pairs` as a percent-encoded query into `output` from `position`, which has room
  /// for ``maximumEncodedLength(of:)`` bytes; returns the position after it. One buffer for the whole
  /// query, not a string per key and value.
  static func writeQuery(
    _ pairs: [(key: String, value: String)], into output: UnsafeMutableBufferPointer<UInt8>, at position: Int
  ) -> Int {
    var position = position
    for (index, pair) in pairs.enumerated() {
      if index > 0 {
        output[position] = UInt8(ascii: "&")
        position += 1
      }
      position = PercentEncoding.encode(pair.key, into: output, at: position)
      output[position] = UInt8(ascii: "=")
      position += 1
      position = PercentEncoding.encode(pair.value, into: output, at: position)
    }
    return position
  }
}
