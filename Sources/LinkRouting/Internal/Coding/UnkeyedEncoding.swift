import Foundation

/// The unkeyed container of ``QueryEncoding``.
struct UnkeyedEncoding: UnkeyedEncodingContainer {
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

  mutating func encode(_ value: Bool) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: String) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Double) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Float) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int8) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int16) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int32) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int64) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt8) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt16) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt32) throws { next().write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt64) throws { next().write(value.queryText(encoder.options)) }

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
