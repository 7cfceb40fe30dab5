import Foundation

/// The `Decoder` behind ``URLQueryDecoder``: reads a ``QueryNode`` tree.
///
/// Types with a query-friendly spelling (`URL`, `UUID`, `Date`, `Data`, `Decimal`) are read from
/// their string form here; left to their own `Decodable` conformances they would expect the
/// structured shapes JSON uses.
struct QueryDecoding: Decoder {
  let node: QueryNode?
  // The coding path is the parent's path plus this value's key, joined only when asked for
  // (errors, nested values): building an array per decoded field would cost an allocation each.
  let parentPath: [any CodingKey]
  let key: (any CodingKey)?
  let options: URLQueryDecoder
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  var codingPath: [any CodingKey] {
    guard let key else { return parentPath }
    return parentPath + [key]
  }

  init(node: QueryNode?, codingPath: [any CodingKey], options: URLQueryDecoder) {
    self.node = node
    self.parentPath = codingPath
    self.key = nil
    self.options = options
  }

  init(node: QueryNode?, parentPath: [any CodingKey], key: any CodingKey, options: URLQueryDecoder) {
    self.node = node
    self.parentPath = parentPath
    self.key = key
    self.options = options
  }

  private var name: String { parameterName(codingPath) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard let node else { throw URLQueryDecodingError.missingParameter(name) }
    return KeyedDecodingContainer(Keyed(node: node, codingPath: codingPath, options: options))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    Unkeyed(elements: try elements(), codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    Single(decoder: self)
  }

  /// The one value of this parameter.
  func scalar() throws(URLQueryDecodingError) -> String {
    guard let node else { throw .missingParameter(name) }
    guard node.values.count <= 1 else {
      throw .repeatedParameter(name, count: node.values.count)
    }
    guard let value = node.values.first, node.children.isEmpty else {
      throw .typeMismatch(parameter: name, expected: "a single value", value: "")
    }
    return value
  }

  /// Whether this parameter is absent or empty, which reads as `nil`.
  var isNil: Bool {
    guard let node else { return true }
    return node.children.isEmpty && node.values.allSatisfy(\.isEmpty)
  }

  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = try decodeSpecial(type) { return value }
    return try T(from: self)
  }

  /// Reads the types whose query spelling differs from their `Decodable` one; `nil` for others.
  private func decodeSpecial<T>(_ type: T.Type) throws -> T? {
    func mismatch(_ expected: String, _ value: String) -> URLQueryDecodingError {
      .typeMismatch(parameter: name, expected: expected, value: value)
    }
    let value: Any
    switch type {
    case is String.Type:
      value = try scalar()
    case is Bool.Type:
      let text = try scalar()
      switch text.lowercased() {
      case "true", "1", "yes": value = true
      case "false", "0", "no": value = false
      default: throw mismatch("true, false, 1, 0, yes or no", text)
      }
    case let integer as any FixedWidthInteger.Type:
      let text = try scalar()
      guard let number = integer.init(text, radix: 10) else {
        throw mismatch("an integer (\(integer))", text)
      }
      value = number
    case is Double.Type:
      let text = try scalar()
      guard let number = Double(text) else { throw mismatch("a number", text) }
      value = number
    case is Float.Type:
      let text = try scalar()
      guard let number = Float(text) else { throw mismatch("a number", text) }
      value = number
    case is Decimal.Type:
      let text = try scalar()
      guard Self.looksDecimal(text), let number = Decimal(string: text, locale: Self.posix) else {
        throw mismatch("a decimal number", text)
      }
      value = number
    case is URL.Type:
      let text = try scalar()
      guard !text.isEmpty, let url = IncomingURL.make(text) else { throw mismatch("a URL", text) }
      value = url
    case is UUID.Type:
      let text = try scalar()
      guard let uuid = UUID(uuidString: text) else { throw mismatch("a UUID", text) }
      value = uuid
    case is Date.Type:
      value = try decodeDate(try scalar())
    case is Data.Type:
      let text = try scalar()
      guard let data = Data(base64Encoded: text) else { throw mismatch("base64 data", text) }
      value = data
    default:
      return nil
    }
    guard let typed = value as? T else { return nil }
    return typed
  }

  private func decodeDate(_ text: String) throws -> Date {
    let mismatch = URLQueryDecodingError.typeMismatch(parameter: name, expected: "a date", value: text)
    switch options.dateDecodingStrategy {
    case .iso8601:
      if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
      if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
        return date
      }
      throw mismatch
    case .secondsSince1970:
      guard let seconds = Double(text) else { throw mismatch }
      return Date(timeIntervalSince1970: seconds)
    case .millisecondsSince1970:
      guard let milliseconds = Double(text) else { throw mismatch }
      return Date(timeIntervalSince1970: milliseconds / 1000)
    case let .custom(parse):
      do {
        return try parse(text)
      } catch {
        throw URLQueryDecodingError.invalidValue(parameter: name, reason: "\(error)")
      }
    }
  }

  private static let posix = Locale(identifier: "en_US_POSIX")

  /// `Decimal(string:)` accepts a number followed by anything; reject that up front.
  private static func looksDecimal(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
    }
  }

  /// The elements of an array parameter: its repeated values, or (with indexed keys) its
  /// children `0`, `1`, … in index order. A missing parameter is an empty array: an empty
  /// array writes no query item, so this is what makes encoding then decoding the identity.
  func elements() throws(URLQueryDecodingError) -> [QueryDecoding] {
    guard let node else { return [] }
    if !node.values.isEmpty {
      return node.values.enumerated().map { index, value in
        let leaf = QueryNode()
        leaf.values = [value]
        return QueryDecoding(node: leaf, codingPath: codingPath + [IndexKey(index)], options: options)
      }
    }
    let indexed = node.children.compactMap { key, child in Int(key).map { ($0, child) } }
    guard options.arrayKeys.contains(.indexed), indexed.count == node.children.count else {
      throw .typeMismatch(parameter: name, expected: "a list", value: "")
    }
    return indexed.sorted { $0.0 < $1.0 }.enumerated().map { position, element in
      QueryDecoding(node: element.1, codingPath: codingPath + [IndexKey(position)], options: options)
    }
  }
}

/// A position in an array, as a coding key.
struct IndexKey: CodingKey {
  let intValue: Int?
  let stringValue: String
  init(_ index: Int) {
    self.intValue = index
    self.stringValue = String(index)
  }
  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.init(index)
  }
  init?(intValue: Int) { self.init(intValue) }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: QueryNode
  let codingPath: [any CodingKey]
  let options: URLQueryDecoder

  var allKeys: [Key] { node.children.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { node.children[key.stringValue] != nil }

  private func child(_ key: Key) -> QueryDecoding {
    QueryDecoding(node: node.children[key.stringValue], parentPath: codingPath, key: key, options: options)
  }

  func decodeNil(forKey key: Key) throws -> Bool { child(key).isNil }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try child(key).decodeValue(Bool.self)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try child(key).decodeValue(String.self)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try child(key).decodeValue(Double.self)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try child(key).decodeValue(Float.self)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try child(key).decodeValue(Int.self)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try child(key).decodeValue(Int8.self)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try child(key).decodeValue(Int16.self)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try child(key).decodeValue(Int32.self)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try child(key).decodeValue(Int64.self)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try child(key).decodeValue(UInt.self)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try child(key).decodeValue(UInt8.self)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try child(key).decodeValue(UInt16.self)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try child(key).decodeValue(UInt32.self)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try child(key).decodeValue(UInt64.self)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decodeValue(T.self)
  }

  // An empty value is `nil` unless the type can be read from an empty string: `limit=` is nil,
  // `title=` is "", `tags=` is [""]. That is what makes encoding then decoding the identity.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optionalValue(type, forKey: key)
  }

  private func optionalValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    let child = child(key)
    guard child.node != nil else { return nil }
    if child.isNil { return try? child.decodeValue(T.self) }
    return try child.decodeValue(T.self)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try optionalValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try optionalValue(type, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    QueryDecoding(node: node, codingPath: codingPath, options: options)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }
}

private struct Unkeyed: UnkeyedDecodingContainer {
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

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decodeValue(Bool.self) }
  mutating func decode(_ type: String.Type) throws -> String { try next().decodeValue(String.self) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().decodeValue(Double.self) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().decodeValue(Float.self) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().decodeValue(Int.self) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decodeValue(Int8.self) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decodeValue(Int16.self) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decodeValue(Int32.self) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decodeValue(Int64.self) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decodeValue(UInt.self) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decodeValue(UInt8.self) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decodeValue(UInt16.self) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decodeValue(UInt32.self) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decodeValue(UInt64.self) }

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

private struct Single: SingleValueDecodingContainer {
  let decoder: QueryDecoding
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.isNil }

  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeValue(Bool.self) }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeValue(String.self) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeValue(Double.self) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.decodeValue(Float.self) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeValue(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeValue(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeValue(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeValue(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeValue(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeValue(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeValue(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeValue(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeValue(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeValue(UInt64.self) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(T.self) }
}
