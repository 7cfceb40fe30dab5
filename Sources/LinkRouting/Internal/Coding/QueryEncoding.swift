import Foundation

/// The `Encoder` behind ``URLQueryEncoder``.
struct QueryEncoding: Encoder {
  let storage: QueryEncodingStorage
  /// `nil` for the value being encoded as a whole.
  let position: EncodingPosition?
  let options: URLQueryEncoder

  // The parent's path plus this value's key, joined only when asked for: an array per field
  // would cost an allocation each.
  var codingPath: [any CodingKey] {
    guard let position else { return [] }
    return position.parentPath + [position.key]
  }

  init(storage: QueryEncodingStorage, options: URLQueryEncoder) {
    self.storage = storage
    self.position = nil
    self.options = options
  }

  init(storage: QueryEncodingStorage, parentPath: [any CodingKey], key: any CodingKey, options: URLQueryEncoder) {
    self.storage = storage
    self.position = EncodingPosition(parentPath: parentPath, key: key)
    self.options = options
  }
  /// Set for the elements of an array spelled with repeated keys: they may not nest.
  var isRepeatedElement = false
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The key this value is written under.
  var key: String {
    // A top-level field is named by its key alone.
    if let position, position.parentPath.isEmpty, position.key.intValue == nil {
      return position.key.stringValue
    }
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
    SingleValueEncoding(encoder: self)
  }

  func write(_ value: String) {
    if position == nil { storage.wroteTopLevelScalar = true }
    storage.append(key: key, value: value)
  }

  func encodeValue<T: Encodable>(_ value: T) throws {
    if let text = queryScalarText(value, options) {
      write(text)
    } else {
      try value.encode(to: self)
    }
  }

  func nested(_ key: any CodingKey) -> QueryEncoding {
    QueryEncoding(storage: storage, parentPath: codingPath, key: key, options: options)
  }

  func checkNesting() throws {
    if isRepeatedElement {
      throw URLQueryEncodingError.nestedValueInRepeatedArray(parameter: key)
    }
  }
}
