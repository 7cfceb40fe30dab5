import Foundation

/// Takes the pairs a ``URLQueryEncoder`` writes, in order: either collected as pairs, or
/// written straight into a URL's bytes, percent-encoded, after whatever is already there.
///
/// Writing into the URL is what a callback needs (``XCallbackParameters/successURL(output:encoder:)``):
/// collecting pairs first cost an array of string pairs, a second pass to measure and encode
/// them, and a buffer to copy them into, about 0.35 µs of a 1.45 µs callback here.
final class QueryEncodingStorage {
  /// The pairs, when collecting.
  private(set) var items: [(key: String, value: String)] = []
  /// The URL being written, when writing into one: `count` bytes written of `buffer`'s.
  private var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  private var count = 0
  /// Whether `buffer` is this storage's own (grown on the heap), or the caller's scratch space.
  private var ownsBuffer = false
  private let writesBytes: Bool
  /// The byte written before the next pair: `?` or `&`, or none when the URL's query already
  /// ends with `&`.
  private var separator: UInt8?
  var wroteTopLevelScalar = false

  /// Collects pairs.
  init() {
    writesBytes = false
    items.reserveCapacity(8)
  }

  /// Writes pairs after `prefix`, the first after `separator`, the others after `&`, into
  /// `scratch` while they fit (then into a buffer of its own). Call ``close()`` before
  /// `scratch` goes away.
  ///
  /// A callback's URL is written on the caller's stack: allocating and freeing a buffer for it
  /// was about a tenth of a 3-field callback's cost beyond its floor.
  init(
    writingAfter prefix: UnsafeBufferPointer<UInt8>, into scratch: UnsafeMutableBufferPointer<UInt8>,
    separator: UInt8?
  ) {
    writesBytes = true
    self.separator = separator
    buffer = scratch
    appendVerbatim(prefix)
  }

  deinit { if ownsBuffer { buffer.deallocate() } }

  func append(key: String, value: String) {
    guard writesBytes else {
      items.append((key, value))
      return
    }
    // Room for both escaped in full, the `=` and a separator: then written without checks.
    reserve(3 * (key.utf8.count + value.utf8.count) + 2)
    writeSeparator()
    count = PercentEncoding.encode(key, into: buffer, at: count)
    buffer[count] = UInt8(ascii: "=")
    count = PercentEncoding.encode(value, into: buffer, at: count + 1)
  }

  /// Appends an integer's decimal digits under `key`, without making a string of them when
  /// writing a URL. Not generic: unspecialized, `FixedWidthInteger` arithmetic through witness
  /// tables cost more than the rest of the callback.
  func append(key: String, negative: Bool, magnitude: UInt64) {
    guard writesBytes else {
      items.append((key, negative ? "-" + String(magnitude) : String(magnitude)))
      return
    }
    // Room for the key escaped in full, a separator, `=`, a sign and 20 digits.
    reserve(3 * key.utf8.count + 24)
    writeSeparator()
    count = PercentEncoding.encode(key, into: buffer, at: count)
    buffer[count] = UInt8(ascii: "=")
    count += 1
    if negative {
      buffer[count] = UInt8(ascii: "-")
      count += 1
    }
    var digits = 1
    var probe = magnitude
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    count += digits
    var position = count
    var rest = magnitude
    repeat {
      position -= 1
      buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
  }

  private func writeSeparator() {
    if let separator {
      buffer[count] = separator
      count += 1
    }
    separator = UInt8(ascii: "&")
  }

  /// Appends bytes as they are (a URL's fragment, after its query).
  func appendVerbatim(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    (target + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// The URL written, as a string.
  var writtenString: String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
  }

  /// Lets go of the buffer: the storage then holds nothing and a later write starts a buffer
  /// of its own, so that an encoder kept past its `encode(to:)` cannot write into scratch
  /// space gone by then.
  func close() {
    if ownsBuffer { buffer.deallocate() }
    buffer = UnsafeMutableBufferPointer(start: nil, count: 0)
    ownsBuffer = true
    count = 0
  }

  /// Makes room for `extra` more bytes, at least doubling the buffer when it grows.
  private func reserve(_ extra: Int) {
    guard count + extra > buffer.count else { return }
    let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(count + extra, 2 * buffer.count))
    if let old = buffer.baseAddress, let new = grown.baseAddress { new.initialize(from: old, count: count) }
    if ownsBuffer { buffer.deallocate() }
    buffer = grown
    ownsBuffer = true
  }
}

/// Where a nested value is written: its parent's coding path and its own key.
///
/// A class so that ``QueryEncoding``, which the standard library copies for every field it
/// writes, holds one reference instead of a path and an existential key, and stays small
/// enough to sit inline in the `any Encoder` a value's `encode(to:)` receives.
final class EncodingPosition {
  let parentPath: [any CodingKey]
  let key: any CodingKey

  init(parentPath: [any CodingKey], key: any CodingKey) {
    self.parentPath = parentPath
    self.key = key
  }
}

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
    SingleEncoding(encoder: self)
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
      throw URLQueryEncoder.Failure.nestedValueInRepeatedArray(parameter: key)
    }
  }
}

/// The keyed container of ``QueryEncoding``.
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

/// The unkeyed container of ``QueryEncoding``.
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

/// The single-value container of ``QueryEncoding``.
private struct SingleEncoding: SingleValueEncodingContainer {
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
