import Foundation

/// The keyed container of ``QueryEncoding``.
struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: QueryEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func child(_ key: Key) throws -> QueryEncoding {
    try encoder.checkNesting()
    return encoder.nested(key)
  }

  /// The fast path of the typed methods: a field of a top-level value is written under its
  /// own key, without making an encoder for it or casting its value.
  private func write(_ text: String, forKey key: Key) throws {
    try encoder.checkNesting()
    if encoder.position == nil, key.intValue == nil {
      encoder.storage.append(key: key.stringValue, value: text)
    } else {
      encoder.nested(key).write(text)
    }
  }

  /// ``write(_:forKey:)`` for integers: a callback's URL gets their digits without a string
  /// made of them first.
  private func write(negative: Bool, magnitude: UInt64, forKey key: Key) throws {
    try encoder.checkNesting()
    if encoder.position == nil, key.intValue == nil {
      encoder.storage.append(key: key.stringValue, negative: negative, magnitude: magnitude)
    } else {
      encoder.nested(key).write(negative ? "-" + String(magnitude) : String(magnitude))
    }
  }

  // `nil` optionals are left out of the query.
  mutating func encodeNil(forKey key: Key) throws {}

  mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value ? "true" : "false", forKey: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try write(value, forKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try write(value.queryText(encoder.options), forKey: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try write(value.queryText(encoder.options), forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try write(negative: value < 0, magnitude: UInt64(value.magnitude), forKey: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try write(negative: value < 0, magnitude: UInt64(value.magnitude), forKey: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try write(negative: value < 0, magnitude: UInt64(value.magnitude), forKey: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try write(negative: value < 0, magnitude: UInt64(value.magnitude), forKey: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try write(negative: value < 0, magnitude: UInt64(value.magnitude), forKey: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try write(negative: false, magnitude: UInt64(value), forKey: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try write(negative: false, magnitude: UInt64(value), forKey: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try write(negative: false, magnitude: UInt64(value), forKey: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try write(negative: false, magnitude: UInt64(value), forKey: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try write(negative: false, magnitude: UInt64(value), forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try child(key).encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.nested(key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.nested(key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { encoder }
  mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nested(key) }
}
