import Foundation

/// The unkeyed container of ``QueryDecoding``: reads the elements of one array, in order.
struct UnkeyedDecoding: UnkeyedDecodingContainer {
  let elements: [QueryDecoding]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(elements: [QueryDecoding], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private mutating func next() throws(URLQueryDecodingError) -> QueryDecoding {
    guard !isAtEnd else {
      throw .missingParameter(parameterName(codingPath + [IndexKey(currentIndex)]))
    }
    defer { currentIndex += 1 }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].isNil else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
  mutating func decode(_ type: String.Type) throws -> String { try next().string() }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().double() }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().float() }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(Int.self) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(Int8.self) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(Int16.self) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(Int32.self) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().integer(Int64.self) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(UInt.self) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(UInt8.self) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(UInt16.self) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(UInt32.self) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().integer(UInt64.self) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(T.self) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}
