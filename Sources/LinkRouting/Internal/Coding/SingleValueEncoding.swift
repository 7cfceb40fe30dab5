import Foundation

/// The single-value container of ``QueryEncoding``.
struct SingleValueEncoding: SingleValueEncodingContainer {
  let encoder: QueryEncoding
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws {}

  mutating func encode(_ value: Bool) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: String) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Double) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Float) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int8) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int16) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int32) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: Int64) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt8) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt16) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt32) throws { encoder.write(value.queryText(encoder.options)) }
  mutating func encode(_ value: UInt64) throws { encoder.write(value.queryText(encoder.options)) }

  mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
