// The floor under any `Codable` query coder, measured in the same run as LinkRouting's: the
// least a `Decoder` can do for the 3-field input (find each key in a list of ready strings) and
// an `Encoder` for the 3-field output (append each field to a list). No percent-decoding, no
// nesting, no error worth the name: what is left is `Codable` itself — its containers, their
// boxes and the runtime's generic-metadata lookups — and the two small allocations any coder
// needs for its state.
//
// In a module of its own, as every real coder is (`URLQueryEncoder` is in LinkRouting, the
// app's types in the app): compiled into the benchmark's module beside the types it encodes,
// the compiler specialized the floor's keyed container for their coding keys, sparing it a
// generic-metadata instantiation per value (about 575 of 8,660 instructions for the callback's
// floor) that no library's coder can be spared.

public struct Unsupported: Error {}

public struct FloorDecoder: Decoder {
  public final class Items {
    let items: [(String, String)]
    public init(_ items: [(String, String)]) { self.items = items }
  }

  let items: Items
  public var codingPath: [any CodingKey] { [] }
  public var userInfo: [CodingUserInfoKey: Any] { [:] }

  public init(items: Items) { self.items = items }

  public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(items: items))
  }
  public func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Unsupported() }
  public func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Unsupported() }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let items: Items
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }
    func contains(_ key: Key) -> Bool { items.items.contains { $0.0 == key.stringValue } }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      let name = key.stringValue
      for (itemName, value) in items.items where itemName == name { return value }
      throw Unsupported()
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw Unsupported() }
    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> { throw Unsupported() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw Unsupported() }
    func superDecoder() throws -> any Decoder { throw Unsupported() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw Unsupported() }
  }
}

public struct FloorEncoder: Encoder {
  public final class Pairs {
    public var pairs: [(String, String)] = []
    public init() { pairs.reserveCapacity(8) }
  }

  let pairs: Pairs
  public var codingPath: [any CodingKey] { [] }
  public var userInfo: [CodingUserInfoKey: Any] { [:] }

  public init(pairs: Pairs) { self.pairs = pairs }

  public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(pairs: pairs))
  }
  public func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed() }
  public func singleValueContainer() -> any SingleValueEncodingContainer { Unkeyed() }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let pairs: Pairs
    var codingPath: [any CodingKey] { [] }
    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws { pairs.pairs.append((key.stringValue, value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { pairs.pairs.append((key.stringValue, String(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      pairs.pairs.append((key.stringValue, String(value)))
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      pairs.pairs.append((key.stringValue, value ? "true" : "false"))
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw Unsupported() }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> { KeyedEncodingContainer(FloorEncoder.Keyed<NestedKey>(pairs: pairs)) }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Unkeyed() }
    mutating func superEncoder() -> any Encoder { FloorEncoder(pairs: pairs) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { FloorEncoder(pairs: pairs) }
  }

  /// Refuses everything: the floor only measures keyed fields.
  struct Unkeyed: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws { throw Unsupported() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw Unsupported() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      KeyedEncodingContainer(FloorEncoder.Keyed<NestedKey>(pairs: Pairs()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed() }
    mutating func superEncoder() -> any Encoder { FloorEncoder(pairs: Pairs()) }
  }
}
