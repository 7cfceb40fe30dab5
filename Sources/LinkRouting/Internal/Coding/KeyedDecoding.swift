import Foundation

/// The keyed container of ``QueryDecoding`` and ``FlatQueryDecoding``: reads the values under
/// the keys of one ``QueryValue``.
struct KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let value: QueryValue
  let scope: DecodingScope
  var codingPath: [any CodingKey] { scope.codingPath }

  var allKeys: [Key] { value.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool {
    if case .missing = value.child(key.stringValue) { return false }
    return true
  }

  private func child(_ key: Key) -> QueryDecoding {
    QueryDecoding(value: value.child(key.stringValue), scope: scope, key: key)
  }

  // The fast path of the typed methods: the one value under a key, parsed, without making a
  // decoder. These are spelled out per type rather than shared through a generic helper:
  // inside this generic container such a helper stays unspecialized and looks up `Optional`
  // metadata on every call, which cost more than the rest of reading a field.

  /// The single value under `key`, or `nil` when it is missing, repeated or nested.
  private func text(_ key: Key) -> String? {
    guard case let .flat(items) = value else {
      if case let .one(text) = value.child(key.stringValue) { return text }
      return nil
    }
    // A flat query is scanned here rather than through `QueryValue.child`, which would wrap
    // each value found in a `QueryValue` only to unwrap it again.
    let name = key.stringValue
    var found: String?
    for item in items where item.name == name {
      guard found == nil else { return nil }  // repeated: `failure(_:expected:)` says so
      found = item.value
    }
    return found
  }

  /// The error for a value under `key` that `text(_:)` or a parser refused: missing,
  /// repeated, nested, or not of the `expected` form.
  private func failure(_ key: Key, expected: String) -> any Error {
    let decoder = child(key)
    do {
      return decoder.mismatch(expected, try decoder.scalar())
    } catch {
      return error
    }
  }

  func decodeNil(forKey key: Key) throws -> Bool { child(key).isNil }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    if let text = text(key), let value = QueryDecoding.bool(text) { return value }
    throw failure(key, expected: QueryDecoding.boolExpectation)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if let text = text(key) { return text }
    throw failure(key, expected: "a single value")
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    if let text = text(key), let value = Double(text) { return value }
    throw failure(key, expected: "a number")
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    if let text = text(key), let value = Float(text) { return value }
    throw failure(key, expected: "a number")
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    if let text = text(key), let value = Int(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (Int)")
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    if let text = text(key), let value = Int8(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (Int8)")
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    if let text = text(key), let value = Int16(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (Int16)")
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    if let text = text(key), let value = Int32(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (Int32)")
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    if let text = text(key), let value = Int64(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (Int64)")
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    if let text = text(key), let value = UInt(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (UInt)")
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    if let text = text(key), let value = UInt8(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (UInt8)")
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    if let text = text(key), let value = UInt16(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (UInt16)")
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    if let text = text(key), let value = UInt32(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (UInt32)")
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    if let text = text(key), let value = UInt64(text, radix: 10) { return value }
    throw failure(key, expected: "an integer (UInt64)")
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decodeValue(T.self)
  }

  // An empty value is `nil` unless the type can be read from an empty string: `limit=` is nil,
  // `title=` is "", `tags=` is [""]. That is what makes encoding then decoding the identity.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optionalValue(type, forKey: key)
  }

  private func optionalValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    let child = child(key)
    if case .missing = child.value { return nil }
    if child.isNil { return try? child.decodeValue(T.self) }
    return try child.decodeValue(T.self)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try optionalValue(type, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    QueryDecoding(value: value, scope: scope)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }
}
