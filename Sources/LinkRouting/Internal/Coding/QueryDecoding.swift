import Foundation

/// The `Decoder` behind ``URLQueryDecoder``: reads a ``QueryValue``.
///
/// Types with a query-friendly spelling (`URL`, `UUID`, `Date`, `Data`, `Decimal`) are read from
/// their string form here; left to their own `Decodable` conformances they would expect the
/// structured shapes JSON uses.
struct QueryDecoding: Decoder {
  let value: QueryValue
  /// Where this value is: the parent's scope when `key` is set. The scope with the key added
  /// is made only when asked for (errors, nested containers): making one per decoded field
  /// would cost an allocation each.
  let scope: DecodingScope
  let key: (any CodingKey)?
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var options: URLQueryDecoder { scope.options }

  var codingPath: [any CodingKey] {
    guard let key else { return scope.codingPath }
    return scope.codingPath + [key]
  }

  init(value: QueryValue, scope: DecodingScope, key: (any CodingKey)? = nil) {
    self.value = value
    self.scope = scope
    self.key = key
  }

  /// The scope of this value itself.
  private var ownScope: DecodingScope {
    guard let key else { return scope }
    return scope.appending(key)
  }

  private var name: String { parameterName(codingPath) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    if case .missing = value { throw URLQueryDecodingError.missingParameter(name) }
    return KeyedDecodingContainer(KeyedDecoding(value: value, scope: ownScope))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedDecoding(elements: try elements(), codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueDecoding(decoder: self)
  }

  /// The one value of this parameter.
  func scalar() throws(URLQueryDecodingError) -> String {
    switch value {
    case let .one(text):
      return text
    case .missing:
      throw .missingParameter(name)
    case let .many(values):
      throw .repeatedParameter(name, count: values.count)
    case let .node(node) where node.values.count > 1:
      throw .repeatedParameter(name, count: node.values.count)
    case .node, .flat:
      throw .typeMismatch(parameter: name, expected: "a single value", value: "")
    }
  }

  /// Whether this parameter is absent or empty, which reads as `nil`.
  var isNil: Bool { value.isNil }

  func mismatch(_ expected: String, _ text: String) -> URLQueryDecodingError {
    .typeMismatch(parameter: name, expected: expected, value: text)
  }

  // The scalar readers, called straight from the containers' typed methods: no dynamic casts
  // on the path most fields take.

  func string() throws(URLQueryDecodingError) -> String { try scalar() }

  func bool() throws(URLQueryDecodingError) -> Bool {
    let text = try scalar()
    guard let value = Self.bool(text) else { throw mismatch(Self.boolExpectation, text) }
    return value
  }

  func integer<I: FixedWidthInteger>(_ type: I.Type) throws(URLQueryDecodingError) -> I {
    let text = try scalar()
    guard let number = I(text, radix: 10) else { throw mismatch("an integer (\(I.self))", text) }
    return number
  }

  func double() throws(URLQueryDecodingError) -> Double {
    let text = try scalar()
    guard let number = Double(text) else { throw mismatch("a number", text) }
    return number
  }

  func float() throws(URLQueryDecodingError) -> Float {
    let text = try scalar()
    guard let number = Float(text) else { throw mismatch("a number", text) }
    return number
  }

  /// The other integer types, compared by metatype: asking whether any type conforms to
  /// `FixedWidthInteger` is a runtime lookup that every nested value would pay.
  private static func integerType<T>(_ type: T.Type) -> (any FixedWidthInteger.Type)? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int8.self): Int8.self
    case ObjectIdentifier(Int16.self): Int16.self
    case ObjectIdentifier(Int32.self): Int32.self
    case ObjectIdentifier(Int64.self): Int64.self
    case ObjectIdentifier(UInt.self): UInt.self
    case ObjectIdentifier(UInt8.self): UInt8.self
    case ObjectIdentifier(UInt16.self): UInt16.self
    case ObjectIdentifier(UInt32.self): UInt32.self
    case ObjectIdentifier(UInt64.self): UInt64.self
    default: nil
    }
  }

  static let boolExpectation = "true, false, 1, 0, yes or no"

  static func bool(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "true", "1", "yes": true
    case "false", "0", "no": false
    default: nil
    }
  }

  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    // `Any?`, not `T?`: this function is rarely specialized, and an optional of a generic
    // type costs a metadata lookup on every call, even one that never makes the optional.
    if let special = try decodeSpecial(type) { return try Self.cast(special, to: T.self) }
    // A whole flat query goes through the decoder small enough to reach `init(from:)` unboxed.
    if key == nil, case let .flat(items) = value {
      return try T(from: FlatQueryDecoding(items: items, scope: scope))
    }
    return try T(from: self)
  }

  /// `value as? T`, kept out of line: the `Optional<T>` the cast needs would otherwise be
  /// looked up on every call of the caller, special type or not.
  @inline(never)
  private static func cast<T>(_ value: Any, to type: T.Type) throws -> T {
    guard let value = value as? T else {
      throw URLQueryDecodingError.invalidValue(
        parameter: "", reason: "internal: \(Swift.type(of: value)) is not \(T.self)")
    }
    return value
  }

  /// Reads the types whose query spelling differs from their `Decodable` one; `nil` for others.
  /// Metatype comparisons first: they are pointer compares, where `is` and `as` casts are
  /// runtime calls.
  private func decodeSpecial<T>(_ type: T.Type) throws -> Any? {
    let value: Any
    if T.self == String.self {
      value = try string()
    } else if T.self == Int.self {
      value = try integer(Int.self)
    } else if T.self == Bool.self {
      value = try bool()
    } else if T.self == Double.self {
      value = try double()
    } else if T.self == Float.self {
      value = try float()
    } else if T.self == URL.self {
      let text = try scalar()
      guard !text.isEmpty, let url = IncomingURL.make(text) else { throw mismatch("a URL", text) }
      value = url
    } else if T.self == UUID.self {
      let text = try scalar()
      guard let uuid = UUID(uuidString: text) else { throw mismatch("a UUID", text) }
      value = uuid
    } else if T.self == Date.self {
      value = try decodeDate(try scalar())
    } else if T.self == Data.self {
      let text = try scalar()
      guard let data = Data(base64Encoded: text) else { throw mismatch("base64 data", text) }
      value = data
    } else if T.self == Decimal.self {
      let text = try scalar()
      guard Self.looksDecimal(text), let number = Decimal(string: text, locale: Self.posix) else {
        throw mismatch("a decimal number", text)
      }
      value = number
    } else if let integer = Self.integerType(T.self) {
      value = try self.integer(integer)
    } else {
      return nil
    }
    return value
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
    !text.isEmpty
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
          || byte == UInt8(ascii: "E")
      }
  }

  /// The elements of an array parameter: its repeated values, or (with indexed keys) its
  /// children `0`, `1`, … in index order. A missing parameter is an empty array: an empty
  /// array writes no query item, so this is what makes encoding then decoding the identity.
  func elements() throws(URLQueryDecodingError) -> [QueryDecoding] {
    let scope = ownScope
    func element(_ value: QueryValue, at index: Int) -> QueryDecoding {
      QueryDecoding(value: value, scope: scope, key: IndexKey(index))
    }
    let node: QueryNode
    switch value {
    case .missing:
      return []
    case let .one(text):
      return [element(.one(text), at: 0)]
    case let .many(values):
      return values.enumerated().map { element(.one($1), at: $0) }
    case let .flat(items):
      // A whole query read as a list (`0=a&1=b`): rare enough to build the tree for.
      node = try QueryNode.tree(
        items, options: URLQueryDecoder.KeyOptions(bracketedArrays: false), limits: options.limits
      )
    case let .node(tree):
      node = tree
    }
    if !node.values.isEmpty {
      return node.values.enumerated().map { element(.one($1), at: $0) }
    }
    let indexed = node.children.compactMap { key, child in Int(key).map { ($0, child) } }
    guard options.arrayKeys.contains(.indexed), indexed.count == node.children.count else {
      throw .typeMismatch(parameter: name, expected: "a list", value: "")
    }
    return indexed.sorted { $0.0 < $1.0 }.enumerated().map { position, entry in
      element(QueryValue(entry.1), at: position)
    }
  }
}
