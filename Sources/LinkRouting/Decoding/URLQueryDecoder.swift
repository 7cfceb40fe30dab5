import Foundation

/// Decodes a URL query into a `Decodable` type.
///
/// ```swift
/// struct Search: Decodable {
///   var query: String
///   var limit: Int?
///   var tags: [String]
/// }
/// let search = try URLQueryDecoder().decode(Search.self, from: "query=swift&tags=a&tags=b")
/// ```
///
/// What it reads:
/// - Strings; every integer and floating-point type; `Decimal`.
/// - `Bool` from `true`/`false`, `1`/`0` and `yes`/`no`, in any letter case.
/// - Optionals: a missing key is `nil`, and so is an empty value that the type cannot be read
///   from (`limit=` is `nil`; `title=` is `""`; `tags=` is `[""]`).
/// - `RawRepresentable` enums through their raw value; `URL`; `UUID`; `Date` (ISO 8601 unless
///   ``dateDecodingStrategy`` says otherwise); `Data` as base64.
/// - Arrays from repeated keys (`tags=a&tags=b`); also from `tags[]=a` and from indexed keys
///   (`tags[0]=a`, `tags.0=a`) when ``arrayKeys`` allows them. A missing array parameter is an
///   empty array (``URLQueryEncoder`` writes nothing for one); a missing optional array is `nil`.
/// - Nested types from dotted (`note.title`) or bracketed (`note[title]`) keys.
///
/// Keys and values are percent-decoded exactly once. `+` stays a plus sign unless
/// ``plusIsSpace`` is set (RFC 3986 gives `+` no special meaning in a URL; HTML forms use it
/// for a space). A parameter given twice where one value is expected is an error, never a crash.
public struct URLQueryDecoder: Sendable {
  /// How `Date` values are read.
  public enum DateDecodingStrategy: Sendable {
    /// ISO 8601, with or without fractional seconds (`2026-11-22T13:10:00Z`). The default.
    case iso8601
    /// A number of seconds since 1 January 1970 UTC.
    case secondsSince1970
    /// A number of milliseconds since 1 January 1970 UTC.
    case millisecondsSince1970
    /// Your own parser; throw to reject a value.
    case custom(@Sendable (String) throws -> Date)
  }

  /// Which array key spellings are read besides repeated keys.
  public struct ArrayKeys: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Creates a set of spellings from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `tags[]=a&tags[]=b`.
    public static let brackets = ArrayKeys(rawValue: 1 << 0)
    /// `tags[0]=a&tags[1]=b` and `tags.0=a&tags.1=b`, also for arrays of nested values.
    public static let indexed = ArrayKeys(rawValue: 1 << 1)
  }

  struct KeyOptions {
    var bracketedArrays: Bool
  }

  /// Whether `+` means a space. Default: `false`.
  public var plusIsSpace: Bool
  /// Array key spellings read besides repeated keys. Default: none.
  public var arrayKeys: ArrayKeys
  /// How dates are read. Default: ``DateDecodingStrategy/iso8601``.
  public var dateDecodingStrategy: DateDecodingStrategy
  /// Bounds on the query. Default: ``URLLimits/default``.
  public var limits: URLLimits

  /// Creates a decoder.
  public init(
    plusIsSpace: Bool = false,
    arrayKeys: ArrayKeys = [],
    dateDecodingStrategy: DateDecodingStrategy = .iso8601,
    limits: URLLimits = .default
  ) {
    self.plusIsSpace = plusIsSpace
    self.arrayKeys = arrayKeys
    self.dateDecodingStrategy = dateDecodingStrategy
    self.limits = limits
  }

  /// Decodes a raw query string (the part after `?`, still percent-encoded).
  public func decode<T: Decodable>(_ type: T.Type, from query: String) throws(URLQueryDecodingError)
    -> T
  {
    let items = try decodeQueryItems(query[...], plusIsSpace: plusIsSpace, limits: limits)
    return try decode(type, fromDecodedItems: items)
  }

  /// Decodes the query of a URL.
  package func decode<T: Decodable>(_ type: T.Type, from url: URL) throws(URLQueryDecodingError)
    -> T
  {
    let string = url.absoluteString
    let query: Substring =
      string.firstIndex(of: "?").map { string[string.index(after: $0)...] } ?? ""
    let withoutFragment = query.firstIndex(of: "#").map { query[..<$0] } ?? query
    let items = try decodeQueryItems(withoutFragment, plusIsSpace: plusIsSpace, limits: limits)
    return try decode(type, fromDecodedItems: items)
  }

  /// Decodes query items whose names and values are already percent-decoded, such as
  /// `URLComponents.queryItems`. An item without a value counts as an empty value.
  public func decode<T: Decodable>(_ type: T.Type, from items: [URLQueryItem])
    throws(URLQueryDecodingError) -> T
  {
    guard items.count <= limits.maxQueryItems else {
      throw .tooManyItems(limit: limits.maxQueryItems)
    }
    return try decode(
      type, fromDecodedItems: items.map { QueryPart(name: $0.name, value: $0.value ?? "") }
    )
  }

  /// Decodes a route's input from a request: its path parameters, then its query items.
  public func decode<T: Decodable>(
    _ type: T.Type, from request: RouteRequest
  ) throws(URLQueryDecodingError) -> T {
    try decode(type, parameters: request.parameters, query: request.input, scope: DecodingScope(options: self))
  }

  /// Decodes a route's input: its path parameters first, then its query items (the one place
  /// that order is written).
  func decode<T: Decodable>(
    _ type: T.Type, parameters: [QueryPart], query: [QueryPart], scope: DecodingScope
  ) throws(URLQueryDecodingError) -> T {
    try decode(type, fromDecodedItems: parameters.isEmpty ? query : parameters + query, scope: scope)
  }

  func decode<T: Decodable>(
    _ type: T.Type, fromDecodedItems items: [QueryPart]
  ) throws(URLQueryDecodingError) -> T {
    try decode(type, fromDecodedItems: items, scope: DecodingScope(options: self))
  }

  /// Decodes from the top of `scope`, which a router makes once for all its requests.
  func decode<T: Decodable>(
    _ type: T.Type, fromDecodedItems items: [QueryPart], scope: DecodingScope
  ) throws(URLQueryDecodingError) -> T {
    let root = try QueryValue.root(
      items, options: KeyOptions(bracketedArrays: arrayKeys.contains(.brackets)), limits: limits
    )
    do {
      return try QueryDecoding(value: root, scope: scope).decodeValue(T.self)
    } catch let error as URLQueryDecodingError {
      throw error
    } catch let error as DecodingError {
      throw URLQueryDecodingError(error)
    } catch {
      throw .invalidValue(parameter: "", reason: "\(error)")
    }
  }
}

extension URLQueryDecodingError {
  /// Translates the errors that types' own `init(from:)` throw (an unknown enum raw value, a
  /// missing key) into this module's errors, with the parameter's full path.
  init(_ error: DecodingError) {
    switch error {
    case let .keyNotFound(key, context):
      self = .missingParameter(parameterName(context.codingPath + [key]))
    case let .valueNotFound(_, context):
      self = .missingParameter(parameterName(context.codingPath))
    case let .typeMismatch(type, context):
      self = .typeMismatch(
        parameter: parameterName(context.codingPath), expected: "\(type)", value: ""
      )
    case let .dataCorrupted(context):
      self = .invalidValue(
        parameter: parameterName(context.codingPath), reason: context.debugDescription
      )
    @unknown default:
      self = .invalidValue(parameter: "", reason: "\(error)")
    }
  }
}

/// `note.title`, `tags[1]`: how a coding path is named in messages.
func parameterName(_ path: [any CodingKey]) -> String {
  var name = ""
  for key in path {
    if let index = key.intValue, key.stringValue == String(index) {
      name += "[\(index)]"
    } else {
      name += name.isEmpty ? key.stringValue : ".\(key.stringValue)"
    }
  }
  return name
}
