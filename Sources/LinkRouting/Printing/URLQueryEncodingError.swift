import Foundation

/// Why ``URLQueryEncoder`` could not encode a value.
public enum URLQueryEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The top-level value is not a keyed type (a struct or a dictionary with string keys).
  case topLevelNotKeyed
  /// An array of nested values needs the indexed or bracket spelling.
  case nestedValueInRepeatedArray(parameter: String)
  /// A key or value holds a NUL character, which ``URLQueryDecoder`` refuses: no link carries one.
  case nulCharacter(parameter: String)

  /// A one-line message.
  public var description: String {
    switch self {
    case .topLevelNotKeyed:
      "Only keyed values (structs, dictionaries with string keys) can be encoded as a query."
    case let .nestedValueInRepeatedArray(name):
      "Parameter \"\(name)\" is an array of nested values; encode it with indexed array keys."
    case let .nulCharacter(name):
      "Parameter \"\(name)\" holds a NUL character, which no link carries."
    }
  }
}
