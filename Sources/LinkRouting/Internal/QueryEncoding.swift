import Foundation

/// Collects the pairs a ``URLQueryEncoder`` writes, in order.
final class QueryEncodingStorage {
  var items: [(key: String, value: String)] = {
    var items: [(key: String, value: String)] = []
    items.reserveCapacity(8)
    return items
  }()
  var wroteTopLevelScalar = false
}

/// The `Encoder` behind ``URLQueryEncoder``.
struct QueryEncoding: Encoder {
  let storage: QueryEncodingStorage
  // The parent's path plus this value's key, joined only when asked for: an array per field
  // would cost an allocation each.
  let parentPath: [any CodingKey]
  let lastKey: (any CodingKey)?
  let options: URLQueryEncoder

  var codingPath: [any CodingKey] {
    guard let lastKey else { return parentPath }
    return parentPath + [lastKey]
  }

  init(storage: QueryEncodingStorage, codingPath: [any CodingKey], options: URLQueryEncoder) {
    self.storage = storage
    self.parentPath = codingPath
    self.lastKey = nil
    self.options = options
  }

  init(storage: QueryEncodingStorage, parentPath: [any CodingKey], key: any CodingKey, options: URLQueryEncoder) {
    self.storage = storage
    self.parentPath = parentPath
    self.lastKey = key
    self.options = options
  }
  /// Set for the elements of an array spelled with repeated keys: they may not nest.
  var isRepeatedElement = false
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The key this value is written under.
  var key: String {
    // A top-level field is named by its key alone.
    if parentPath.isEmpty, let lastKey, lastKey.intValue == nil { return lastKey.stringValue }
    var name = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue == String(index) {
        switch options.arrayKeys {
        case .repeated: break
        case .brackets: name += "[]"
        case .indexed: name += "[\(index)]"
        }
      } else {
        name += name.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return name
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedEncoding(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedEncoding(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleEncoding(encoder: self)
  }

  func write(_ value: String) {
    if lastKey == nil && parentPath.isEmpty { storage.wroteTopLevelScalar = true }
    storage.items.append((key, value))
  }

  func encodeValue<T: Encodable>(_ value: T) throws {
    if let scalar = value as? any QueryScalar {
      write(scalar.queryText(options))
    } else {
      try value.encode(to: self)
    }
  }

  func nested(_ key: any CodingKey) -> QueryEncoding {
    QueryEncoding(storage: storage, parentPath: codingPath, key: key, options: options)
  }

  func checkNesting() throws {
    if isRepeatedElement {
      throw URLQueryEncoder.Failure.nestedValueInRepeatedArray(parameter: key)
    }
  }
}

private struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
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
    if encoder.lastKey == nil, encoder.parentPath.isEmpty, key.intValue == nil {
      encoder.storage.items.append((key.stringValue, text))
    } else {
      encoder.nested(key).write(text)
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
  mutating func encode(_ value: Int, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(String(value), forKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(String(value), forKey: key) }

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

private struct UnkeyedEncoding: UnkeyedEncodingContainer {
  let encoder: QueryEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count = 0

  private mutating func next() -> QueryEncoding {
    var element = encoder.nested(IndexKey(count))
    element.isRepeatedElement = encoder.options.arrayKeys != .indexed
    count += 1
    return element
  }

  mutating func encodeNil() throws { next().write("") }

  mutating func encode(_ value: Bool) throws { try next().encodeValue(value) }
  mutating func encode(_ value: String) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Double) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Float) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Int) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Int8) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Int16) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Int32) throws { try next().encodeValue(value) }
  mutating func encode(_ value: Int64) throws { try next().encodeValue(value) }
  mutating func encode(_ value: UInt) throws { try next().encodeValue(value) }
  mutating func encode(_ value: UInt8) throws { try next().encodeValue(value) }
  mutating func encode(_ value: UInt16) throws { try next().encodeValue(value) }
  mutating func encode(_ value: UInt32) throws { try next().encodeValue(value) }
  mutating func encode(_ value: UInt64) throws { try next().encodeValue(value) }

  mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    next().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { next() }
}

private struct SingleEncoding: SingleValueEncodingContainer {
  let encoder: QueryEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws {}

  mutating func encode(_ value: Bool) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: String) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Double) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Float) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Int) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Int8) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Int16) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Int32) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: Int64) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: UInt) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: UInt8) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: UInt16) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: UInt32) throws { try encoder.encodeValue(value) }
  mutating func encode(_ value: UInt64) throws { try encoder.encodeValue(value) }

  mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
