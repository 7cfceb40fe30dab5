import Foundation

/// Reads the field names a `Decodable` type asks for, by decoding it from a decoder that has
/// every key and answers each with a placeholder: for route introspection (`notes routes`),
/// never on the match path.
///
/// Nested fields are named with dots (`filter.tag`). A type whose `init(from:)` rejects the
/// placeholder (an enum's raw value, a validated string) stops the probe there; the names
/// collected so far are kept.
enum FieldProbe {
  static func fields(of type: any Decodable.Type) -> [String] {
    let recorder = Recorder()
    _ = try? type.init(from: ProbeDecoder(recorder: recorder, path: []))
    var seen = Set<String>()
    return recorder.names.filter { seen.insert($0).inserted }
  }

  final class Recorder {
    var names: [String] = []
  }

  struct ProbeDecoder: Decoder {
    let recorder: Recorder
    let path: [String]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
      KeyedDecodingContainer(Keyed(recorder: recorder, path: path))
    }
    func unkeyedContainer() -> any UnkeyedDecodingContainer { Unkeyed() }
    func singleValueContainer() -> any SingleValueDecodingContainer { Single(recorder: recorder, path: path) }
  }

  /// Placeholders for the types whose own `init(from:)` would refuse an empty string.
  static func placeholder<T: Decodable>(_ type: T.Type) -> T? {
    let value: Any? =
      if type == URL.self { URL(string: "probe:") } else if type == UUID.self { UUID() } else if type == Date.self {
        Date(timeIntervalSince1970: 0)
      } else if type == Data.self { Data() } else if type == Decimal.self { Decimal(0) } else { nil }
    return value as? T
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: Recorder
    let path: [String]
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) -> Bool {
      record(key)
      return false
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try decode(type, forKey: key)
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      record(key)
      if let placeholder = FieldProbe.placeholder(type) { return placeholder }
      return try T(from: ProbeDecoder(recorder: recorder, path: path + [key.stringValue]))
    }
    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
      KeyedDecodingContainer(Keyed<NestedKey>(recorder: recorder, path: path + [key.stringValue]))
    }
    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
      record(key)
      return Unkeyed()
    }
    func superDecoder() -> any Decoder { ProbeDecoder(recorder: recorder, path: path) }
    func superDecoder(forKey key: Key) -> any Decoder {
      ProbeDecoder(recorder: recorder, path: path + [key.stringValue])
    }

    private func record(_ key: Key) {
      recorder.names.append((path + [key.stringValue]).joined(separator: "."))
    }
  }

  /// An empty list: arrays decode with no elements.
  struct Unkeyed: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    mutating func decodeNil() -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "probe"))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "probe"))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder {
      throw DecodingError.valueNotFound(Int.self, .init(codingPath: [], debugDescription: "probe"))
    }
  }

  /// A single value: the placeholder of its type (`""`, `0`, `false`).
  struct Single: SingleValueDecodingContainer {
    let recorder: Recorder
    let path: [String]
    var codingPath: [any CodingKey] { [] }
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) -> Bool { false }
    func decode(_ type: String.Type) -> String { "" }
    func decode(_ type: Double.Type) -> Double { 0 }
    func decode(_ type: Float.Type) -> Float { 0 }
    func decode(_ type: Int.Type) -> Int { 0 }
    func decode(_ type: Int8.Type) -> Int8 { 0 }
    func decode(_ type: Int16.Type) -> Int16 { 0 }
    func decode(_ type: Int32.Type) -> Int32 { 0 }
    func decode(_ type: Int64.Type) -> Int64 { 0 }
    func decode(_ type: UInt.Type) -> UInt { 0 }
    func decode(_ type: UInt8.Type) -> UInt8 { 0 }
    func decode(_ type: UInt16.Type) -> UInt16 { 0 }
    func decode(_ type: UInt32.Type) -> UInt32 { 0 }
    func decode(_ type: UInt64.Type) -> UInt64 { 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      if let placeholder = FieldProbe.placeholder(type) { return placeholder }
      return try T(from: ProbeDecoder(recorder: recorder, path: path))
    }
  }
}
