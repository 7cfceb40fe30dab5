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

/// The least any decoder reading a raw query must do before `Codable` asks it anything: split
/// `name=value&…` at its `&` and `=` and percent-decode each name and value into a `String`
/// (a part with no `%` is made from its bytes as they are; one with escapes is written once into
/// the string's own storage). Nothing is checked (an escape that is not two hex digits stays as
/// written; no limits, no nesting, no `+`): the parsing floor under ``FloorDecoder``.
public func floorQueryItems(_ query: String) -> [(String, String)] {
  var items: [(String, String)] = []
  items.reserveCapacity(4)
  var query = query
  query.withUTF8 { bytes in
    var start = 0
    var name: String?
    var escaped = false
    for index in 0...bytes.count {
      let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "&")
      if byte == UInt8(ascii: "%") {
        escaped = true
      } else if byte == UInt8(ascii: "="), name == nil {
        name = floorDecoded(UnsafeBufferPointer(rebasing: bytes[start..<index]), escaped: escaped)
        escaped = false
        start = index + 1
      } else if byte == UInt8(ascii: "&") {
        let part = floorDecoded(UnsafeBufferPointer(rebasing: bytes[start..<index]), escaped: escaped)
        if let found = name {
          items.append((found, part))
        } else if !part.isEmpty {
          items.append((part, ""))
        }
        name = nil
        escaped = false
        start = index + 1
      }
    }
  }
  return items
}

private func floorDecoded(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
  guard escaped else { return String(decoding: bytes, as: UTF8.self) }
  return String(unsafeUninitializedCapacity: bytes.count) { output in
    var index = 0
    var written = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output[written] = high << 4 | low
        index += 3
      } else {
        output[written] = bytes[index]
        index += 1
      }
      written += 1
    }
    return written
  }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
