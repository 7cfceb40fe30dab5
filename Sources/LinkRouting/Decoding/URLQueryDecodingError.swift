/// Why a query could not be decoded into a type. Every case names the parameter by its full path
/// (`note.title`, `tags[1]`), so the message can be shown to the caller of a link as it is.
public enum URLQueryDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required parameter is missing.
  case missingParameter(String)
  /// A parameter's value cannot be read as the type the input declares.
  case typeMismatch(parameter: String, expected: String, value: String)
  /// A parameter that takes one value was given several (`count=1&count=2`).
  case repeatedParameter(String, count: Int)
  /// A parameter's value was rejected by the type itself (an unknown enum case, say).
  case invalidValue(parameter: String, reason: String)
  /// A key or value has a `%` not followed by two hex digits, or does not decode to UTF-8.
  case malformedPercentEncoding(String)
  /// The query has more items than ``URLLimits/maxQueryItems``.
  case tooManyItems(limit: Int)
  /// A key is nested deeper than ``URLLimits/maxNestingDepth``.
  case nestedTooDeeply(parameter: String, limit: Int)
  /// The query is longer than ``URLLimits/maxURLLength``.
  case tooLong(limit: Int)

  /// A one-line message naming the parameter.
  public var description: String {
    switch self {
    case let .missingParameter(name):
      "Required parameter \"\(name)\" not found."
    case let .typeMismatch(name, expected, value):
      "Value for parameter \"\(name)\" has incorrect type. Expected \(expected), got \"\(value)\"."
    case let .repeatedParameter(name, count):
      "Parameter \"\(name)\" was given \(count) times; it takes a single value."
    case let .invalidValue(name, reason):
      "Value for parameter \"\(name)\" is invalid: \(reason)"
    case let .malformedPercentEncoding(text):
      "Malformed percent-encoding in \"\(text)\"."
    case let .tooManyItems(limit):
      "The query has more than \(limit) items."
    case let .nestedTooDeeply(name, limit):
      "Parameter \"\(name)\" is nested more than \(limit) levels deep."
    case let .tooLong(limit):
      "The query is longer than \(limit) bytes."
    }
  }
}
