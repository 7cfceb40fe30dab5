import Foundation

/// A type written as one query value.
protocol QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String
}

/// The query text of `value` if its type is one of the ``QueryScalar`` types, else `nil`.
///
/// The type is checked by comparing metatypes, which are pointer compares: a cast to
/// `any QueryScalar` looks the conformance up at run time on every call, and most values
/// encoded through the generic path (the whole output, nested values) are not scalars. The
/// list is the conformances below; `queryScalarTypesAreRecognized` keeps them in step.
func queryScalarText<T>(_ value: T, _ options: URLQueryEncoder) -> String? {
  guard isQueryScalar(T.self) else { return nil }
  return (value as? any QueryScalar)?.queryText(options)
}

func isQueryScalar<T>(_ type: T.Type) -> Bool {
  switch ObjectIdentifier(type) {
  case ObjectIdentifier(String.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self),
    ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
    ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self),
    ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self),
    ObjectIdentifier(Double.self), ObjectIdentifier(Float.self), ObjectIdentifier(Decimal.self),
    ObjectIdentifier(URL.self), ObjectIdentifier(UUID.self), ObjectIdentifier(Data.self),
    ObjectIdentifier(Date.self):
    true
  default:
    false
  }
}

extension String: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { self }
}

extension Bool: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { self ? "true" : "false" }
}

extension Int: QueryScalar {}
extension Int8: QueryScalar {}
extension Int16: QueryScalar {}
extension Int32: QueryScalar {}
extension Int64: QueryScalar {}
extension UInt: QueryScalar {}
extension UInt8: QueryScalar {}
extension UInt16: QueryScalar {}
extension UInt32: QueryScalar {}
extension UInt64: QueryScalar {}

extension QueryScalar where Self: FixedWidthInteger {
  func queryText(_ options: URLQueryEncoder) -> String { String(self) }
}

extension Double: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { "\(self)" }
}

extension Float: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { "\(self)" }
}

extension Decimal: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { description }
}

extension URL: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { absoluteString }
}

extension UUID: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { uuidString }
}

extension Data: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { base64EncodedString() }
}

extension Date: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String {
    switch options.dateEncodingStrategy {
    case .iso8601: formatted(Date.ISO8601FormatStyle())
    case .secondsSince1970: "\(timeIntervalSince1970)"
    case .millisecondsSince1970: "\(timeIntervalSince1970 * 1000)"
    }
  }
}
